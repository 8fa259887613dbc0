/**
 * Demo blog posts for development: real-looking Romanian articles with tags, one featured pair, one
 * with a code block, and one scheduled a few days ahead (invisible to the public until then).
 * `daysAgo` negative means in the future.
 */
export interface DemoBlogPost {
  daysAgo: number;
  title: string;
  html: string;
  tags: string[];
  featured?: boolean;
  /** Saved with its date set (scheduled when in the future); otherwise published when created. */
  dated?: boolean;
}

export const DEMO_BLOG: readonly DemoBlogPost[] = [
  {
    daysAgo: -5,
    dated: true,
    title: 'Ce aduce noua versiune Home Assistant pentru casele din Iași',
    tags: ['home-assistant', 'noutăți'],
    html: [
      '<p>Versiunea de iarnă aduce un panou de energie refăcut și asistenți vocali care rulează complet local.</p>',
      '<h2>Ce schimbăm la instalațiile existente</h2>',
      '<ul><li>actualizăm sistemele clienților cu pachet Premium în prima săptămână;</li><li>verificăm backup-ul înainte de fiecare actualizare.</li></ul>',
    ].join(''),
  },
  {
    daysAgo: 3,
    title: 'Lumina de pe hol la mișcare, doar noaptea: o automatizare pas cu pas',
    tags: ['automatizări', 'zigbee', 'ghid'],
    featured: true,
    html: [
      '<p>Cea mai cerută automatizare din apartamentele din Iași: lumina de pe hol se aprinde la mișcare, dar numai după apus, și se stinge singură după două minute.</p>',
      '<h2>Ce ai nevoie</h2>',
      '<ul><li>un senzor de mișcare Zigbee (Aqara sau Sonoff);</li><li>un bec inteligent sau un releu pe circuitul holului;</li><li>Home Assistant cu un adaptor Zigbee.</li></ul>',
      '<h2>Logica</h2>',
      '<p>În Node-RED, un nod <em>function</em> decide dacă aprindem lumina:</p>',
      '<pre><code class="language-javascript">// msg.payload: true când senzorul vede mișcare\nconst dupaApus = global.get("sun") === "below_horizon";\nif (msg.payload === true &amp;&amp; dupaApus) {\n  return { payload: { action: "turn_on", brightness_pct: 40 } };\n}\nreturn null;</code></pre>',
      '<p>Luminozitatea de 40% nu trezește pe nimeni, iar după două minute fără mișcare un temporizator stinge becul.</p>',
    ].join(''),
  },
  {
    daysAgo: 12,
    title: 'Zigbee sau Wi-Fi: ce senzori să alegi pentru o casă fără cloud',
    tags: ['zigbee', 'sfaturi'],
    featured: true,
    html: [
      '<p>Alegerea protocolului decide cât de stabilă și cât de independentă de internet va fi casa ta.</p>',
      '<h2>De ce preferăm Zigbee</h2>',
      '<ul><li>consum foarte mic: bateriile țin peste un an;</li><li>rețea proprie, separată de Wi-Fi;</li><li>funcționează complet local.</li></ul>',
      '<h2>Când are sens Wi-Fi</h2>',
      '<p>Pentru prize de putere mare sau module de poartă, unde alimentarea nu e o problemă, dispozitivele Wi-Fi cu firmware local (Tasmota, ESPHome) sunt o alegere bună.</p>',
      '<blockquote>Regula noastră: senzorii pe Zigbee, consumatorii mari pe Wi-Fi local.</blockquote>',
    ].join(''),
  },
  {
    daysAgo: 24,
    title: 'Cât costă o casă inteligentă locală: trei exemple reale',
    tags: ['costuri', 'ghid'],
    html: [
      '<p>Am adunat costurile a trei instalații recente, de la un apartament cu două camere la o casă cu grădină.</p>',
      '<h2>Apartament, pachetul Basic</h2>',
      '<p>Raspberry Pi, card, adaptor Zigbee, patru becuri și doi senzori de ușă: în jur de 1.400 de lei hardware, plus 100 EUR instalarea.</p>',
      '<h2>Casă, pachetul Premium</h2>',
      '<p>Irigații, monitorizarea energiei și poarta garajului: aproximativ 4.000 de lei hardware, plus 300 EUR.</p>',
      '<p>Poți face propria estimare cu <a href="/hardware/calculator">calculatorul de costuri</a>.</p>',
    ].join(''),
  },
  {
    daysAgo: 40,
    title: 'Backup pentru Home Assistant: cum nu pierzi nimic când cardul cedează',
    tags: ['home-assistant', 'securitate', 'sfaturi'],
    html: [
      '<p>Cardurile de memorie se uzează. Un backup automat face diferența între o oră de lucru și o zi pierdută.</p>',
      '<ol><li>backup zilnic pe un stick USB sau pe un NAS;</li><li>păstrăm ultimele șapte copii;</li><li>o dată pe lună verificăm că o copie chiar se poate restaura.</li></ol>',
    ].join(''),
  },
];

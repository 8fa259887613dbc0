/**
 * The six automation pages (each a static page with description, components needed and logic), as
 * data: /automations shows their cards, /automations/{id} renders
 * one with AutomationPage. Components name calculator items by id, so their names and prices come
 * from @smarthome/catalog; the garage numbers come from the catalog too.
 *
 * The YAML of each page is a real Home Assistant automation (the 2024.10+ syntax: triggers,
 * conditions, actions) reduced to its core, for the visitor who wants to see what gets configured.
 */
import { Droplets, Flame, Lightbulb, SolarPanel, Sprout, Warehouse, type LucideIcon } from 'lucide-react';
import { garageAutomation, type HardwareItemId } from '@smarthome/catalog';
import { paths, type AutomationId } from '@/lib/paths';

export interface AutomationComponent {
  item: HardwareItemId;
  /** How many a typical home needs; the calculator link is prefilled with it. */
  quantity: number;
  /** What the part does in this automation. */
  role: string;
}

/** A part that is not a calculator item (software, or work of another trade): named, not priced. */
export interface ExtraComponent {
  name: string;
  role: string;
}

export interface AutomationLogic {
  triggers: string[];
  conditions: string[];
  actions: string[];
}

export interface AutomationContent {
  icon: LucideIcon;
  /** One sentence for the card on /automations. */
  summary: string;
  lead: string;
  metaDescription: string;
  description: string[];
  components: AutomationComponent[];
  extras: ExtraComponent[];
  logic: AutomationLogic;
  yaml: string;
  /** A page that goes deeper into the same subject. */
  related?: { to: string; label: string };
}

/** A YAML block written indented in this file, returned without the common indentation. */
function yamlBlock(text: string): string {
  const lines = text.replace(/^\n/, '').trimEnd().split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.search(/\S/)));
  return lines.map((line) => line.slice(indent)).join('\n');
}

const g = garageAutomation;

export const automations: Record<AutomationId, AutomationContent> = {
  lights: {
    icon: Lightbulb,
    summary: 'Luminile se aprind la mișcare doar când e întuneric și se sting singure în camerele goale.',
    lead: 'Luminile se aprind singure când intri într-o încăpere și doar când e nevoie de ele: seara, la mișcare, fără să cauți întrerupătorul.',
    metaDescription:
      'Iluminat automat cu Home Assistant: senzor de mișcare, senzor de lumină și becuri inteligente care se aprind doar când e întuneric. Componente, costuri și logică.',
    description: [
      'Un senzor de mișcare detectează prezența, iar un senzor de lumină verifică dacă e suficient de întuneric. Dacă ambele condiții sunt îndeplinite, becurile inteligente se aprind cu intensitatea potrivită pentru ora din zi.',
      'Noaptea, lumina se aprinde slab, ca să nu te orbească în drum spre bucătărie; seara, la intensitate normală. Când camera rămâne goală câteva minute, luminile se sting singure.',
      'Totul rulează local, pe Home Assistant: automatizarea funcționează și atunci când conexiunea la internet nu este disponibilă.',
    ],
    components: [
      { item: 'motion-sensor', quantity: 1, role: 'detectează prezența în cameră sau pe hol' },
      { item: 'light-sensor-zigbee', quantity: 1, role: 'măsoară cât de întuneric este' },
      { item: 'zigbee-adapter', quantity: 1, role: 'conectează senzorul de lumină Zigbee' },
      { item: 'yeelight-bulb', quantity: 2, role: 'becurile comandate, cu intensitate reglabilă' },
    ],
    extras: [],
    logic: {
      triggers: ['Senzorul de mișcare detectează prezență.'],
      conditions: ['Nivelul de lumină măsurat este sub pragul setat (de exemplu 30 lx).'],
      actions: [
        'Becurile se aprind: seara la 80%, între 23:00 și 06:00 la 20%.',
        'După 3 minute fără mișcare, luminile se sting automat.',
      ],
    },
    yaml: yamlBlock(`
      alias: Hol – lumină la mișcare
      mode: restart
      triggers:
        - trigger: state
          entity_id: binary_sensor.hol_miscare
          to: "on"
      conditions:
        - condition: numeric_state
          entity_id: sensor.hol_lumina
          below: 30
      actions:
        - action: light.turn_on
          target:
            entity_id: light.hol
          data:
            brightness_pct: "{{ 20 if now().hour >= 23 or now().hour < 6 else 80 }}"
        - wait_for_trigger:
            - trigger: state
              entity_id: binary_sensor.hol_miscare
              to: "off"
              for:
                minutes: 3
        - action: light.turn_off
          target:
            entity_id: light.hol
    `),
  },

  cellar: {
    icon: Droplets,
    summary: 'Umiditatea și temperatura din beci sunt urmărite permanent, iar ventilația pornește singură.',
    lead: 'Beciul rămâne uscat și ferit de îngheț: ventilatorul pornește când aerul devine umed, iar tu afli imediat dacă ceva nu e în regulă.',
    metaDescription:
      'Automatizare pentru beci cu Home Assistant: senzor de temperatură și umiditate, ventilație automată și alerte de îngheț sau ușă deschisă. Componente și logică.',
    description: [
      'Un senzor de temperatură și umiditate măsoară aerul din beci la câteva minute. Când umiditatea trece de 70% și rămâne acolo, o priză inteligentă pornește ventilatorul de extracție; când aerul s-a uscat sub 60%, îl oprește. Diferența dintre cele două praguri împiedică pornirile și opririle repetate.',
      'Iarna, ventilația nu pornește dacă în beci sunt sub 5 °C, ca să nu răcească și mai mult încăperea. Dacă temperatura coboară sub 3 °C sau ușa beciului rămâne deschisă, primești o notificare pe telefon.',
      'Istoricul din Home Assistant îți arată cum variază umiditatea de la un anotimp la altul, util pentru conserve, vin sau cartofi.',
    ],
    components: [
      { item: 'xiaomi-hub', quantity: 1, role: 'puntea pentru senzorii Xiaomi' },
      { item: 'temperature-sensor', quantity: 1, role: 'temperatura și umiditatea din beci' },
      { item: 'door-sensor', quantity: 1, role: 'anunță ușa beciului lăsată deschisă' },
      { item: 'wifi-plug-basic', quantity: 1, role: 'pornește și oprește ventilatorul' },
    ],
    extras: [
      {
        name: 'Ventilator de extracție',
        role: 'existent sau montat de un electrician, cu ștecher obișnuit',
      },
    ],
    logic: {
      triggers: ['Umiditatea trece de 70% timp de 10 minute.', 'Umiditatea scade sub 60% timp de 10 minute.'],
      conditions: ['Pentru pornire: temperatura din beci este peste 5 °C.'],
      actions: [
        'Pornește ventilatorul când aerul e umed și îl oprește când s-a uscat.',
        'Separat: alertă pe telefon sub 3 °C sau când ușa rămâne deschisă.',
      ],
    },
    yaml: yamlBlock(`
      alias: Beci – ventilație după umiditate
      triggers:
        - trigger: numeric_state
          entity_id: sensor.beci_umiditate
          above: 70
          for:
            minutes: 10
          id: umed
        - trigger: numeric_state
          entity_id: sensor.beci_umiditate
          below: 60
          for:
            minutes: 10
          id: uscat
      actions:
        - choose:
            - conditions:
                - condition: trigger
                  id: umed
                - condition: numeric_state
                  entity_id: sensor.beci_temperatura
                  above: 5
              sequence:
                - action: switch.turn_on
                  target:
                    entity_id: switch.beci_ventilator
          default:
            - action: switch.turn_off
              target:
                entity_id: switch.beci_ventilator
    `),
  },

  irrigation: {
    icon: Sprout,
    summary: 'Grădina se udă după umiditatea reală a solului și după prognoza meteo, nu după calendar.',
    lead: 'Grădina primește apă doar când are nevoie: irigațiile pornesc dimineața devreme dacă pământul e uscat și nu se anunță ploaie.',
    metaDescription:
      'Irigații automate cu Home Assistant: senzor de umiditate a solului, prognoză meteo, nivelul rezervorului și relee pentru fiecare zonă. Componente și logică.',
    description: [
      'Un senzor de umiditate a solului măsoară cât de ud este pământul, iar prognoza meteo spune dacă urmează ploaia. În fiecare dimineață, la 06:00, Home Assistant decide dacă udă sau nu.',
      'Un releu cu patru canale deschide pe rând electrovalvele zonelor (gazon, legume, flori), fiecare cât timp ai stabilit. Dacă apa vine dintr-un rezervor, un senzor ultrasonic îi măsoară nivelul și oprește udarea înainte ca pompa să rămână fără apă.',
      'După fiecare udare primești un scurt rezumat pe telefon, iar din aplicație poți porni manual o zonă, de oriunde.',
    ],
    components: [
      { item: 'soil-moisture-sensor', quantity: 1, role: 'umiditatea reală a solului' },
      { item: 'relay-4-channel', quantity: 1, role: 'câte un canal pentru fiecare zonă de udare' },
      { item: 'ultrasonic-sensor', quantity: 1, role: 'nivelul apei din rezervor' },
    ],
    extras: [
      { name: 'Prognoza meteo (Met.no)', role: 'integrare gratuită, fără hardware' },
      { name: 'Electrovalve pentru fiecare zonă', role: 'montate de instalatorul sistemului de irigații' },
    ],
    logic: {
      triggers: ['Zilnic, la ora 06:00.'],
      conditions: [
        'Umiditatea solului este sub 35%.',
        'Prognoza nu anunță ploaie.',
        'În rezervor este peste 20% apă.',
      ],
      actions: ['Udă pe rând zona 1 și zona 2, câte 15 minute.', 'Trimite pe telefon rezumatul udării.'],
    },
    yaml: yamlBlock(`
      alias: Grădină – udare dimineața
      triggers:
        - trigger: time
          at: "06:00:00"
      conditions:
        - condition: numeric_state
          entity_id: sensor.gradina_umiditate_sol
          below: 35
        - condition: not
          conditions:
            - condition: state
              entity_id: weather.acasa
              state: [rainy, pouring]
        - condition: numeric_state
          entity_id: sensor.rezervor_nivel
          above: 20
      actions:
        - repeat:
            for_each: [switch.irigatii_zona_1, switch.irigatii_zona_2]
            sequence:
              - action: switch.turn_on
                target:
                  entity_id: "{{ repeat.item }}"
              - delay:
                  minutes: 15
              - action: switch.turn_off
                target:
                  entity_id: "{{ repeat.item }}"
        - action: notify.mobile_app_telefon
          data:
            message: Grădina a fost udată, 2 zone × 15 minute.
    `),
  },

  solar: {
    icon: SolarPanel,
    summary: 'Producția panourilor, consumul casei și boilerul pornit din surplusul de energie.',
    lead: 'Vezi în fiecare moment cât produc panourile și cât consumă casa, iar surplusul ajunge în boiler în loc să fie vândut ieftin în rețea.',
    metaDescription:
      'Monitorizare panouri solare cu Home Assistant: producția invertorului, panoul Energie și boilerul pornit automat din surplus. Componente și logică.',
    description: [
      'Home Assistant citește invertorul direct din rețeaua locală: producția panourilor, puterea trimisă în rețea și, dacă ai, starea bateriei. Panoul Energie le adună pe zile, luni și ani, alături de consumul casei.',
      'Când panourile produc mai mult decât consumi, o priză cu măsurarea consumului pornește boilerul electric, iar apa caldă se face din energie proprie. Când surplusul dispare, boilerul se oprește.',
      'Seara primești, dacă vrei, un rezumat: cât ai produs, cât ai consumat și cât ai trimis în rețea în ziua respectivă.',
    ],
    components: [
      { item: 'wifi-plug-metering', quantity: 1, role: 'pornește boilerul și îi măsoară consumul' },
    ],
    extras: [
      {
        name: 'Integrarea invertorului',
        role: 'fără hardware, prin API-ul local sau Modbus, după model',
      },
      { name: 'Panoul Energie din Home Assistant', role: 'inclus, fără cost' },
    ],
    logic: {
      triggers: ['Invertorul trimite în rețea peste 2.000 W timp de 5 minute.'],
      conditions: ['Este între 10:00 și 17:00.', 'Boilerul nu este deja pornit.'],
      actions: ['Pornește boilerul.', 'Îl oprește când casa consumă din rețea peste 300 W timp de 5 minute.'],
    },
    yaml: yamlBlock(`
      alias: Boiler din surplus solar
      triggers:
        - trigger: numeric_state
          entity_id: sensor.invertor_putere_export
          above: 2000
          for:
            minutes: 5
      conditions:
        - condition: time
          after: "10:00:00"
          before: "17:00:00"
        - condition: state
          entity_id: switch.boiler
          state: "off"
      actions:
        - action: switch.turn_on
          target:
            entity_id: switch.boiler
        - wait_for_trigger:
            - trigger: numeric_state
              entity_id: sensor.retea_putere_import
              above: 300
              for:
                minutes: 5
        - action: switch.turn_off
          target:
            entity_id: switch.boiler
    `),
  },

  heater: {
    icon: Flame,
    summary:
      'Centrala pornește după program și după temperatura din camere și se oprește când deschizi fereastra.',
    lead: 'Casa e caldă când ești acasă, iar centrala nu mai încălzește degeaba o casă goală sau o fereastră deschisă.',
    metaDescription:
      'Controlul centralei termice cu Home Assistant: releu pe contactul de termostat, senzori de temperatură pe camere, programe și oprire la fereastră deschisă.',
    description: [
      'Un releu se leagă la contactul de termostat al centralei, exact unde se montează un termostat de cameră obișnuit. Home Assistant devine termostatul: citește temperatura din camere și pornește centrala până la valoarea dorită.',
      'Programul urmează viața familiei: 21,5 °C dimineața și seara, mai puțin noaptea sau când nu e nimeni acasă. Dacă o fereastră rămâne deschisă două minute, încălzirea se oprește și primești o notificare.',
      'Dacă unitatea centrală e oprită, releul are buton fizic: centrala poate fi pornită manual, ca înainte. Protecțiile centralei rămân neatinse.',
    ],
    components: [
      { item: 'relay-thr316d', quantity: 1, role: 'comandă centrala prin contactul de termostat' },
      { item: 'xiaomi-hub', quantity: 1, role: 'puntea pentru senzorii Xiaomi' },
      { item: 'temperature-sensor', quantity: 3, role: 'temperatura din fiecare cameră' },
      { item: 'door-sensor', quantity: 2, role: 'ferestrele deschise opresc încălzirea' },
    ],
    extras: [{ name: 'Termostat generic', role: 'funcție a Home Assistant, fără cost' }],
    logic: {
      triggers: ['Ora programată (de exemplu 06:00 și 22:30).', 'O fereastră stă deschisă 2 minute.'],
      conditions: ['Cineva este acasă, după telefoanele familiei.', 'Toate ferestrele sunt închise.'],
      actions: [
        'Setează temperatura dorită: 21,5 °C ziua, 19 °C noaptea.',
        'La fereastră deschisă, oprește încălzirea și trimite o notificare.',
      ],
    },
    yaml: yamlBlock(`
      alias: Centrală – programul de dimineață
      triggers:
        - trigger: time
          at: "06:00:00"
      conditions:
        - condition: numeric_state
          entity_id: zone.home
          above: 0
        - condition: state
          entity_id: binary_sensor.ferestre
          state: "off"
      actions:
        - action: climate.set_temperature
          target:
            entity_id: climate.centrala
          data:
            temperature: 21.5
    `),
  },

  'garage-door': {
    icon: Warehouse,
    summary: `Notificare dacă poarta rămâne deschisă ${g.openNotificationAfterMinutes} minute și închidere automată după ${g.autoCloseAfterSeconds} de secunde fără răspuns.`,
    lead: 'Nu te mai întrebi dacă ai închis garajul: poarta îți spune singură când a rămas deschisă și se închide dacă nu răspunzi.',
    metaDescription: `Ușă de garaj inteligentă cu Home Assistant: notificare după ${g.openNotificationAfterMinutes} minute cu poarta deschisă și închidere automată după ${g.autoCloseAfterSeconds} de secunde fără răspuns.`,
    description: [
      `Un modul WiFi montat lângă motorul porții comandă deschiderea și închiderea și citește, printr-un contact magnetic, dacă poarta e închisă. Poarta apare în aplicație ca orice alt dispozitiv.`,
      `Dacă poarta rămâne deschisă ${g.openNotificationAfterMinutes} minute, primești pe telefon o notificare cu două butoane: „Închide” și „Las-o deschisă”. Dacă nu răspunzi în ${g.autoCloseAfterSeconds} de secunde, poarta se închide singură.`,
      'Senzorii de siguranță ai porții (fotocelulele) rămân activi: o închidere automată se oprește la fel ca una pornită din telecomandă.',
    ],
    components: [
      { item: 'garage-wifi-module', quantity: 1, role: 'comandă poarta și îi citește starea' },
      { item: 'ultrasonic-sensor', quantity: 1, role: 'opțional: arată dacă mașina e în garaj' },
    ],
    extras: [{ name: 'Contact magnetic pe poartă', role: 'spune modulului dacă poarta e închisă' }],
    logic: {
      triggers: [`Poarta stă deschisă ${g.openNotificationAfterMinutes} minute.`],
      conditions: [
        `Pentru închidere: ai ales „Închide” sau nu ai răspuns în ${g.autoCloseAfterSeconds} de secunde.`,
      ],
      actions: [
        'Trimite notificarea cu butoanele „Închide” și „Las-o deschisă”.',
        'Închide poarta la cerere sau când nu vine niciun răspuns.',
      ],
    },
    yaml: yamlBlock(`
      alias: Garaj – poarta uitată deschisă
      triggers:
        - trigger: state
          entity_id: cover.poarta_garaj
          to: open
          for:
            minutes: ${g.openNotificationAfterMinutes}
      actions:
        - action: notify.mobile_app_telefon
          data:
            message: Poarta garajului e deschisă de ${g.openNotificationAfterMinutes} minute.
            data:
              actions:
                - action: INCHIDE_POARTA
                  title: Închide
                - action: LASA_DESCHISA
                  title: Las-o deschisă
        - wait_for_trigger:
            - trigger: event
              event_type: mobile_app_notification_action
              event_data:
                action: INCHIDE_POARTA
            - trigger: event
              event_type: mobile_app_notification_action
              event_data:
                action: LASA_DESCHISA
          timeout:
            seconds: ${g.autoCloseAfterSeconds}
        - if:
            - condition: template
              value_template: >
                {{ wait.trigger is none or
                   wait.trigger.event.data.action == 'INCHIDE_POARTA' }}
          then:
            - action: cover.close_cover
              target:
                entity_id: cover.poarta_garaj
    `),
    related: { to: paths.garageAutomation, label: 'Detalii tehnice despre modulul porții' },
  },
};

/** The labels every automation page shares. */
export const automationTexts = {
  descriptionTitle: 'Descriere',
  componentsTitle: 'Componente necesare',
  centralUnit: 'Unitatea centrală, comună tuturor automatizărilor',
  specificComponents: 'Pentru această automatizare',
  perPiece: '/ buc.',
  extrasTitle: 'În plus, fără cost în calculator',
  componentsNote: 'Prețuri orientative din calculatorul de costuri; hardware-ul se cumpără separat.',
  logicTitle: 'Logica automatizării',
  logicLead:
    'Fiecare automatizare din Home Assistant are trei părți: ce o pornește, ce trebuie să fie adevărat și ce face.',
  triggers: 'Declanșator',
  conditions: 'Condiții',
  actions: 'Acțiuni',
  noConditions: 'Fără condiții: acționează de fiecare dată.',
  yamlSummary: 'Vezi automatizarea așa cum arată în Home Assistant (YAML)',
  yamlLabel: 'Configurația YAML a automatizării',
  calculatorCta: 'Calculează costul',
  backToAutomations: 'Toate automatizările',
} as const;

/** Copy of /automations, the overview. */
export const automationsOverview = {
  metaDescription:
    'Șase automatizări gata de instalat cu Home Assistant: iluminat, beci, irigații, panouri solare, centrală termică și poarta garajului, cu componente și logică.',
  eyebrow: 'Soluții',
  lead: 'Șase automatizări pe care le instalez des, fiecare cu componentele necesare, costul orientativ și logica pas cu pas. Pot fi combinate și adaptate casei tale.',
  listTitle: 'Alege o automatizare',
  more: 'Vezi detaliile',
  howTitle: 'Cum funcționează o automatizare',
  howLead:
    'Orice automatizare are aceeași structură simplă. Exemplul de mai jos este cel mai cerut: iluminatul la mișcare.',
  ctaTitle: 'Ai o idee de automatizare?',
  ctaText:
    'Aproape orice rutină din casă poate fi automatizată. Descrie-mi-o și îți spun ce componente îți trebuie.',
  ctaContact: 'Descrie-mi ideea',
  ctaGarage: 'Automatizarea porții de garaj',
} as const;

/**
 * The list of integrations of /integrari, grouped by
 * category. Each says honestly whether it works inside the home network or needs a manufacturer's
 * cloud, since local control is what the site sells. Names are those of the Home Assistant
 * integrations or of the community projects a visitor can look up.
 */
import {
  AudioLines,
  Bell,
  Camera,
  CloudSun,
  Flame,
  Lightbulb,
  MonitorPlay,
  Power,
  Radio,
  Router,
  SolarPanel,
  Thermometer,
  ToggleRight,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

/** local: talks to the device inside the home network; cloud: goes through the vendor's servers. */
export type Connection = 'local' | 'cloud';

export interface Integration {
  name: string;
  text: string;
  connection: Connection;
}

export interface IntegrationCategory {
  id: string;
  name: string;
  icon: LucideIcon;
  summary: string;
  items: Integration[];
}

export const integrationCategories: IntegrationCategory[] = [
  {
    id: 'zigbee',
    name: 'Zigbee',
    icon: Radio,
    summary: 'Rețeaua fără fir a senzorilor pe baterie: consum mic, rază mare, fără cloud.',
    items: [
      {
        name: 'Zigbee Home Automation (ZHA)',
        text: 'Integrarea Zigbee inclusă în Home Assistant. Adaptorul USB de pe Raspberry Pi devine coordonatorul întregii rețele.',
        connection: 'local',
      },
      {
        name: 'Zigbee2MQTT',
        text: 'Alternativa open-source care suportă mii de dispozitive de la sute de producători, cu acces la toate setările lor.',
        connection: 'local',
      },
      {
        name: 'Senzori Aqara Zigbee',
        text: 'Mișcare, ușă, temperatură, vibrații și inundație, asociați direct adaptorului Zigbee, fără hub-ul Aqara.',
        connection: 'local',
      },
      {
        name: 'IKEA și Philips Hue',
        text: 'Becuri, telecomenzi și jaluzele Zigbee, asociate direct sau prin bridge-ul Hue din rețeaua locală.',
        connection: 'local',
      },
      {
        name: 'Prize Nous Zigbee',
        text: 'Prize cu măsurarea consumului, care întăresc și rețeaua Zigbee, transmițând semnalul mai departe.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'wifi',
    name: 'WiFi: ESPHome și Tasmota',
    icon: Wifi,
    summary: 'Firmware open-source pentru dispozitive WiFi, care le scoate din cloud-ul producătorului.',
    items: [
      {
        name: 'ESPHome',
        text: 'Firmware pentru plăcile ESP32 și ESP8266: senzori și relee făcute pe măsură, integrate nativ în Home Assistant.',
        connection: 'local',
      },
      {
        name: 'Tasmota',
        text: 'Firmware alternativ pentru prize, relee și întrerupătoare WiFi, comandate local prin MQTT.',
        connection: 'local',
      },
      {
        name: 'MQTT (Mosquitto)',
        text: 'Serverul de mesaje prin care comunică Tasmota, Zigbee2MQTT și multe dispozitive construite de pasionați.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'xiaomi',
    name: 'Xiaomi și Aqara',
    icon: Thermometer,
    summary: 'Senzori și electrocasnice populare, aduse în Home Assistant fără aplicația Mi Home.',
    items: [
      {
        name: 'Hub Xiaomi / Aqara',
        text: 'Puntea pentru senzorii Xiaomi de ușă și de temperatură, citită local prin protocolul LAN, prin HomeKit sau prin Matter, după model.',
        connection: 'local',
      },
      {
        name: 'Xiaomi Miio',
        text: 'Aspiratoare robot, purificatoare și umidificatoare Xiaomi, comandate local cu cheia dispozitivului.',
        connection: 'local',
      },
      {
        name: 'Xiaomi BLE',
        text: 'Termometre și senzori de plante Bluetooth, citiți direct de Raspberry Pi, fără gateway.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'lighting',
    name: 'Iluminat: Yeelight și WLED',
    icon: Lightbulb,
    summary: 'Becuri și benzi LED color, cu scenarii și intensitate reglate automat.',
    items: [
      {
        name: 'Yeelight',
        text: 'Becuri, lămpi și benzi LED WiFi, comandate local după activarea opțiunii „LAN Control” din aplicația Yeelight.',
        connection: 'local',
      },
      {
        name: 'WLED',
        text: 'Benzi LED adresabile cu sute de efecte, pe controlere ESP, pentru scări, mobilier sau fațade.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'sonoff',
    name: 'Sonoff',
    icon: ToggleRight,
    summary: 'Relee, prize și termostate accesibile, cu firmware original sau alternativ.',
    items: [
      {
        name: 'Sonoff WiFi (modul LAN)',
        text: 'Releele și prizele Sonoff cu firmware original, comandate în rețeaua locală prin integrarea comunitară SonoffLAN.',
        connection: 'local',
      },
      {
        name: 'Sonoff THR316D',
        text: 'Releu cu sondă de temperatură, folosit pentru centrală, boiler sau încălzirea din beci.',
        connection: 'local',
      },
      {
        name: 'Sonoff Zigbee',
        text: 'Senzori de mișcare, ușă și temperatură pe baterie, asociați adaptorului Zigbee.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'shelly',
    name: 'Shelly',
    icon: Power,
    summary: 'Module mici care se montează în doză, în spatele întrerupătorului clasic.',
    items: [
      {
        name: 'Relee Shelly',
        text: 'Comandă lumini, jaluzele sau porți și păstrează întrerupătorul de pe perete. Integrare oficială, locală, fără cont.',
        connection: 'local',
      },
      {
        name: 'Contoare Shelly EM',
        text: 'Măsoară consumul pe circuite sau pe toată casa, monofazat ori trifazat, pentru panoul Energie.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'tuya',
    name: 'Tuya local',
    icon: Router,
    summary: 'Dispozitivele Tuya și Smart Life, scoase din cloud acolo unde se poate.',
    items: [
      {
        name: 'Tuya Local și LocalTuya',
        text: 'Integrări comunitare care comandă dispozitivele Tuya WiFi direct în rețea, după ce cheia locală a fost citită o singură dată.',
        connection: 'local',
      },
      {
        name: 'Tuya Zigbee',
        text: 'Senzorii și prizele Tuya Zigbee se asociază adaptorului Zigbee și uită complet de cloud.',
        connection: 'local',
      },
      {
        name: 'Finger bot',
        text: 'Apasă fizic butoane care nu pot fi modificate: cafetiera, un aparat vechi, un interfon.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'solar',
    name: 'Energie și invertoare solare',
    icon: SolarPanel,
    summary: 'Producție, consum și baterii într-un singur panou, cu istoric pe ani.',
    items: [
      {
        name: 'Panoul Energie',
        text: 'Vede cât produc panourile, cât consumi, cât trimiți în rețea și cât te costă, pe zile, luni și ani.',
        connection: 'local',
      },
      {
        name: 'Fronius',
        text: 'Integrare oficială care citește invertorul prin API-ul lui local.',
        connection: 'local',
      },
      {
        name: 'Huawei SUN2000',
        text: 'Citire locală prin Modbus TCP, cu integrarea comunitară Huawei Solar, inclusiv pentru bateriile LUNA2000.',
        connection: 'local',
      },
      {
        name: 'Deye, Sofar și alte invertoare Solarman',
        text: 'Citite local prin stick-ul de date al invertorului, cu integrări comunitare.',
        connection: 'local',
      },
      {
        name: 'SolarEdge',
        text: 'Prin Modbus TCP, local, unde invertorul permite; altfel prin API-ul cloud al producătorului.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'climate',
    name: 'Climă și încălzire',
    icon: Flame,
    summary: 'Centrala, caloriferele și aerul condiționat, pe programe și pe senzori.',
    items: [
      {
        name: 'Termostat generic',
        text: 'Transformă un releu și un senzor de temperatură într-un termostat complet, cu programe și moduri.',
        connection: 'local',
      },
      {
        name: 'Capete termostatice Zigbee',
        text: 'Reglează fiecare calorifer în parte și închid încălzirea când se deschide fereastra.',
        connection: 'local',
      },
      {
        name: 'Aer condiționat',
        text: 'Multe modele Daikin, Gree sau Midea au integrări locale; pentru celelalte, un modul infraroșu face legătura.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'weather',
    name: 'Meteo',
    icon: CloudSun,
    summary: 'Prognoza și datele locale pe care se bazează irigațiile, jaluzelele și încălzirea.',
    items: [
      {
        name: 'Met.no',
        text: 'Prognoza Institutului Meteorologic Norvegian, configurată implicit pentru locația casei tale.',
        connection: 'cloud',
      },
      {
        name: 'Open-Meteo',
        text: 'Prognoză gratuită, fără cont, cu date orare de precipitații, vânt și temperatură.',
        connection: 'cloud',
      },
      {
        name: 'Stație meteo Ecowitt',
        text: 'Stația din curtea ta trimite direct în Home Assistant ploaia, vântul și temperatura reale.',
        connection: 'local',
      },
      {
        name: 'Soare (răsărit și apus)',
        text: 'Calculează local răsăritul și apusul, pentru lumini și jaluzele care urmează ziua.',
        connection: 'local',
      },
    ],
  },
  {
    id: 'notifications',
    name: 'Notificări și Telegram',
    icon: Bell,
    summary: 'Mesaje pe telefon când se întâmplă ceva important, cu butoane de răspuns.',
    items: [
      {
        name: 'Aplicația Home Assistant',
        text: 'Notificări pe Android și iOS, cu butoane de acțiune („Închide poarta”) și alerte critice care sună și pe silențios.',
        connection: 'cloud',
      },
      {
        name: 'Telegram',
        text: 'Un bot Telegram care îți trimite mesaje și fotografii și primește comenzi simple.',
        connection: 'cloud',
      },
      {
        name: 'E-mail',
        text: 'Rapoarte și alerte prin e-mail, de exemplu un rezumat lunar al consumului.',
        connection: 'cloud',
      },
    ],
  },
  {
    id: 'voice',
    name: 'Asistenți vocali: Google și Alexa',
    icon: AudioLines,
    summary: 'Comenzi vocale local, cu Assist, sau prin asistenții pe care îi ai deja.',
    items: [
      {
        name: 'Assist',
        text: 'Asistentul vocal al Home Assistant; recunoașterea vorbirii poate rula local, pe Raspberry Pi.',
        connection: 'local',
      },
      {
        name: 'Google Assistant',
        text: 'Comandă dispozitivele din Home Assistant de pe boxele și telefoanele Google.',
        connection: 'cloud',
      },
      {
        name: 'Amazon Alexa',
        text: 'Expune dispozitivele alese către boxele Echo, pentru cine folosește deja Alexa.',
        connection: 'cloud',
      },
    ],
  },
  {
    id: 'media',
    name: 'Media și divertisment',
    icon: MonitorPlay,
    summary: 'Televizorul, boxele și muzica, în scenarii și automatizări.',
    items: [
      {
        name: 'Google Cast',
        text: 'Chromecast și boxele Nest: anunțuri vocale, muzică și imagini de la camere pe televizor.',
        connection: 'local',
      },
      {
        name: 'Televizoare LG, Samsung și Android TV',
        text: 'Pornire, volum și surse; scenariul „Film” stinge luminile când începe redarea.',
        connection: 'local',
      },
      {
        name: 'Sonos',
        text: 'Boxe controlate local, inclusiv pentru anunțuri în toată casa.',
        connection: 'local',
      },
      {
        name: 'Spotify',
        text: 'Alege playlistul și boxa din automatizări, de exemplu muzică liniștită la trezire.',
        connection: 'cloud',
      },
    ],
  },
  {
    id: 'security',
    name: 'Camere și securitate',
    icon: Camera,
    summary: 'Imagini și alarme care rămân în casa ta.',
    items: [
      {
        name: 'Camere ONVIF și RTSP',
        text: 'Majoritatea camerelor IP se văd local în dashboard, fără aplicația producătorului.',
        connection: 'local',
      },
      {
        name: 'Frigate',
        text: 'Înregistrare video locală cu detecție de persoane și mașini, fără abonament.',
        connection: 'local',
      },
      {
        name: 'Panou de alarmă',
        text: 'Alarmă cu moduri „Acasă” și „Plecat”, armată automat, cu senzorii de ușă și mișcare pe care îi ai deja.',
        connection: 'local',
      },
    ],
  },
];

export const integrationsContent = {
  metaDescription:
    'Integrări Home Assistant pe care le configurez: Zigbee, ESPHome, Tasmota, Shelly, Sonoff, Xiaomi, Aqara, Yeelight, Tuya local, invertoare solare, meteo, Telegram, Google și Alexa.',
  eyebrow: 'Dispozitive și servicii compatibile',
  lead: 'Home Assistant vorbește cu mii de dispozitive și servicii. Mai jos sunt cele cu care lucrez cel mai des, grupate pe categorii, cu mențiunea dacă funcționează local sau prin cloud.',
  searchLabel: 'Caută o integrare',
  searchPlaceholder: 'ex. Shelly, invertor, Telegram',
  categoriesLabel: 'Filtrează după categorie',
  all: 'Toate',
  connectionLabels: { local: 'Local', cloud: 'Prin internet' } satisfies Record<Connection, string>,
  legend: {
    local: 'comunică direct în rețeaua casei, funcționează și fără internet.',
    cloud: 'are nevoie de internet sau de serverele unui serviciu extern.',
  } satisfies Record<Connection, string>,
  results: (count: number) => (count === 1 ? 'O integrare afișată' : `${count} integrări afișate`),
  emptyTitle: 'Nicio integrare găsită',
  emptyText: 'Nu o găsești în listă? Scrie-mi: probabil există, doar că nu o folosesc des.',
  clearFilters: 'Arată toate integrările',
  ctaTitle: 'Ai un dispozitiv care nu e în listă?',
  ctaText:
    'Trimite-mi marca și modelul. Verific înainte de instalare dacă merge local și cum se leagă de restul casei.',
  ctaContact: 'Întreabă-mă',
  ctaCalculator: 'Calculează costul',
} as const;

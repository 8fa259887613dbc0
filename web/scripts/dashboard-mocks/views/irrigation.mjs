/** "Irigații": four valve zones, soil moisture per zone, the watering programme and the rain forecast. */
import {
  card,
  gauge,
  heading,
  row,
  section,
  select,
  sliderRow,
  tile,
  time,
  toggle,
  value,
  weather,
} from '../cards.mjs';
import { lineChart } from '../charts.mjs';
import { colors as c } from '../theme.mjs';
import { page } from '../shell.mjs';

/** A week of soil moisture: it dries through the day and jumps after each morning watering. */
function moistureWeek(start, dryPerHour, watered, seedShift) {
  const points = [];
  let v = start;
  for (let h = 0; h < 7 * 24; h += 3) {
    const day = Math.floor(h / 24);
    if (h % 24 === 6 && watered.includes(day)) v = Math.min(62, v + 22);
    v -= dryPerHour * 3 * (h % 24 >= 9 && h % 24 <= 18 ? 1.6 : 0.5);
    points.push(Math.round((v + Math.sin((h + seedShift) / 5)) * 10) / 10);
  }
  return points;
}

export function irrigationView() {
  const zoneSegments = [
    [0, 0.25, c.red],
    [0.25, 0.4, c.amber],
    [0.4, 1, c.green],
  ];
  const zones = section(
    heading('Zone de udare', 'Sprout', '4 zone'),
    tile({
      icon: 'Droplets',
      name: 'Zona 1 irigații · gazon față',
      state: 'Udă · încă 8 min',
      color: c.blue,
      feature: 47,
      span: true,
    }),
    tile({
      icon: 'Droplet',
      name: 'Zona 2 irigații · gazon spate',
      state: 'Urmează după zona 1',
      span: true,
    }),
    tile({
      icon: 'Droplet',
      name: 'Zona 3 irigații · grădina de legume',
      state: 'Oprită · udată miercuri',
      span: true,
    }),
    tile({
      icon: 'Droplet',
      name: 'Zona 4 irigații · picurare flori',
      state: 'Oprită · udată miercuri',
      span: true,
    }),
    tile({ icon: 'Gauge', name: 'Pompă', state: '0,9 kW', color: c.amber }),
    tile({ icon: 'Waves', name: 'Debit', state: '14 L/min', color: c.sensor }),
    tile({ icon: 'GlassWater', name: 'Apă azi', state: '380 L', color: c.sensor }),
    tile({ icon: 'CloudRain', name: 'Ploaie', state: 'Nu plouă', color: c.green }),
  );
  const moisture = section(
    heading('Umiditate sol', 'Thermometer'),
    gauge({
      name: 'Zona 1 · gazon față',
      value: '34 %',
      percent: 0.34,
      color: c.amber,
      segments: zoneSegments,
    }),
    gauge({
      name: 'Zona 2 · gazon spate',
      value: '41 %',
      percent: 0.41,
      color: c.green,
      segments: zoneSegments,
    }),
    gauge({ name: 'Zona 3 · legume', value: '58 %', percent: 0.58, color: c.green, segments: zoneSegments }),
    gauge({ name: 'Zona 4 · flori', value: '47 %', percent: 0.47, color: c.green, segments: zoneSegments }),
    card(
      'Umiditate sol · 7 zile',
      lineChart({
        width: 300,
        height: 170,
        series: [
          { name: 'Zona 1', color: c.blue, points: moistureWeek(44, 0.32, [1, 3, 5], 0) },
          { name: 'Zona 3', color: c.green, points: moistureWeek(52, 0.24, [2, 5], 3) },
        ],
        min: 20,
        max: 70,
        ticks: [20, 30, 40, 50, 60, 70],
        xLabels: ['Sâm', 'Dum', 'Lun', 'Mar', 'Mie', 'Joi', 'Vin'],
        unit: ' %',
      }),
    ),
  );
  const program = section(
    heading('Program', 'CalendarClock'),
    card(
      '',
      [
        row('Power', 'Udare automată', toggle(true), { color: c.primary }),
        row('Clock', 'Ora de pornire', time('06:00')),
        row('CalendarDays', 'Zile', select('Lu · Mi · Vi')),
        sliderRow('Timer', 'Durată pe zonă', 50, '15 min'),
        sliderRow('Droplet', 'Pornește sub umiditatea de', 30, '30 %'),
        row('CloudRain', 'Amână dacă plouă', toggle(true), {
          color: c.primary,
          sub: 'Prag: 60 % probabilitate',
        }),
      ].join(''),
    ),
    weather({
      place: 'Iași · ploaie mâine',
      condition: 'Parțial noros',
      iconName: 'CloudSun',
      temperature: '17 °C',
      details: 'vânt 12 km/h',
      days: [
        ['Vin', 'CloudSun', 19, 10, 10],
        ['Sâm', 'CloudRain', 15, 9, 70],
        ['Dum', 'CloudRain', 14, 8, 55],
        ['Lun', 'Sun', 18, 8, 5],
      ],
    }),
    card(
      '',
      row('Info', 'Următoarea udare', value('Luni, 06:00'), {
        sub: 'Dacă nu plouă în weekend',
        color: c.teal,
      }),
    ),
  );
  const content = `<div class="columns" style="grid-template-columns:repeat(3,minmax(0,1fr));margin-top:4px">${zones}${moisture}${program}</div>`;
  return page({ tab: 'Irigații', content });
}

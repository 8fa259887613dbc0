/** "Statistici": long-term statistics: room temperatures, monthly energy, a day's timeline. */
import { card, tileIcon } from '../cards.mjs';
import { barChart, dailyCurve, lineChart, timeline } from '../charts.mjs';
import { colors as c } from '../theme.mjs';
import { page } from '../shell.mjs';

function summary(iconName, color, label, text, trend) {
  return `<div class="card" style="padding:12px 14px;display:flex;gap:12px;align-items:center">${tileIcon(iconName, color, 40)}
    <div style="min-width:0"><div class="muted" style="font-size:12px">${label}</div><div class="tabnum" style="font-size:20px;font-weight:500;line-height:1.3">${text}</div><div style="font-size:12px;color:${trend.startsWith('−') ? c.green : c.muted}">${trend}</div></div></div>`;
}

export function statisticsView() {
  const days = ['Vin', 'Sâm', 'Dum', 'Lun', 'Mar', 'Mie', 'Joi'];
  const temperatures = lineChart({
    width: 452,
    height: 200,
    series: [
      {
        name: 'Sufragerie',
        color: c.heat,
        points: dailyCurve({ days: 7, perDay: 8, base: 21.8, amplitude: 0.6, noise: 0.3, seed: 3, peak: 19 }),
      },
      {
        name: 'Dormitor',
        color: c.purple,
        points: dailyCurve({ days: 7, perDay: 8, base: 20.6, amplitude: 0.8, noise: 0.3, seed: 5, peak: 21 }),
      },
      {
        name: 'Exterior',
        color: c.cool,
        points: dailyCurve({ days: 7, perDay: 8, base: 12, amplitude: 5, noise: 1.2, seed: 9, drift: 0.4 }),
      },
    ],
    min: 0,
    max: 25,
    ticks: [0, 5, 10, 15, 20, 25],
    xLabels: days,
    unit: ' °C',
  });
  const months = ['Iun', 'Iul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Ian', 'Feb', 'Mar', 'Apr', 'Mai'];
  const grid = [182, 196, 188, 201, 246, 302, 341, 356, 318, 264, 204, 168];
  const solar = [205, 221, 214, 168, 102, 48, 26, 31, 58, 112, 171, 198];
  const monthly = barChart({
    width: 452,
    height: 200,
    stacks: [
      { name: 'Din rețea', color: c.grid, values: grid },
      {
        name: 'Solar consumat',
        color: c.solar,
        values: solar.map((s, i) => Math.min(s * 0.55, 400 - grid[i])),
      },
    ],
    max: 450,
    ticks: [0, 100, 200, 300, 400],
    xLabels: months,
    unit: '',
  });
  const day = timeline({
    width: 952,
    hours: [0, 3, 6, 9, 12, 15, 18, 21, 24],
    rows: [
      {
        name: 'Prezență',
        spans: [
          [0, 8.2, c.green, 'Acasă'],
          [8.2, 17.4, '#bdbdbd', 'Plecat'],
          [17.4, 24, c.green, 'Acasă'],
        ],
      },
      {
        name: 'Centrală',
        spans: [
          [0, 5.5, '#bdbdbd'],
          [5.5, 8, c.heat, 'Încălzire'],
          [8, 16.5, '#bdbdbd', 'Oprită'],
          [16.5, 22.5, c.heat, 'Încălzire'],
          [22.5, 24, '#bdbdbd'],
        ],
      },
      {
        name: 'Poarta garajului',
        spans: [
          [0, 7.9, c.green, 'Închisă'],
          [7.9, 8.1, c.amber],
          [8.1, 17.3, c.green, 'Închisă'],
          [17.3, 17.5, c.amber],
          [17.5, 24, c.green, 'Închisă'],
        ],
      },
      {
        name: 'Lumini curte',
        spans: [
          [0, 0.5, c.light, ''],
          [0.5, 19.7, '#bdbdbd', 'Stinse'],
          [19.7, 23.5, c.light, 'Aprinse'],
          [23.5, 24, '#bdbdbd'],
        ],
      },
      {
        name: 'Mașina de spălat',
        spans: [
          [0, 9.5, '#bdbdbd', 'Oprită'],
          [9.5, 11.2, c.primary, 'Spală'],
          [11.2, 24, '#bdbdbd', 'Oprită'],
        ],
      },
      {
        name: 'Pompă irigații',
        spans: [
          [0, 6, '#bdbdbd'],
          [6, 7.2, c.blue, 'Udă'],
          [7.2, 24, '#bdbdbd', 'Oprită'],
        ],
      },
    ],
  });
  const content = `<div style="display:grid;gap:12px;margin-top:4px">
    <div class="columns" style="grid-template-columns:repeat(4,minmax(0,1fr));gap:12px">
      ${summary('Zap', c.grid, 'Consum în mai', '168 kWh', '−18 % față de aprilie')}
      ${summary('SunMedium', c.solar, 'Producție solară în mai', '198 kWh', '+16 % față de aprilie')}
      ${summary('Flame', c.heat, 'Centrală pornită, 7 zile', '31 h', '−6 h față de săpt. trecută')}
      ${summary('Thermometer', c.sensor, 'Temperatură medie în casă', '21,4 °C', 'Ținta: 21,5 °C')}
    </div>
    <div class="columns" style="grid-template-columns:repeat(2,minmax(0,1fr));gap:12px">
      ${card('Temperatură pe camere', temperatures, { extra: 'Ultimele 7 zile · oră cu oră' })}
      ${card('Consum lunar de energie', monthly, { extra: 'kWh · ultimele 12 luni' })}
    </div>
    ${card('Ziua de ieri', day, { extra: 'Joi, 15 mai' })}
  </div>`;
  return page({ tab: 'Statistici', content });
}

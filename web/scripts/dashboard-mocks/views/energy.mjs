/** The Energy panel: hourly use and solar production of one day, the energy distribution, gauges. */
import { card, gauge } from '../cards.mjs';
import { barChart, seeded } from '../charts.mjs';
import { icon } from '../icons.mjs';
import { colors as c } from '../theme.mjs';
import { page } from '../shell.mjs';

const round1 = (n) => Math.round(n * 10) / 10;
const kwh = (n) => `${round1(n).toFixed(1).replace('.', ',')} kWh`;

/** One sunny May day: a base load, breakfast and evening peaks, and a bell of solar production. */
function day() {
  const rnd = seeded(7);
  const hours = [...Array(24).keys()];
  const use = hours.map((h) => {
    const base = 0.22 + rnd() * 0.08;
    const morning = h >= 6 && h <= 8 ? 0.45 : 0;
    const noon = h >= 12 && h <= 13 ? 0.5 : 0;
    const evening = h >= 18 && h <= 21 ? 0.75 + rnd() * 0.3 : 0;
    return round1(base + morning + noon + evening + rnd() * 0.1);
  });
  const sun = hours.map((h) =>
    h < 6 || h > 20 ? 0 : round1(Math.max(0, 2.1 * Math.exp(-((h - 13.2) ** 2) / 9) + (rnd() - 0.5) * 0.15)),
  );
  const solarUsed = hours.map((h) => Math.min(use[h], sun[h]));
  const fromGrid = hours.map((h) => round1(use[h] - solarUsed[h]));
  const returned = hours.map((h) => round1(sun[h] - solarUsed[h]));
  const sum = (a) => a.reduce((x, y) => x + y, 0);
  return {
    hours,
    use,
    sun,
    solarUsed,
    fromGrid,
    returned,
    totals: {
      use: sum(use),
      sun: sum(sun),
      solarUsed: sum(solarUsed),
      fromGrid: sum(fromGrid),
      returned: sum(returned),
    },
  };
}

function distribution(t) {
  const node = (x, y, color, iconName, label, lines, labelAbove = false) => `
    <circle cx="${x}" cy="${y}" r="38" fill="#fff" stroke="${color}" stroke-width="2.5"/>
    <foreignObject x="${x - 38}" y="${y - 30}" width="76" height="60"><div xmlns="http://www.w3.org/1999/xhtml" style="display:grid;justify-items:center;gap:1px;font-size:11px;line-height:1.25;color:${c.text}"><span style="color:${color}">${icon(iconName, 18)}</span>${lines}</div></foreignObject>
    <text x="${x}" y="${labelAbove ? y - 46 : y + 56}" text-anchor="middle" font-size="12" fill="${c.muted}">${label}</text>`;
  return `<svg width="100%" height="234" viewBox="0 0 340 234" font-family="Inter">
    <path d="M170 100 C170 145, 150 145, 92 145" stroke="${c.returned}" stroke-width="2" fill="none"/>
    <path d="M170 100 C170 145, 190 145, 248 145" stroke="${c.solar}" stroke-width="2" fill="none"/>
    <path d="M108 165 L232 165" stroke="${c.grid}" stroke-width="2" fill="none"/>
    <circle cx="128" cy="145" r="3" fill="${c.returned}"/><circle cx="214" cy="145" r="3" fill="${c.solar}"/><circle cx="170" cy="165" r="3" fill="${c.grid}"/>
    ${node(170, 62, c.solar, 'SunMedium', 'Solar', `<b style="font-weight:500">${kwh(t.sun)}</b>`, true)}
    ${node(70, 165, c.grid, 'UtilityPole', 'Rețea', `<span>↓ ${kwh(t.fromGrid)}</span><span style="color:${c.returned}">↑ ${kwh(t.returned)}</span>`)}
    ${node(270, 165, '#5f6368', 'House', 'Casă', `<b style="font-weight:500">${kwh(t.use)}</b>`)}
  </svg>`;
}

export function energyView() {
  const d = day();
  const t = d.totals;
  const usageChart = barChart({
    width: 588,
    height: 250,
    stacks: [
      { name: 'Din rețea', color: c.grid, values: d.fromGrid },
      { name: 'Solar consumat', color: c.solar, values: d.solarUsed },
    ],
    below: { name: 'Trimis în rețea', color: c.returned, values: d.returned },
    min: -2,
    max: 1.5,
    ticks: [-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5],
    xLabels: d.hours.map((h) => `${String(h).padStart(2, '0')}`),
    labelEvery: 3,
    unit: '',
  });
  const devices = [
    ['Boiler electric', 2.1],
    ['Cuptor', 1.4],
    ['Mașină de spălat', 1.2],
    ['Frigider', 0.9],
    ['Birou', 0.8],
    ['Pompă irigații', 0.6],
    ['Aer condiționat', 0.5],
    ['Iluminat', 0.4],
  ];
  const devicesHtml = devices
    .map(
      ([
        name,
        v,
      ]) => `<div style="display:grid;grid-template-columns:130px 1fr 64px;align-items:center;gap:10px;font-size:13px;margin:7px 0">
        <span>${name}</span><span style="height:14px;border-radius:3px;background:${c.grid};width:${(v / 2.1) * 100}%"></span><span class="tabnum muted" style="text-align:right">${kwh(v)}</span></div>`,
    )
    .join('');
  const sources = [
    [
      c.grid,
      'UtilityPole',
      'Consum din rețea',
      kwh(t.fromGrid),
      `${(t.fromGrid * 1.3).toFixed(2).replace('.', ',')} lei`,
    ],
    [c.solar, 'SunMedium', 'Producție solară', kwh(t.sun), ''],
    [c.returned, 'ArrowUpFromLine', 'Trimis în rețea', kwh(t.returned), ''],
  ]
    .map(
      ([
        color,
        iconName,
        name,
        v,
        cost,
      ]) => `<div style="display:grid;grid-template-columns:28px 1fr auto 70px;gap:10px;align-items:center;font-size:13px;padding:7px 0;border-bottom:1px solid ${c.divider}">
        <span style="color:${color}">${icon(iconName, 20)}</span><span>${name}</span><span class="tabnum">${v}</span><span class="tabnum muted" style="text-align:right">${cost}</span></div>`,
    )
    .join('');
  const selfUse = t.solarUsed / t.sun;
  const independence = t.solarUsed / t.use;
  const periodBar = `<div style="display:flex;align-items:center;gap:12px;margin:0 0 12px">
    <div style="display:flex;border:1px solid ${c.divider};border-radius:18px;overflow:hidden;background:#fff;font-size:13px;font-weight:500">
      ${['Zi', 'Săptămână', 'Lună', 'An'].map((p, i) => `<span style="padding:8px 16px;${i === 0 ? `background:rgba(3,169,244,.12);color:${c.primary}` : ''}">${p}</span>`).join('')}
    </div>
    <span style="display:flex;align-items:center;gap:6px;color:${c.muted}">${icon('ChevronLeft', 20)}${icon('ChevronRight', 20)}</span>
    <span style="font-size:15px;font-weight:500">Azi, 16 mai</span>
    <span class="muted" style="margin-left:auto;font-size:13px">Actualizat acum 1 min</span>
  </div>`;
  const content = `${periodBar}<div class="columns" style="grid-template-columns:minmax(0,1.65fr) minmax(0,1fr)">
    <div style="display:grid;gap:12px">
      ${card('Consum de energie', usageChart, { extra: `Total consumat azi: ${kwh(t.use)}` })}
      ${card('Consum individual dispozitive', devicesHtml)}
    </div>
    <div style="display:grid;gap:12px">
      ${card('Distribuție energie', distribution(t), { style: 'text-align:center' })}
      <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
        ${gauge({ name: 'Autoconsum solar', value: `${Math.round(selfUse * 100)} %`, percent: selfUse, color: c.solar })}
        ${gauge({ name: 'Independență de rețea', value: `${Math.round(independence * 100)} %`, percent: independence, color: c.green })}
      </div>
      ${card('Surse de energie', sources)}
    </div>
  </div>`;
  return page({ title: 'Energie', sidebarActive: 'energy', content });
}

/** SVG charts in the style of HA's history and statistics graphs (thin lines, light grid, small labels). */
import { colors } from './theme.mjs';

/** A repeatable pseudo-random sequence, so the images are the same on every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fmt = (n) => String(n).replace('.', ',');

function frame({ width, height, min, max, ticks, xLabels, unit, pad }) {
  const { left, right, top, bottom } = pad;
  const plotH = height - top - bottom;
  const plotW = width - left - right;
  const y = (v) => top + plotH * (1 - (v - min) / (max - min));
  let out = '';
  for (const t of ticks) {
    out += `<line x1="${left}" x2="${width - right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#ececec"/>`;
    out += `<text x="${left - 8}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="${colors.muted}">${fmt(t)}${unit}</text>`;
  }
  xLabels.forEach((label, i) => {
    const x = left + (plotW * (i + 0.5)) / xLabels.length;
    out += `<text x="${x.toFixed(1)}" y="${height - 6}" text-anchor="middle" font-size="11" fill="${colors.muted}">${label}</text>`;
  });
  return { out, y, plotW, plotH, left, top };
}

function legend(series) {
  return `<div style="display:flex;gap:16px;justify-content:center;font-size:12px;margin-bottom:4px">${series
    .map(
      (s) =>
        `<span style="display:flex;align-items:center;gap:6px"><i style="width:12px;height:12px;border-radius:3px;background:${s.color};display:block${s.dashed ? ';opacity:.5' : ''}"></i>${s.name}</span>`,
    )
    .join('')}</div>`;
}

/** Line chart: series of equally spaced points; `fill` shades the area under the first series. */
export function lineChart({
  width,
  height,
  series,
  min,
  max,
  ticks,
  xLabels,
  unit = '',
  fill = false,
  showLegend = true,
}) {
  const pad = { left: 44, right: 8, top: 8, bottom: 22 };
  const f = frame({ width, height, min, max, ticks, xLabels, unit, pad });
  let paths = '';
  series.forEach((s, index) => {
    const step = f.plotW / (s.points.length - 1);
    const pts = s.points.map((v, i) => [f.left + i * step, f.y(v)]);
    const d = pts.map(([x, yv], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${yv.toFixed(1)}`).join(' ');
    if (fill && index === 0) {
      paths += `<path d="${d} L${(f.left + f.plotW).toFixed(1)} ${f.y(min).toFixed(1)} L${f.left} ${f.y(min).toFixed(1)} Z" fill="${s.color}" opacity="0.12"/>`;
    }
    paths += `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="${s.width ?? 1.6}" stroke-linejoin="round"${s.dashed ? ' stroke-dasharray="4 4"' : ''}/>`;
  });
  return `${showLegend ? legend(series) : ''}<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">${f.out}${paths}</svg>`;
}

/** Stacked bar chart; positive stacks go up, `below` values (energy returned) go under zero. */
export function barChart({
  width,
  height,
  stacks,
  min = 0,
  max,
  ticks,
  xLabels,
  unit = '',
  below,
  barRatio = 0.62,
  showLegend = true,
  labelEvery = 1,
}) {
  const pad = { left: 44, right: 8, top: 8, bottom: 22 };
  const shownLabels = xLabels.map((l, i) => (i % labelEvery === 0 ? l : ''));
  const f = frame({ width, height, min, max, ticks, xLabels: shownLabels, unit, pad });
  const n = xLabels.length;
  const slot = f.plotW / n;
  const barW = slot * barRatio;
  let bars = '';
  for (let i = 0; i < n; i++) {
    const x = f.left + i * slot + (slot - barW) / 2;
    let acc = 0;
    stacks.forEach((s, si) => {
      const v = s.values[i] ?? 0;
      if (v <= 0) return;
      const y0 = f.y(acc);
      const y1 = f.y(acc + v);
      const top = si === stacks.length - 1 || stacks.slice(si + 1).every((o) => !(o.values[i] > 0));
      bars += `<rect x="${x.toFixed(1)}" y="${y1.toFixed(1)}" width="${barW.toFixed(1)}" height="${Math.max(0, y0 - y1).toFixed(1)}" rx="${top ? 2 : 0}" fill="${s.color}"/>`;
      acc += v;
    });
    if (below && below.values[i] > 0) {
      const y0 = f.y(0);
      const y1 = f.y(-below.values[i]);
      bars += `<rect x="${x.toFixed(1)}" y="${y0.toFixed(1)}" width="${barW.toFixed(1)}" height="${(y1 - y0).toFixed(1)}" fill="${below.color}"/>`;
    }
  }
  const all = below ? [...stacks, below] : stacks;
  return `${showLegend ? legend(all) : ''}<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">${f.out}${bars}</svg>`;
}

/** HA's history timeline: one bar per entity with coloured state spans and a time axis. */
export function timeline({ width, rows, hours }) {
  const labelW = 130;
  const plotW = width - labelW;
  const rowH = 34;
  let out = '';
  rows.forEach((r, i) => {
    const y = i * rowH;
    out += `<text x="0" y="${y + 20}" font-size="12" fill="${colors.text}">${r.name}</text>`;
    for (const [from, to, color, label] of r.spans) {
      const x = labelW + (plotW * from) / 24;
      const w = (plotW * (to - from)) / 24;
      out += `<rect x="${x.toFixed(1)}" y="${y + 4}" width="${Math.max(1, w - 1).toFixed(1)}" height="24" fill="${color}"/>`;
      if (label && w > 60)
        out += `<text x="${(x + 8).toFixed(1)}" y="${y + 20}" font-size="11" fill="#fff">${label}</text>`;
    }
  });
  const axisY = rows.length * rowH + 14;
  hours.forEach((h) => {
    out += `<text x="${(labelW + (plotW * h) / 24).toFixed(1)}" y="${axisY}" font-size="11" text-anchor="${h === 24 ? 'end' : 'middle'}" fill="${colors.muted}">${String(h).padStart(2, '0')}:00</text>`;
  });
  return `<svg width="${width}" height="${axisY + 4}" viewBox="0 0 ${width} ${axisY + 4}" font-family="Inter">${out}</svg>`;
}

/** A smooth daily curve (temperature, moisture): base ± amplitude over 24 h, plus a little noise. */
export function dailyCurve({ days, perDay, base, amplitude, noise, seed, drift = 0, peak = 15 }) {
  const rnd = seeded(seed);
  const out = [];
  for (let d = 0; d < days; d++) {
    for (let h = 0; h < perDay; h++) {
      const hour = (24 * h) / perDay;
      const v =
        base + drift * d + amplitude * Math.cos(((hour - peak) / 24) * 2 * Math.PI) + (rnd() - 0.5) * noise;
      out.push(Math.round(v * 10) / 10);
    }
  }
  return out;
}

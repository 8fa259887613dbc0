/** Building blocks of the mock dashboards, after Home Assistant's own cards. Each returns an HTML string. */
import { colors } from './theme.mjs';
import { icon } from './icons.mjs';

const tint = (hex, alpha) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${alpha})`;
};

/** The round icon of a tile: the state colour on a 20 % tint of it, grey when the entity is off. */
export function tileIcon(name, color = colors.inactive, size = 36) {
  return `<span class="t-icon" style="width:${size}px;height:${size}px;background:${tint(color, 0.18)};color:${color}">${icon(name, size * 0.55)}</span>`;
}

/**
 * A tile card: icon, name, state; `feature` adds HA's brightness/position bar or a row of buttons.
 * `span` makes it take the full width of its section.
 */
export function tile({ icon: iconName, name, state, color, feature, buttons, span = false }) {
  const featureHtml = feature
    ? `<div class="t-feature" style="background:${tint(color, 0.18)}"><i style="width:${feature}%;background:${color}"></i></div>`
    : '';
  const buttonsHtml = buttons
    ? `<div class="t-buttons">${buttons.map((b) => `<span>${icon(b, 18)}</span>`).join('')}</div>`
    : '';
  return `<div class="card tile${span ? ' full' : ''}">
    <div class="tile-row">${tileIcon(iconName, color)}<div class="t-text"><div class="t-name">${name}</div><div class="t-state">${state}</div></div></div>
    ${featureHtml}${buttonsHtml}
  </div>`;
}

export function heading(title, iconName, extra = '') {
  return `<div class="heading">${iconName ? icon(iconName, 20) : ''}${title}${extra ? `<span class="h-extra">${extra}</span>` : ''}</div>`;
}

export function section(...parts) {
  return `<div class="section">${parts.join('')}</div>`;
}

export function card(title, body, { extra = '', full = true, style = '' } = {}) {
  return `<div class="card${full ? ' full' : ''}" style="${style}">${title ? `<div class="card-title">${title}${extra ? `<small>${extra}</small>` : ''}</div>` : ''}<div class="card-body">${body}</div></div>`;
}

export function badge(iconName, color, label, value) {
  return `<div class="badge"><span class="b-icon" style="background:${tint(color, 0.18)};color:${color}">${icon(iconName, 15)}</span><div><small>${label}</small><b>${value}</b></div></div>`;
}

/** An entities-card row; `control` is the right-hand side (a value, a toggle, a slider…). */
export function row(iconName, name, control, { color = colors.sensor, sub = '' } = {}) {
  return `<div class="row"><span class="r-icon" style="color:${color}">${icon(iconName, 22)}</span><div class="r-name">${name}${sub ? `<small>${sub}</small>` : ''}</div>${control}</div>`;
}

export const value = (text) => `<span class="r-value tabnum">${text}</span>`;
export const toggle = (on) => `<span class="toggle${on ? ' on' : ''}"></span>`;
export const select = (text) => `<span class="select">${text}${icon('ChevronDown', 18)}</span>`;
export const time = (text) => `<span class="chip-time">${text}</span>`;

/** An input_number slider row: name above the track, like HA's entities card shows it on narrow cards. */
export function sliderRow(iconName, name, percent, output, color = colors.sensor) {
  return `<div class="row"><span class="r-icon" style="color:${color}">${icon(iconName, 22)}</span><div style="flex:1;min-width:0"><div class="r-name" style="font-size:14px">${name}</div><div class="slider" style="margin-top:6px"><span class="track"><i style="width:${percent}%"></i></span><output class="tabnum">${output}</output></div></div></div>`;
}

/** HA's gauge card: a 180° arc with the value under it. */
export function gauge({ name, value: text, percent, color, segments }) {
  const r = 58;
  const cx = 75;
  const cy = 72;
  const arc = (from, to) => {
    const a0 = Math.PI * (1 - from);
    const a1 = Math.PI * (1 - to);
    const p = (a) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy - r * Math.sin(a)).toFixed(2)}`;
    return `M ${p(a0)} A ${r} ${r} 0 0 1 ${p(a1)}`;
  };
  const background = segments
    ? segments
        .map(
          ([from, to, c]) =>
            `<path d="${arc(from, to)}" stroke="${tint(c, 0.3)}" stroke-width="14" fill="none"/>`,
        )
        .join('')
    : `<path d="${arc(0, 1)}" stroke="#eeeeee" stroke-width="14" fill="none"/>`;
  return `<div class="card gauge"><svg viewBox="0 0 150 84" width="100%" height="84">${background}<path d="${arc(0, percent)}" stroke="${color}" stroke-width="14" fill="none"/></svg><div class="g-value tabnum">${text}</div><div class="g-name">${name}</div></div>`;
}

/** HA's thermostat card: a 270° arc with the target temperature in the middle and +/− under it. */
export function thermostat({ name, target, current, mode, percent, color = colors.heat, size = 200 }) {
  const r = 80;
  const c = 100;
  const start = (135 * Math.PI) / 180;
  const sweep = (270 * Math.PI) / 180;
  const point = (f) => {
    const a = start + sweep * f;
    return [c + r * Math.cos(a), c + r * Math.sin(a)];
  };
  const arc = (from, to) => {
    const [x0, y0] = point(from);
    const [x1, y1] = point(to);
    const large = (to - from) * 270 > 180 ? 1 : 0;
    return `M ${x0.toFixed(2)} ${y0.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${x1.toFixed(2)} ${y1.toFixed(2)}`;
  };
  const [hx, hy] = point(percent);
  return `<div class="card full" style="padding:12px 12px 14px;text-align:center">
    <div style="font-size:16px;font-weight:500;text-align:left;padding:2px 4px">${name}</div>
    <div style="position:relative;width:${size}px;margin:0 auto">
      <svg viewBox="0 0 200 200" width="${size}" height="${size}">
        <path d="${arc(0, 1)}" stroke="${tint(color, 0.22)}" stroke-width="20" stroke-linecap="round" fill="none"/>
        <path d="${arc(0, percent)}" stroke="${color}" stroke-width="20" stroke-linecap="round" fill="none"/>
        <circle cx="${hx.toFixed(2)}" cy="${hy.toFixed(2)}" r="7" fill="#fff"/>
      </svg>
      <div style="position:absolute;inset:0;display:grid;place-content:center;gap:2px">
        <div style="font-size:12px;color:${color};font-weight:500;display:flex;gap:4px;justify-content:center;align-items:center">${icon('Flame', 14)}${mode}</div>
        <div class="tabnum" style="font-size:${Math.round(size * 0.22)}px;font-weight:400;line-height:1">${target}<span style="font-size:${Math.round(size * 0.1)}px;vertical-align:top">°C</span></div>
        <div class="muted" style="font-size:12px;display:flex;gap:4px;justify-content:center;align-items:center">${icon('Thermometer', 14)}${current}</div>
      </div>
    </div>
    <div style="display:flex;gap:12px;justify-content:center;margin-top:-6px">
      <span style="width:40px;height:40px;border-radius:12px;background:#f2f2f2;display:grid;place-items:center">${icon('Minus', 20)}</span>
      <span style="width:40px;height:40px;border-radius:12px;background:#f2f2f2;display:grid;place-items:center">${icon('Plus', 20)}</span>
    </div>
  </div>`;
}

/** HA's weather-forecast card: today large, then a row of daily forecasts. */
export function weather({ place, condition, temperature, details, days, iconName = 'Sun' }) {
  const daysHtml = days
    .map(
      ([
        day,
        dayIcon,
        high,
        low,
        rain,
      ]) => `<div style="display:grid;justify-items:center;gap:6px;font-size:12px">
        <span class="muted">${day}</span><span style="color:${dayIcon === 'CloudRain' ? colors.blue : colors.amber}">${icon(dayIcon, 22)}</span>
        <span class="tabnum"><b style="font-weight:500">${high}°</b> <span class="muted">${low}°</span></span>${rain !== undefined ? `<span class="tabnum" style="color:${colors.blue};font-size:11px">${rain}%</span>` : ''}</div>`,
    )
    .join('');
  return `<div class="card full" style="padding:16px">
    <div style="display:flex;align-items:center;gap:14px">
      <span style="color:${colors.amber}">${icon(iconName, 48, 1.6)}</span>
      <div style="flex:1"><div style="font-size:16px;font-weight:500">${condition}</div><div class="muted" style="font-size:13px">${place}</div></div>
      <div style="text-align:right"><div class="tabnum" style="font-size:28px;line-height:1">${temperature}</div><div class="muted" style="font-size:12px;margin-top:4px">${details}</div></div>
    </div>
    <div style="display:grid;grid-template-columns:repeat(${days.length},1fr);margin-top:16px">${daysHtml}</div>
  </div>`;
}

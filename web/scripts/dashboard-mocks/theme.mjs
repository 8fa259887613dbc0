/**
 * The look of Home Assistant's default light theme (Lovelace "sections" views, tile cards, the blue
 * toolbar), reduced to what the mock dashboards use. Inter stands in for Roboto, which is not bundled.
 */
import { readFileSync } from 'node:fs';

/** Inlined as data URLs: a page set from a string may not read file:// URLs. */
const fontFile = (subset) =>
  `data:font/woff2;base64,${readFileSync(
    new URL(
      `../../node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`,
      import.meta.url,
    ),
  ).toString('base64')}`;

export const fontFaces = `
@font-face { font-family: 'Inter'; font-weight: 100 900; src: url('${fontFile('latin')}') format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215; }
@font-face { font-family: 'Inter'; font-weight: 100 900; src: url('${fontFile('latin-ext')}') format('woff2');
  unicode-range: U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
`;

/** Home Assistant's state colours (frontend src/resources/theme/color.globals.ts). */
export const colors = {
  primary: '#03a9f4',
  text: '#212121',
  muted: '#727272',
  divider: '#e0e0e0',
  light: '#ff9800',
  amber: '#ffc107',
  heat: '#ff8100',
  cool: '#2b9af9',
  blue: '#2196f3',
  green: '#4caf50',
  purple: '#926bc7',
  teal: '#009688',
  red: '#f44336',
  sensor: '#44739e',
  inactive: '#9e9e9e',
  grid: '#488fc2',
  solar: '#ff9800',
  returned: '#8353d1',
};

export const haCss = `
${fontFaces}
* { box-sizing: border-box; }
html, body { margin: 0; }
body {
  font-family: 'Inter', sans-serif; font-size: 14px; color: ${colors.text}; background: #fafafa;
  -webkit-font-smoothing: antialiased; letter-spacing: -0.005em;
}
svg { display: block; flex: none; }
.app { display: flex; height: 100vh; overflow: hidden; }

/* sidebar */
.sidebar { width: 256px; flex: none; display: flex; flex-direction: column; background: #fff; border-right: 1px solid ${colors.divider}; }
.sidebar.collapsed { width: 56px; }
.sb-head { height: 56px; display: flex; align-items: center; gap: 20px; padding: 0 16px; border-bottom: 1px solid ${colors.divider}; color: ${colors.muted}; }
.sb-head b { font-size: 20px; font-weight: 400; color: ${colors.text}; letter-spacing: -0.01em; }
.sb-list { padding: 4px 0; flex: 1; }
.sb-item { position: relative; display: flex; align-items: center; gap: 20px; height: 40px; margin: 2px 4px; padding: 0 12px; border-radius: 4px; color: ${colors.text}; font-size: 14px; font-weight: 500; }
.sb-item svg { color: #5f5f5f; }
.sb-item.active { background: rgba(3,169,244,0.12); color: ${colors.primary}; }
.sb-item.active svg { color: ${colors.primary}; }
.sb-sep { height: 1px; background: ${colors.divider}; margin: 4px 0; }
.sb-badge { margin-left: auto; min-width: 20px; height: 20px; padding: 0 6px; border-radius: 10px; background: ${colors.primary}; color: #fff; font-size: 12px; display: grid; place-items: center; }
.collapsed .sb-badge { position: absolute; left: 26px; top: 4px; margin: 0; min-width: 16px; height: 16px; font-size: 10px; padding: 0 4px; }
.avatar { width: 28px; height: 28px; border-radius: 50%; background: #ff8a65; color: #fff; display: grid; place-items: center; font-size: 13px; font-weight: 600; margin-left: -2px; }
.collapsed .sb-item span.label, .collapsed .sb-head b { display: none; }

/* toolbar */
.main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.toolbar { height: 56px; flex: none; display: flex; align-items: center; gap: 24px; padding: 0 12px 0 20px; background: ${colors.primary}; color: #fff; }
.toolbar .title { font-size: 20px; font-weight: 400; letter-spacing: -0.01em; white-space: nowrap; }
.tabs { display: flex; align-self: stretch; margin-left: 8px; }
.tab { display: flex; align-items: center; padding: 0 16px; font-size: 14px; font-weight: 500; color: rgba(255,255,255,0.75); border-bottom: 2px solid transparent; }
.tab.active { color: #fff; border-bottom-color: #fff; }
.tb-actions { margin-left: auto; display: flex; gap: 8px; }
.tb-actions span { width: 40px; height: 40px; display: grid; place-items: center; }
.content { flex: 1; overflow: hidden; padding: 12px 16px; }

/* sections view */
.badges { display: flex; justify-content: center; gap: 8px; margin: 4px 0 14px; flex-wrap: wrap; }
.badge { display: flex; align-items: center; gap: 8px; height: 36px; padding: 0 14px 0 8px; border-radius: 18px; background: #fff; border: 1px solid ${colors.divider}; font-size: 12px; }
.badge .b-icon { width: 24px; height: 24px; border-radius: 50%; display: grid; place-items: center; }
.badge small { display: block; color: ${colors.muted}; font-size: 10px; line-height: 1.1; }
.badge b { font-weight: 500; font-size: 12px; line-height: 1.2; }
.columns { display: grid; gap: 16px; align-items: start; }
.columns > * { min-width: 0; }
.section { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-content: start; }
.section > .full { grid-column: 1 / -1; }
.heading { grid-column: 1 / -1; display: flex; align-items: center; gap: 8px; padding: 8px 4px 2px; font-size: 16px; font-weight: 500; }
.heading svg { color: ${colors.muted}; }
.heading .h-extra { margin-left: auto; font-size: 12px; font-weight: 400; color: ${colors.muted}; }

/* cards */
.card { background: #fff; border: 1px solid ${colors.divider}; border-radius: 12px; }
.card-title { padding: 14px 16px 4px; font-size: 16px; font-weight: 500; display: flex; align-items: center; gap: 8px; }
.card-title small { margin-left: auto; font-size: 12px; font-weight: 400; color: ${colors.muted}; }
.card-body { padding: 8px 16px 14px; }

/* tile card */
.tile { padding: 10px; display: flex; flex-direction: column; gap: 10px; }
.tile-row { display: flex; align-items: center; gap: 10px; min-width: 0; }
.t-icon { width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; flex: none; }
.t-text { min-width: 0; line-height: 1.3; }
.t-name { font-size: 14px; font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.t-state { font-size: 12px; color: ${colors.muted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.t-feature { height: 36px; border-radius: 10px; position: relative; overflow: hidden; }
.t-feature i { position: absolute; inset: 0 auto 0 0; border-radius: 10px 0 0 10px; }
.t-feature i::after { content: ''; position: absolute; right: 6px; top: 10px; bottom: 10px; width: 4px; border-radius: 2px; background: #fff; }
.t-buttons { display: flex; gap: 8px; }
.t-buttons span { flex: 1; height: 36px; border-radius: 10px; background: #f2f2f2; display: grid; place-items: center; color: #444; }

/* entity rows */
.row { display: flex; align-items: center; gap: 16px; min-height: 40px; }
.row + .row { margin-top: 4px; }
.row .r-icon { width: 40px; display: grid; place-items: center; color: ${colors.sensor}; }
.row .r-name { flex: 1; min-width: 0; font-size: 14px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.row .r-name small { display: block; font-size: 12px; color: ${colors.muted}; }
.row .r-value { font-size: 14px; color: ${colors.text}; white-space: nowrap; }
.toggle { width: 36px; height: 14px; border-radius: 7px; background: #bdbdbd; position: relative; flex: none; margin-right: 4px; }
.toggle::after { content: ''; position: absolute; top: -3px; left: -2px; width: 20px; height: 20px; border-radius: 50%; background: #fafafa; box-shadow: 0 1px 3px rgba(0,0,0,0.35); }
.toggle.on { background: rgba(3,169,244,0.5); }
.toggle.on::after { left: 18px; background: ${colors.primary}; }
.slider { flex: 1; display: flex; align-items: center; gap: 12px; min-width: 0; }
.slider .track { flex: 1; height: 4px; border-radius: 2px; background: rgba(3,169,244,0.25); position: relative; }
.slider .track i { position: absolute; inset: 0 auto 0 0; border-radius: 2px; background: ${colors.primary}; }
.slider .track i::after { content: ''; position: absolute; right: -7px; top: -5px; width: 14px; height: 14px; border-radius: 50%; background: ${colors.primary}; }
.slider output { min-width: 58px; text-align: right; font-size: 14px; }
.select { min-width: 112px; height: 40px; padding: 0 12px; border-radius: 4px 4px 0 0; background: #f5f5f5; border-bottom: 1px solid #949494; display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 14px; }
.select small { position: absolute; }
.chip-time { padding: 8px 12px; border-radius: 4px 4px 0 0; background: #f5f5f5; border-bottom: 1px solid #949494; font-size: 14px; font-variant-numeric: tabular-nums; }
.divider { height: 1px; background: ${colors.divider}; margin: 8px 0; }
.btn-text { color: ${colors.primary}; font-size: 14px; font-weight: 500; letter-spacing: 0.02em; }

/* gauge */
.gauge { padding: 14px 12px 12px; text-align: center; }
.gauge .g-value { font-size: 22px; font-weight: 500; margin-top: -34px; }
.gauge .g-name { font-size: 13px; color: ${colors.text}; margin-top: 6px; }
.tabnum { font-variant-numeric: tabular-nums; }
.muted { color: ${colors.muted}; }
`;

/**
 * The hero visual of the home page: a wall tablet with the overview and a phone showing the
 * garage-gate notification (the 5-minute rule of the garage automation), on a transparent background.
 */
import { heading, section, tile } from '../cards.mjs';
import { icon } from '../icons.mjs';
import { colors as c, haCss } from '../theme.mjs';
import { mainContent } from './main.mjs';
import { page } from '../shell.mjs';

export const tabletView = () =>
  page({ tab: 'Acasă', content: mainContent({ compact: true }), collapsed: true });
export const TABLET_VIEWPORT = { width: 1180, height: 738 };
export const PHONE_VIEWPORT = { width: 360, height: 740 };

export function phoneView() {
  const notification = `<div style="position:absolute;left:8px;right:8px;top:34px;z-index:2;padding:12px 14px;border-radius:18px;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.22)">
    <div style="display:flex;align-items:center;gap:8px;font-size:11px;color:${c.muted}"><span style="width:18px;height:18px;border-radius:50%;background:${c.primary};display:grid;place-items:center;color:#fff">${icon('House', 11, 2.5)}</span>Home Assistant · acum</div>
    <div style="font-size:14px;font-weight:600;margin-top:6px">Poarta garajului e deschisă</div>
    <div style="font-size:13px;color:#444;margin-top:2px">Deschisă de 5 minute. Se închide automat în 90 de secunde.</div>
    <div style="display:flex;gap:8px;margin-top:10px"><span style="flex:1;text-align:center;padding:8px;border-radius:10px;background:${c.primary};color:#fff;font-size:13px;font-weight:600">Închide acum</span><span style="flex:1;text-align:center;padding:8px;border-radius:10px;background:#eef2f5;font-size:13px;font-weight:600">Las-o deschisă</span></div>
  </div>`;
  const content = `<div style="display:grid;gap:10px">
    ${section(
      heading('Exterior', 'Trees'),
      tile({
        icon: 'Warehouse',
        name: 'Poarta garajului',
        state: 'Deschisă · de 5 min',
        color: c.amber,
        buttons: ['ChevronUp', 'Square', 'ChevronDown'],
        span: true,
      }),
      tile({ icon: 'Lamp', name: 'Lumini curte', state: 'Stinse' }),
      tile({ icon: 'Sprout', name: 'Irigații', state: 'Mâine, 06:00', color: c.teal }),
      heading('Sufragerie', 'Sofa'),
      tile({
        icon: 'Lightbulb',
        name: 'Lumină tavan',
        state: 'Aprinsă · 80 %',
        color: c.light,
        feature: 80,
        span: true,
      }),
      tile({ icon: 'Thermometer', name: 'Temperatură', state: '22,5 °C', color: c.sensor }),
      tile({ icon: 'Tv', name: 'Televizor', state: 'Pornit', color: c.primary }),
      heading('Dormitor', 'BedDouble'),
      tile({ icon: 'LampDesk', name: 'Veioză', state: 'Stinsă' }),
      tile({ icon: 'Blinds', name: 'Jaluzele', state: 'Închise', color: c.purple }),
      tile({ icon: 'LockKeyhole', name: 'Ușă intrare', state: 'Încuiată', color: c.green }),
      tile({ icon: 'Thermometer', name: 'Dormitor', state: '21,2 °C', color: c.sensor }),
    )}
  </div>`;
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><style>${haCss}
    .statusbar { height: 28px; display: flex; align-items: center; justify-content: space-between; padding: 0 18px; background: ${c.primary}; color: #fff; font-size: 12px; font-weight: 600; }
    .statusbar span { display: flex; gap: 5px; align-items: center; }
  </style></head><body style="position:relative;height:100vh;overflow:hidden">
    <div class="statusbar"><span>18:42</span><span>${icon('Wifi', 13, 2.5)}${icon('BatteryFull', 15, 2.2)}</span></div>
    <header class="toolbar" style="gap:14px;padding:0 12px;height:52px">${icon('Menu', 22)}<span class="title" style="font-size:18px">Acasă</span><div class="tb-actions">${icon('Search', 20)}</div></header>
    ${notification}
    <div style="padding:118px 12px 12px">${content}</div>
  </body></html>`;
}

/** The scene: device frames around the two screenshots, given as data URLs. */
export function heroScene({ tablet, phone }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; background: transparent; }
    .scene { position: relative; width: 640px; height: 480px; }
    .tablet { position: absolute; left: 4px; top: 26px; width: 548px; padding: 13px; border-radius: 26px; background: #1b2226;
      box-shadow: 0 0 0 1.5px #3a464c inset, 0 30px 50px -18px rgba(0,0,0,.55), 0 10px 20px -8px rgba(0,0,0,.35); }
    .tablet img { display: block; width: 100%; border-radius: 10px; }
    .phone { position: absolute; right: 6px; bottom: 6px; width: 190px; padding: 8px; border-radius: 32px; background: #111719;
      box-shadow: 0 0 0 1.5px #3a464c inset, 0 30px 45px -14px rgba(0,0,0,.6), 0 8px 16px -6px rgba(0,0,0,.4); }
    .phone img { display: block; width: 100%; border-radius: 25px; }
    .notch { position: absolute; top: 13px; left: 50%; width: 54px; height: 14px; margin-left: -27px; border-radius: 8px; background: #111719; }
  </style></head><body>
    <div class="scene">
      <div class="tablet"><img src="${tablet}" alt=""></div>
      <div class="phone"><img src="${phone}" alt=""><span class="notch"></span></div>
    </div>
  </body></html>`;
}

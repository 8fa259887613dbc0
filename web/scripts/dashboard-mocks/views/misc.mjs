/** "Diverse": media, scenes, appliances, the family agenda, the shopping list and sensor batteries. */
import { card, heading, row, section, tile, value } from '../cards.mjs';
import { icon } from '../icons.mjs';
import { colors as c } from '../theme.mjs';
import { page } from '../shell.mjs';

function mediaPlayer() {
  return `<div class="card full" style="overflow:hidden">
    <div style="display:flex;gap:14px;padding:14px">
      <div style="width:88px;height:88px;border-radius:10px;flex:none;background:linear-gradient(135deg,#1e3a8a,#7c3aed 55%,#f472b6);display:grid;place-items:center;color:rgba(255,255,255,.9)">${icon('Music', 34, 1.6)}</div>
      <div style="min-width:0;flex:1">
        <div class="muted" style="font-size:12px;display:flex;align-items:center;gap:6px">${icon('Speaker', 14)}Sufragerie · boxă</div>
        <div style="font-size:16px;font-weight:500;margin-top:4px">Seară liniștită</div>
        <div class="muted" style="font-size:13px">Playlist · jazz instrumental</div>
        <div style="display:flex;align-items:center;gap:8px;margin-top:10px;font-size:11px" class="muted tabnum">1:48<span style="flex:1;height:4px;border-radius:2px;background:#e0e0e0;position:relative"><i style="position:absolute;inset:0 62% 0 0;border-radius:2px;background:${c.primary}"></i></span>4:37</div>
      </div>
    </div>
    <div style="display:flex;justify-content:center;gap:22px;align-items:center;padding:0 0 14px;color:#444">
      ${icon('Shuffle', 20)}${icon('SkipBack', 22)}<span style="width:44px;height:44px;border-radius:50%;background:${c.primary};color:#fff;display:grid;place-items:center">${icon('Pause', 22)}</span>${icon('SkipForward', 22)}${icon('Volume2', 20)}
    </div>
  </div>`;
}

function sceneButton(iconName, name, color) {
  return `<div class="card" style="padding:12px;display:grid;justify-items:center;gap:8px;text-align:center"><span class="t-icon" style="background:${color}22;color:${color}">${icon(iconName, 20)}</span><span style="font-size:13px;font-weight:500">${name}</span></div>`;
}

function agenda() {
  const item = (
    when,
    title,
    hour,
    color,
  ) => `<div style="display:grid;grid-template-columns:4px 1fr auto;gap:10px;align-items:center;padding:6px 0">
    <i style="height:34px;border-radius:2px;background:${color}"></i><div><div style="font-size:14px">${title}</div><div class="muted" style="font-size:12px">${when}</div></div><span class="tabnum muted" style="font-size:13px">${hour}</span></div>`;
  return [
    item('Azi', 'Ridicare gunoi reciclabil', '07:00', c.green),
    item('Azi', 'Antrenament fotbal Matei', '18:30', c.primary),
    item('Sâmbătă', 'Revizie centrală termică', '10:00', c.heat),
    item('Duminică', 'Masa de prânz la bunici', '13:00', c.purple),
  ].join('');
}

function shoppingList() {
  const itemRow = (
    text,
    done,
  ) => `<div style="display:flex;align-items:center;gap:12px;padding:6px 0;font-size:14px${done ? `;color:${c.muted};text-decoration:line-through` : ''}">
    <span style="width:18px;height:18px;border-radius:3px;border:2px solid ${done ? c.primary : '#757575'};background:${done ? c.primary : 'transparent'};display:grid;place-items:center;color:#fff">${done ? icon('Check', 14, 3) : ''}</span>${text}</div>`;
  return [
    itemRow('Baterii CR2032 pentru senzori', false),
    itemRow('Becuri E27 pentru hol', false),
    itemRow('Filtru pentru purificator', false),
    itemRow('Lapte și ouă', true),
  ].join('');
}

export function miscView() {
  const left = section(
    heading('Media', 'Music'),
    mediaPlayer(),
    heading('Scenarii', 'Sparkles'),
    `<div class="full" style="display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px">
      ${sceneButton('Clapperboard', 'Film', c.purple)}${sceneButton('Moon', 'Noapte', c.sensor)}${sceneButton('DoorOpen', 'Plecare', c.green)}${sceneButton('Sunrise', 'Trezire', c.light)}
    </div>`,
    tile({ icon: 'Tv', name: 'TV dormitor', state: 'Oprit' }),
    tile({ icon: 'Router', name: 'Internet', state: 'Online', color: c.green }),
    tile({ icon: 'AirVent', name: 'Purificator', state: 'Auto · aer bun', color: c.teal }),
    tile({ icon: 'Printer', name: 'Imprimantă', state: 'Toner 45 %' }),
  );
  const middle = section(
    heading('Electrocasnice', 'WashingMachine'),
    tile({
      icon: 'Bot',
      name: 'Aspirator',
      state: 'Se încarcă · 100 %',
      color: c.teal,
      buttons: ['Play', 'House', 'MapPin'],
      span: true,
    }),
    tile({
      icon: 'WashingMachine',
      name: 'Mașina de spălat',
      state: 'Clătire · gata în 24 min',
      color: c.primary,
      feature: 68,
      span: true,
    }),
    tile({ icon: 'Refrigerator', name: 'Frigider', state: '4 °C', color: c.sensor }),
    tile({ icon: 'Microwave', name: 'Cuptor', state: 'Oprit' }),
    heading('Agenda familiei', 'CalendarDays'),
    card('', agenda()),
  );
  const right = section(
    heading('Cumpărături', 'ShoppingCart', '3 de cumpărat'),
    card('', shoppingList()),
    heading('Baterii senzori', 'BatteryMedium'),
    card(
      '',
      [
        row('BatteryFull', 'Senzor ușă intrare', value('87 %'), { color: c.green }),
        row('BatteryMedium', 'Mișcare hol', value('64 %'), { color: c.green }),
        row('BatteryFull', 'Detector fum bucătărie', value('92 %'), { color: c.green }),
        row('BatteryLow', 'Senzor ușă beci', value('18 %'), { color: c.red, sub: 'De schimbat curând' }),
      ].join(''),
    ),
    heading('Sistem', 'Server'),
    card(
      '',
      [
        row('Network', 'Dispozitive Zigbee', value('27')),
        row('RefreshCw', 'Actualizări disponibile', value('2')),
        row('HardDriveDownload', 'Ultimul backup', value('Azi, 03:00'), { color: c.green }),
      ].join(''),
    ),
  );
  const content = `<div class="columns" style="grid-template-columns:repeat(3,minmax(0,1fr));margin-top:4px">${left}${middle}${right}</div>`;
  return page({ tab: 'Diverse', content });
}

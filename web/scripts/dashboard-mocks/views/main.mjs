/** "Acasă": the everyday overview, room by room (sections view with tile cards). */
import { badge, heading, section, thermostat, tile, weather } from '../cards.mjs';
import { colors as c } from '../theme.mjs';
import { page } from '../shell.mjs';

export function mainContent({ compact = false } = {}) {
  const badges = `<div class="badges">
    ${badge('Sun', c.amber, 'Iași', '18 °C')}
    ${badge('House', c.green, 'Andrei', 'Acasă')}
    ${badge('ShieldCheck', c.green, 'Alarmă', 'Dezarmată')}
    ${badge('Zap', c.grid, 'Consum acum', '640 W')}
    ${compact ? '' : badge('Lightbulb', c.light, 'Lumini aprinse', '3')}
  </div>`;
  const living = section(
    heading('Sufragerie', 'Sofa', '22,5 °C · 48 %'),
    thermostat({
      name: 'Termostat',
      target: '22',
      current: '22,5 °C',
      mode: 'Încălzire',
      percent: 0.58,
      size: compact ? 170 : 180,
    }),
    tile({
      icon: 'Lightbulb',
      name: 'Lumină tavan',
      state: 'Aprinsă · 80 %',
      color: c.light,
      feature: 80,
      span: true,
    }),
    tile({ icon: 'LampFloor', name: 'Lampă colț', state: 'Stinsă' }),
    tile({ icon: 'Tv', name: 'Televizor', state: 'Pornit', color: c.primary }),
    tile({
      icon: 'Blinds',
      name: 'Jaluzele',
      state: 'Deschise · 60 %',
      color: c.purple,
      feature: 60,
      span: true,
    }),
  );
  const kitchen = section(
    heading('Bucătărie și hol', 'CookingPot'),
    tile({ icon: 'Lightbulb', name: 'Plafonieră', state: 'Aprinsă', color: c.light }),
    tile({ icon: 'LampCeiling', name: 'LED blat', state: 'Stinsă' }),
    tile({ icon: 'AlarmSmoke', name: 'Detector fum', state: 'Liber', color: c.green }),
    tile({ icon: 'Droplets', name: 'Inundație', state: 'Uscat', color: c.green }),
    tile({ icon: 'Coffee', name: 'Cafetieră', state: 'Oprită · 0 W' }),
    tile({ icon: 'Footprints', name: 'Mișcare hol', state: 'Acum 2 min', color: c.light }),
    heading('Dormitor', 'BedDouble', '21,2 °C · 52 %'),
    tile({ icon: 'Thermometer', name: 'Temperatură', state: '21,2 °C', color: c.sensor }),
    tile({ icon: 'Waves', name: 'Umiditate', state: '52 %', color: c.sensor }),
    tile({ icon: 'LampDesk', name: 'Veioză', state: 'Stinsă' }),
    tile({ icon: 'Blinds', name: 'Jaluzele', state: 'Închise', color: c.purple }),
    tile({ icon: 'AirVent', name: 'Climă', state: 'Oprită' }),
    tile({ icon: 'Plug', name: 'Priză birou', state: 'Pornită · 38 W', color: c.amber }),
  );
  const outside = section(
    heading('Exterior', 'Trees'),
    weather({
      place: 'Iași',
      condition: 'Însorit',
      temperature: '18 °C',
      details: 'max 21° · min 9°',
      days: [
        ['Vin', 'Sun', 21, 9],
        ['Sâm', 'CloudSun', 19, 10],
        ['Dum', 'CloudRain', 15, 8],
        ['Lun', 'CloudSun', 17, 7],
        ['Mar', 'Sun', 20, 9],
      ],
    }),
    tile({
      icon: 'Warehouse',
      name: 'Poarta garajului',
      state: 'Închisă',
      color: c.green,
      buttons: ['ChevronUp', 'Square', 'ChevronDown'],
      span: true,
    }),
    tile({ icon: 'LockKeyhole', name: 'Ușă intrare', state: 'Încuiată', color: c.green }),
    tile({ icon: 'Lamp', name: 'Lumini curte', state: 'Stinse' }),
    tile({ icon: 'Sprout', name: 'Irigații', state: 'Mâine, 06:00', color: c.teal }),
    tile({ icon: 'Cctv', name: 'Cameră', state: 'Înregistrează', color: c.primary }),
    tile({ icon: 'SunMedium', name: 'Solar', state: '2,4 kW', color: c.solar }),
    tile({ icon: 'BatteryCharging', name: 'Mașină', state: 'Încarcă · 64 %', color: c.green }),
  );
  return `${badges}<div class="columns" style="grid-template-columns:repeat(3,minmax(0,1fr))">${living}${kitchen}${outside}</div>`;
}

export const mainView = () => page({ tab: 'Acasă', content: mainContent() });

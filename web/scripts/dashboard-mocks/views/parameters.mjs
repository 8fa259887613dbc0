/** "Parametri": the settings behind the automations, changeable without touching any code. */
import { card, heading, row, section, select, sliderRow, time, toggle } from '../cards.mjs';
import { colors as c } from '../theme.mjs';
import { page } from '../shell.mjs';

export function parametersView() {
  const heating = section(
    heading('Încălzire', 'Flame'),
    card(
      '',
      [
        sliderRow('Sun', 'Temperatură confort zi', 70, '21,5 °C', c.heat),
        sliderRow('Moon', 'Temperatură noapte', 50, '19,0 °C', c.heat),
        sliderRow('Plane', 'Temperatură vacanță', 20, '16,0 °C', c.heat),
        row('Clock', 'Zi, de la', time('06:30')),
        row('Clock', 'Noapte, de la', time('22:30')),
        row('Thermometer', 'Mod centrală', select('Automat'), { color: c.heat }),
        row('Flame', 'Oprire la geam deschis', toggle(true), { color: c.heat }),
      ].join(''),
    ),
    heading('Notificări', 'Bell'),
    card(
      '',
      [
        row('Smartphone', 'Telefon Andrei', toggle(true), { color: c.primary }),
        row('Smartphone', 'Telefon Maria', toggle(true), { color: c.primary }),
        row('Clock', 'Rezumatul zilei la', time('20:00')),
      ].join(''),
    ),
  );
  const gate = section(
    heading('Poarta garajului', 'Warehouse'),
    card(
      '',
      [
        sliderRow('BellRing', 'Notificare dacă e deschisă de', 17, '5 min'),
        sliderRow('TimerReset', 'Închidere automată fără răspuns', 25, '90 s'),
        row('Warehouse', 'Închidere automată', toggle(true), { color: c.primary }),
        row('Smartphone', 'Notificări pe telefon', toggle(true), { color: c.primary }),
      ].join(''),
    ),
    heading('Casă', 'House'),
    card(
      '',
      [
        row('House', 'Mod casă', select('Acasă'), { color: c.green }),
        row('Users', 'Simulare prezență', toggle(false)),
        row('ShieldCheck', 'Armare alarmă la plecare', toggle(true), { color: c.primary }),
      ].join(''),
    ),
  );
  const lights = section(
    heading('Iluminat', 'Lightbulb'),
    card(
      '',
      [
        sliderRow('Lightbulb', 'Luminozitate hol noaptea', 20, '20 %', c.light),
        sliderRow('Footprints', 'Stinge după lipsă de mișcare', 30, '3 min', c.light),
        row('Sunset', 'Lumini curte la apus', toggle(true), { color: c.primary }),
        row('Clock', 'Stinge luminile curții la', time('23:30')),
      ].join(''),
    ),
    heading('Beci', 'Wine'),
    card(
      '',
      [
        sliderRow('Droplets', 'Umiditate maximă', 70, '70 %'),
        sliderRow('Fan', 'Ventilare minimă', 25, '15 min'),
        row('Bell', 'Alertă inundație', toggle(true), { color: c.primary }),
      ].join(''),
    ),
  );
  const content = `<div class="columns" style="grid-template-columns:repeat(3,minmax(0,1fr));margin-top:4px">${heating}${gate}${lights}</div>`;
  return page({ tab: 'Parametri', content });
}

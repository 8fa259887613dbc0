/**
 * Home Assistant automation blueprints the installer reuses across homes. Each one's YAML is a file
 * of its own in ./blueprints, exactly as Home Assistant imports it (Settings → Automations & Scenes
 * → Blueprints → Import), written in the current syntax (`triggers` / `conditions` / `actions`,
 * `action:` for service calls). The files are read from beside this module when the seed runs, so
 * they must stay next to it (the seed runs from the sources, never from a production bundle).
 */
import { readFile } from 'node:fs/promises';

export interface DemoBlueprint {
  title: string;
  tag: string;
  daysAgo: number;
  content: string;
}

/** A blueprint of the library: its entry here, its YAML in `file` under ./blueprints. */
export interface DemoBlueprintEntry extends Omit<DemoBlueprint, 'content'> {
  file: string;
}

export const DEMO_BLUEPRINT_ENTRIES: readonly DemoBlueprintEntry[] = [
  { title: 'Motion-activated light', tag: 'lighting', daysAgo: 120, file: 'motion-activated-light.yaml' },
  {
    title: 'Low battery notifications',
    tag: 'notifications',
    daysAgo: 110,
    file: 'low-battery-notifications.yaml',
  },
  { title: 'Door or window left open', tag: 'security', daysAgo: 100, file: 'door-or-window-left-open.yaml' },
  {
    title: 'Lights off when everyone leaves',
    tag: 'presence',
    daysAgo: 95,
    file: 'lights-off-when-everyone-leaves.yaml',
  },
  {
    title: 'Water leak: alert and close the main valve',
    tag: 'security',
    daysAgo: 90,
    file: 'water-leak-alert-and-close-the-main-valve.yaml',
  },
  {
    title: 'Heating off while a window is open',
    tag: 'climate',
    daysAgo: 80,
    file: 'heating-off-while-a-window-is-open.yaml',
  },
  {
    title: 'Porch light from sunset to a set time',
    tag: 'lighting',
    daysAgo: 70,
    file: 'porch-light-from-sunset-to-a-set-time.yaml',
  },
  {
    title: 'Water heater on solar surplus',
    tag: 'energy',
    daysAgo: 60,
    file: 'water-heater-on-solar-surplus.yaml',
  },
  {
    title: 'Washing machine finished',
    tag: 'notifications',
    daysAgo: 50,
    file: 'washing-machine-finished.yaml',
  },
  {
    title: 'Smoke alarm: all lights on and alert',
    tag: 'security',
    daysAgo: 40,
    file: 'smoke-alarm-all-lights-on-and-alert.yaml',
  },
  {
    title: 'Bathroom fan on high humidity',
    tag: 'climate',
    daysAgo: 30,
    file: 'bathroom-fan-on-high-humidity.yaml',
  },
  {
    title: 'Welcome home lights after dark',
    tag: 'presence',
    daysAgo: 20,
    file: 'welcome-home-lights-after-dark.yaml',
  },
];

const BLUEPRINTS_DIR = new URL('./blueprints/', import.meta.url);

/** Every blueprint of the library with its YAML, read as the file holds it (UTF-8). */
export async function loadDemoBlueprints(): Promise<DemoBlueprint[]> {
  return Promise.all(
    DEMO_BLUEPRINT_ENTRIES.map(async ({ file, ...entry }) => ({
      ...entry,
      content: await readFile(new URL(file, BLUEPRINTS_DIR), 'utf8'),
    })),
  );
}

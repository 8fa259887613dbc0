import type { Launcher } from '../launcher.js';
import { runDemoSeeds, type SeedReport } from '../seed.js';

/**
 * The services' demo data, before any service reads it: each collection only while it is
 * empty, and somebody else's MongoDB only when SEED_DEMO=1 asks for it.
 */
export async function seedDemoData(launcher: Launcher, mongoUri: string): Promise<SeedReport | undefined> {
  const { config, terminal } = launcher;
  if (!config.seed) {
    if (config.mongoUri) {
      terminal.info('MONGODB_URI is set: no demo data is seeded (SEED_DEMO=1 seeds its empty collections)');
    }
    return undefined;
  }
  const seed = await launcher.until(
    runDemoSeeds({ mongoUri, password: config.password, repoRoot: config.repoRoot }),
  );
  const inserted = seed.services
    .map(({ service, inserted: counts }) =>
      Object.entries(counts)
        .filter(([, count]) => count > 0)
        .map(([collection, count]) => `${count} ${service}.${collection}`)
        .join(', '),
    )
    .filter(Boolean);
  terminal.info(
    inserted.length > 0
      ? `demo data seeded: ${inserted.join(', ')}`
      : 'demo data already present: nothing seeded',
  );
  return seed;
}

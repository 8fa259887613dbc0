/**
 * `pnpm --filter @smarthome/dev seed`: the demo seed alone, against MONGODB_URI (a running
 * `make dev` prints its URI). Like `make dev`, it only fills empty collections.
 */
import { DevConfigError, loadDevConfig } from './config.js';
import { runDemoSeeds } from './seed.js';

try {
  const config = loadDevConfig();
  if (!config.mongoUri) {
    console.error('MONGODB_URI is not set: point it at the database to seed (make dev prints it)');
    process.exit(2);
  }
  const report = await runDemoSeeds({ mongoUri: config.mongoUri, password: config.password });
  for (const { service, inserted } of report.services) {
    const counts = Object.entries(inserted).map(([collection, count]) => `${collection}: ${count}`);
    console.log(`${service}: ${counts.join(', ') || 'nothing to seed'}`);
  }
  for (const user of report.users) console.log(`account ${user.email} (${user.role})`);
} catch (error) {
  console.error(error instanceof DevConfigError ? error.message : error);
  process.exit(1);
}

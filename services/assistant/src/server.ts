import { runService } from '@smarthome/service-kit';
import { buildApp } from './app.js';
import { loadServiceConfig } from './config.js';

await runService({
  name: 'assistant',
  start: async () => {
    const config = loadServiceConfig();
    return { app: await buildApp(config), port: config.PORT, host: config.HOST };
  },
});

export { buildApp, type BuildOptions } from './app.js';
export { loadServiceConfig, configSchema, type NotificationsConfig } from './config.js';

export { buildApp } from './app.js';
export { loadServiceConfig, configSchema, type NotificationsConfig } from './config.js';

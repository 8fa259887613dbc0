export { buildApp, type BuildOptions } from './app.js';
export { loadServiceConfig, configSchema, type ContentConfig } from './config.js';

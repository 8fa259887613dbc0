export { buildApp } from './app.js';
export { loadServiceConfig, configSchema, type ContentConfig } from './config.js';

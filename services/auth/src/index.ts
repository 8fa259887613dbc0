export { buildApp, type BuildOptions } from './app.js';
export { loadServiceConfig, configSchema, type AuthConfig } from './config.js';

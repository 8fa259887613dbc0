export { buildApp, type BuildOptions } from './app.js';
export { loadServiceConfig, configSchema, type OperationsConfig } from './config.js';

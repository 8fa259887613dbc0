export { buildApp, type BuildOptions } from './app.js';
export { loadServiceConfig, configSchema, type AssistantConfig } from './config.js';

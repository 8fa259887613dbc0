export { buildGateway, type BuildOptions } from './app.js';
export { CONFIG_ENV_KEYS, ConfigError, loadConfig, parseConfig, type GatewayConfig } from './config.js';

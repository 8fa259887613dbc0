export { buildGateway, type BuildOptions } from './app.js';
export { ConfigError, loadConfig, parseConfig, type GatewayConfig } from './config.js';

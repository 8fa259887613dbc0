export { buildApp, type BuildOptions } from './app.js';
export { loadServiceConfig, configSchema, type AssistantConfig } from './config.js';
export { CHAT_STREAM_PATH } from './chat/chat.routes.js';
export { MODEL_UNAVAILABLE_MESSAGE } from './chat/model.js';
export { DAILY_LIMIT_MESSAGE } from './chat/quota.js';
export { answerFromKnowledge, LOCAL_MODEL } from './knowledge/index.js';

/**
 * What every package shares about how the processes talk to each other, with no heavy imports
 * (no mongoose, BullMQ or Apollo): the gateway, the development orchestrator and the browser
 * tests import it as `@smarthome/service-kit/contracts`.
 */
export * from './errors.js';
export * from './request-id.js';
export * from './cookies.js';
export * from './images.js';
export * from './env.js';
export * from './deployables.js';
export * from './api-tokens.js';
export * from './calendar-days.js';
export * from './account-export.js';
export * from './page-data.js';
export * from './second-factor.js';
export * from './chat-actions.js';
export * from './webhooks.js';
export * from './rest-records.js';

import { describeSubgraphBasics } from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

describeSubgraphBasics({
  name: 'assistant',
  buildApp: (env) => buildApp(loadServiceConfig(env)),
  sdlContains: 'sendChatMessage(messages: [ChatMessageInput!]!): ChatReply!',
});

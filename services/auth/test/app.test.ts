import { describeSubgraphBasics } from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

describeSubgraphBasics({
  name: 'auth',
  buildApp: (env) => buildApp(loadServiceConfig(env)),
  sdlContains: 'me: User',
});

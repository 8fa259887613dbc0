import { describeSubgraphBasics } from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

describeSubgraphBasics({
  name: 'operations',
  buildApp: (env) => buildApp(loadServiceConfig(env)),
  sdlContains: 'myInstallations: [Installation!]!',
});

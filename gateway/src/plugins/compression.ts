/** Compression of the answers computed per request (src/compression.ts). */
import fp from 'fastify-plugin';
import { registerCompression } from '../compression.js';

export const compression = fp(async (app) => registerCompression(app), {
  name: 'compression',
  dependencies: ['conditional-get'],
});

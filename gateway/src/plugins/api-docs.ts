/** /api/docs: the REST facade's interactive reference (src/api-docs.ts), reading its OpenAPI document. */
import fp from 'fastify-plugin';
import { registerApiDocs } from '../api-docs.js';
import { REST_PREFIX } from '../paths.js';
import { OPENAPI_DOCUMENT_PATH } from '../rest/openapi.js';

export const apiDocs = fp(
  async (app) => registerApiDocs(app, { documentUrl: `${REST_PREFIX}${OPENAPI_DOCUMENT_PATH}` }),
  { name: 'api-docs', encapsulate: true },
);

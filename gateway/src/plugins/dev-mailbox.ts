/** Development only (DEV_MAILBOX_URL, set by `make dev`): the SMTP sink's mailbox (src/dev-mailbox.ts). */
import fp from 'fastify-plugin';
import { registerDevMailbox } from '../dev-mailbox.js';

export const devMailbox = fp<{ target: string }>(
  async (app, { target }) => registerDevMailbox(app, { target }),
  { name: 'dev-mailbox' },
);

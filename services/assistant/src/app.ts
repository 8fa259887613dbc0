import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSubgraphApp } from '@smarthome/service-kit';
import { setupAssistant, type AssistantBuild } from './assistant.setup.js';
import { chatRoutes } from './chat/chat.routes.js';
import type { AssistantConfig } from './config.js';
import type { AssistantRequestContext, AssistantServices } from './context.js';
import { resolvers } from './resolvers.js';

/**
 * The kit's build options (`clock` decides what "today" is for the daily limit and the usage
 * views; `relay` and `events` are about the outbox relay of the usage events), and `consume`:
 * false runs no consumer of the `usage` queue in this process.
 */
export type BuildOptions = AssistantBuild;

/** Aborts when the reply's connection closes before the reply was sent. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The assistant subgraph, ready for `inject()` or `listen()`; `/metrics` shows its relay, its
 * consumer and `assistant_chats_in_flight`. Beside GraphQL it streams chat answers over plain
 * HTTP (src/chat/chat.routes.ts).
 */
export async function buildApp(
  config: AssistantConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  let services: AssistantServices | undefined;
  let verifier: Parameters<typeof chatRoutes>[1]['verifier'] | undefined;
  const app = await createSubgraphApp<AssistantServices>({
    name: 'assistant',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: (deps) => {
      verifier = deps.verifier;
      services = setupAssistant(config, deps, options);
      return services;
    },
    extendContext: (_request, reply): AssistantRequestContext => ({ clientGone: clientGoneSignal(reply) }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    await app.register(chatRoutes, { chat: services!.chat, verifier: verifier! });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

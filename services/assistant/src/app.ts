import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  createSubgraphApp,
  extractToken,
  startServiceConsumer,
  startServiceRelay,
  systemClock,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import { setupActions } from './actions/actions.setup.js';
import { setupChat } from './chat/chat.setup.js';
import type { AssistantConfig } from './config.js';
import type { AssistantRequestContext, AssistantServices } from './context.js';
import { setupErasure } from './erasure/erasure.setup.js';
import { CONSUMED_QUEUE, OUTBOX_COLLECTIONS } from './events.js';
import { setupHistory, setupHistoryModel } from './history/history.setup.js';
import { resolvers } from './resolvers.js';
import { setupCallerTools, setupRecords } from './tools/tools.setup.js';
import { setupUsage } from './usage/usage.setup.js';

/**
 * The kit's build options (`clock` decides what "today" is for the daily limit and the usage
 * views; `relay` and `events` are about the outbox relay of the usage events), and `consume`.
 */
export interface BuildOptions extends ServiceBuildOptions {
  /** false: no consumer of the `usage` queue in this process (tests that count events themselves). Default true. */
  consume?: boolean;
}

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
 * HTTP (src/chat/chat.routes.ts). Each module's wiring is in its `<module>.setup.ts`; the relay
 * and the consumer start here.
 */
export async function buildApp(
  config: AssistantConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  let registerChatRoutes: ((app: FastifyInstance) => PromiseLike<unknown>) | undefined;
  const app = await createSubgraphApp<AssistantServices>({
    name: 'assistant',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: (deps): AssistantServices => {
      const relay = startServiceRelay(deps, { config, collections: OUTBOX_COLLECTIONS, build: options });
      const exchanges = setupHistoryModel(deps);
      const history = setupHistory({ exchanges, clock });
      const usage = setupUsage(config, deps, { clock });
      const records = setupRecords(config, deps);
      const actions = setupActions(deps, { records, clock });
      const toolsFor = setupCallerTools(config, deps, { records, actions });
      const { chat, quota, register } = setupChat(config, deps, { history, toolsFor, relay, clock });
      // Chat answers stream over plain HTTP: the module's route joins the app once it exists.
      registerChatRoutes = register;
      if (options.consume !== false) {
        const erasure = setupErasure(deps, { exchanges, actions });
        startServiceConsumer(deps, {
          config,
          queue: CONSUMED_QUEUE,
          handlers: {
            ...usage.accounting.handlers,
            'account.deleted': (event) => erasure.erase(event.payload),
          },
        });
      }
      return { chat, actions, quota, history, usageStats: usage.usageStats };
    },
    extendContext: (request, reply): AssistantRequestContext => ({
      clientGone: clientGoneSignal(reply),
      callerToken: extractToken(request.headers, config.AUTH_SESSION_COOKIE),
    }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    await registerChatRoutes?.(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AssistantContext } from '../context.js';
import { callerOf } from '../tools/operations-client.js';
import type { ChatCaller, ChatReply } from './chat.service.js';

/** The signed-in caller, and as whom their records are read (UNAUTHENTICATED when anonymous). */
export function chatCallerOf(ctx: AssistantContext): ChatCaller {
  return { user: requireUser(ctx), caller: callerOf(ctx.callerToken, ctx.requestId) };
}

/** Runs an answer to its end: the GraphQL answer is the whole reply at once. */
async function whole(answer: AsyncGenerator<string, ChatReply>): Promise<ChatReply> {
  for (;;) {
    const next = await answer.next();
    if (next.done) return next.value;
  }
}

export const chatResolvers: Resolvers = {
  Query: {
    chatUsage: (_parent, _args, ctx) => ctx.quota.usage(requireUser(ctx)),
  },
  Mutation: {
    // The same pipeline as POST /chat/stream; a client that hangs up stops the model here too.
    sendChatMessage: (_parent, { messages }, ctx) =>
      whole(ctx.chat.answer(chatCallerOf(ctx), messages, ctx.clientGone)),
  },
};

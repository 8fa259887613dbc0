import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AssistantContext } from '../context.js';
import type { ChatCaller, ChatReply } from './chat.service.js';

/** The signed-in caller with the token their tools read with (UNAUTHENTICATED when anonymous). */
export function callerOf(ctx: AssistantContext): ChatCaller & { token: string | undefined } {
  return { user: requireUser(ctx), token: ctx.callerToken ?? undefined, requestId: ctx.requestId };
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
      whole(ctx.chat.answer(callerOf(ctx), messages, ctx.clientGone)),
  },
};

/**
 * The virtual assistant, for signed-in visitors (401 'Authentication required' when anonymous,
 * enforced by the assistant service, which also counts the daily limit):
 *
 *   POST   /chat          {messages: [{role, content}…]} → {response}
 *                         `messages` holds either only the last (user) message, the stored
 *                         conversation then being the context, or the whole conversation.
 *                         429 'You have reached your daily message limit' over the limit;
 *                         503 with a Romanian text when the language model fails (no quota used)
 *   POST   /chat/stream   the same, answered as Server-Sent Events (rest/chat-stream.ts)
 *   GET    /chat/usage    → {used, limit, remaining, resetsAt}: today's messages (Europe/Bucharest)
 *   GET    /chat/history  → {messages: [{id, role, content, timestamp}…]}, oldest first (30 days)
 *   DELETE /chat/history  → {message: 'Conversation cleared'}
 *
 * Every failure answers `{message}`: the chat shows the server's text as it is.
 */
import { Type } from 'typebox';
import {
  RestChatHistoryDocument,
  RestChatUsageDocument,
  RestClearChatHistoryDocument,
  RestSendChatMessageDocument,
} from '../__generated__/operations.js';
import { FormBody, MessageReply, NoQuery } from './schemas.js';
import type { RestRoutes } from './types.js';

export const CHAT_CLEARED = 'Conversation cleared';

/**
 * Above the assistant's own bounds (50 messages, 2,000 characters each, 12,000 in all), which it
 * words in the chat's language; these only keep the GraphQL request far below the subgraphs'
 * body limit.
 */
export const CHAT_MAX_MESSAGES = 100;
export const CHAT_TEXT_MAX = 4_000;

const ChatMessage = Type.Object({
  role: Type.String({ maxLength: 20 }),
  content: Type.String({ maxLength: CHAT_TEXT_MAX }),
});

/** The body of a chat call (and of its stream). */
export const ChatBody = FormBody({ messages: Type.Array(ChatMessage, { maxItems: CHAT_MAX_MESSAGES }) });

const ChatAnswer = Type.Object({ response: Type.String() });

export const ChatUsage = Type.Object({
  used: Type.Integer(),
  limit: Type.Integer(),
  remaining: Type.Integer(),
  resetsAt: Type.String(),
});

const ChatHistory = Type.Object({
  messages: Type.Array(
    Type.Object({ id: Type.String(), role: Type.String(), content: Type.String(), timestamp: Type.String() }),
  ),
});

/** The chat reads the server's words from `message`, for bad input too. */
export const CHAT_ROUTE = { validationShape: 'message' } as const;

export const chatRoutes: RestRoutes = (app, { run }) => {
  app.post(
    '/chat',
    {
      config: CHAT_ROUTE,
      schema: {
        summary: 'Send a message to the assistant',
        querystring: NoQuery,
        body: ChatBody,
        response: { 200: ChatAnswer },
      },
    },
    async (request, reply) => {
      const { sendChatMessage } = await run(request, reply, RestSendChatMessageDocument, {
        messages: request.body.messages,
      });
      return { response: sendChatMessage.response };
    },
  );

  app.get(
    '/chat/usage',
    {
      schema: {
        summary: 'Get today’s message count and limit',
        querystring: NoQuery,
        response: { 200: ChatUsage },
      },
    },
    async (request, reply) => (await run(request, reply, RestChatUsageDocument)).chatUsage,
  );

  app.get(
    '/chat/history',
    {
      schema: {
        summary: 'Get the conversation, oldest first',
        querystring: NoQuery,
        response: { 200: ChatHistory },
      },
    },
    async (request, reply) => {
      const { chatHistory } = await run(request, reply, RestChatHistoryDocument);
      return {
        messages: chatHistory.map(({ id, role, content, createdAt }) => ({
          id,
          role,
          content,
          timestamp: createdAt,
        })),
      };
    },
  );

  app.delete(
    '/chat/history',
    { schema: { summary: 'Clear the conversation', querystring: NoQuery, response: { 200: MessageReply } } },
    async (request, reply) => {
      await run(request, reply, RestClearChatHistoryDocument);
      return { message: CHAT_CLEARED };
    },
  );
};

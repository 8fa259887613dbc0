/**
 * The virtual assistant, for signed-in visitors (401 'Authentication required' when anonymous,
 * enforced by the assistant service, which also counts the daily limit):
 *
 *   POST   /chat          {messages: [{role, content}…]} → {response, action?}
 *                         `messages` holds either only the last (user) message, the stored
 *                         conversation then being the context, or the whole conversation.
 *                         `action` only when the assistant proposes to do something for the
 *                         caller: {id, kind: 'create_issue', installationId (a number),
 *                         installationName, title, description, expiresAt}.
 *                         429 'You have reached your daily message limit' over the limit;
 *                         503 with a Romanian text when the language model fails (no quota used)
 *   POST   /chat/stream   the same, answered as Server-Sent Events (rest/chat-stream.ts)
 *   GET    /chat/usage    → {used, limit, remaining, resetsAt}: today's messages (Europe/Bucharest)
 *   GET    /chat/history  → {messages: [{id, role, content, timestamp}…]}, oldest first (30 days)
 *   DELETE /chat/history  → {message: 'Conversation cleared'}
 *   POST   /chat/actions/{id}  confirms the proposal: it is done with the caller's own rights →
 *                         201 {issue}, the reported issue as GET /issues/{id} answers it
 *   DELETE /chat/actions/{id}  cancels it → {message: 'Propunerea a fost anulată.'}
 *
 * A proposal is confirmed or cancelled once, by the person it was made for, within 15 minutes:
 * otherwise 404 'Propunerea nu a fost găsită sau a expirat.' (an id that is not 32 hexadecimal
 * characters too, without asking the assistant), 409 once it was confirmed or cancelled.
 *
 * Every failure answers `{message}`: the chat shows the server's text as it is.
 */
import { Type } from 'typebox';
import {
  RestCancelChatActionDocument,
  RestChatHistoryDocument,
  RestChatUsageDocument,
  RestClearChatHistoryDocument,
  RestConfirmChatActionDocument,
  RestSendChatMessageDocument,
} from '../__generated__/operations.js';
import {
  CHAT_ACTION_CANCELLED_MESSAGE,
  CHAT_ACTION_ID,
  CHAT_ACTION_NOT_FOUND_MESSAGE,
  toRestChatAction,
} from '@smarthome/service-kit/contracts';
import { errorReply } from './error-replies.js';
import { RestError } from './errors.js';
import { RestIssueWithComments, toRestIssueWithComments } from './issues.js';
import { FormBody, IdParams, MessageReply, NoQuery } from './schemas.js';
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

const RestChatAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.String({ description: '`create_issue`: report a support issue on the installation' }),
    installationId: Type.Integer(),
    installationName: Type.String(),
    title: Type.String(),
    description: Type.String(),
    expiresAt: Type.String(),
  },
  {
    description:
      'What the assistant proposes to do for the caller: confirm it with POST /chat/actions/{id} ' +
      '(until expiresAt) or cancel it with DELETE',
  },
);

const ChatAnswer = Type.Object({
  response: Type.String(),
  action: Type.Optional(RestChatAction),
});

/** The OpenAPI document's word on what confirming or cancelling a proposal may answer. */
const CHAT_ACTION_ERRORS = {
  401: errorReply('Not signed in'),
  403: errorReply('Signed in by the session cookie without the CSRF token'),
  404: errorReply(
    `'${CHAT_ACTION_NOT_FOUND_MESSAGE}': no such proposal of the caller's, or older than 15 minutes`,
  ),
  409: errorReply('The proposal was already confirmed or cancelled'),
};

/** The id of a proposal, or 404 for one that cannot be (the assistant is not asked). */
function chatActionId(id: string): string {
  if (!CHAT_ACTION_ID.test(id)) throw new RestError(404, CHAT_ACTION_NOT_FOUND_MESSAGE);
  return id;
}

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

/** The chat reads the server's words from `message`, for bad input too; it needs a signed-in caller. */
export const CHAT_ROUTE = { validationShape: 'message', caller: 'signed-in' } as const;

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
      const { response, action } = sendChatMessage;
      return action ? { response, action: toRestChatAction(action) } : { response };
    },
  );

  app.get(
    '/chat/usage',
    {
      config: { caller: 'signed-in' },
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
      config: { caller: 'signed-in' },
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
    {
      config: { caller: 'signed-in' },
      schema: { summary: 'Clear the conversation', querystring: NoQuery, response: { 200: MessageReply } },
    },
    async (request, reply) => {
      await run(request, reply, RestClearChatHistoryDocument);
      return { message: CHAT_CLEARED };
    },
  );

  app.post(
    '/chat/actions/:id',
    {
      config: CHAT_ROUTE,
      schema: {
        summary: 'Confirm the assistant’s proposal',
        description: 'Reports the proposed issue with the caller’s own rights; the answer is the issue',
        params: IdParams,
        body: FormBody({}),
        response: { ...CHAT_ACTION_ERRORS, 201: Type.Object({ issue: RestIssueWithComments }) },
      },
    },
    async (request, reply) => {
      const { confirmChatAction } = await run(request, reply, RestConfirmChatActionDocument, {
        id: chatActionId(request.params.id),
      });
      return reply.code(201).send({ issue: toRestIssueWithComments(confirmChatAction.issue) });
    },
  );

  app.delete(
    '/chat/actions/:id',
    {
      config: CHAT_ROUTE,
      schema: {
        summary: 'Cancel the assistant’s proposal',
        params: IdParams,
        response: { ...CHAT_ACTION_ERRORS, 200: MessageReply },
      },
    },
    async (request, reply) => {
      await run(request, reply, RestCancelChatActionDocument, { id: chatActionId(request.params.id) });
      return { message: CHAT_ACTION_CANCELLED_MESSAGE };
    },
  );
};

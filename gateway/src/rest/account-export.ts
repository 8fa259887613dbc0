/**
 * GET /account/export: the signed-in caller's copy of everything the services keep about them,
 * as one JSON file to download (Content-Disposition: attachment;
 * filename="smarthome-iasi-date-<yyyy-mm-dd>.json", the day in Europe/Bucharest; no-store).
 *
 *   account        auth: the profile (activation date, Google link), the second factor (on/off,
 *                  recovery codes left), the API tokens' metadata and the sign-ins on record
 *   operations     their installations with hardware, the issues they reported, the comments
 *                  they wrote
 *   content        the testimonials they sent signed in, the contact messages from their e-mail
 *   assistant      the stored conversation with each answer's model and tokens, today's usage
 *   notifications  the mails sent to their address (kind, subject, status, dates)
 *
 * Who: a signed-in session (cookie or bearer), or a personal API token of either scope: both may
 * read, and the export holds no secret a token could not already read piece by piece (no token
 * secret or hash, password hash, TOTP secret or recovery code is ever in it). 401 anonymous.
 *
 * How: one operation through the gateway with the caller's credentials (a field of each subgraph,
 * each answering only for the caller its token names), and the notifications worker's
 * GET /account/mails with the same credentials. Each service decides from the verified token, so
 * no request can name another person. A service that cannot answer fails the whole export (503):
 * a partial copy would look complete.
 */
import {
  accountExportFileName,
  toRestComment,
  toRestInboxMessage,
  toRestInstallation,
  toRestIssue,
  toRestTestimonial,
} from '@smarthome/service-kit/contracts';
import { Type, type Static } from 'typebox';
import { RestAccountExportDocument, type RestAccountExportQuery } from '../__generated__/operations.js';
import { buildContext, type ContextOptions } from '../graphql/context.js';
import type { SubgraphReplicas } from '../subgraph-replicas.js';
import { RestApiToken, toRestApiToken } from './api-tokens.js';
import { RestUser, toRestUser } from './auth.js';
import { ChatUsage } from './chat.js';
import { InboxMessage } from './contact.js';
import { RestInstallation } from './installations.js';
import { RestComment, RestIssue } from './issues.js';
import { NoQuery, Nullable } from './schemas.js';
import { callService } from './service-http.js';
import { RestTestimonial } from './testimonials.js';
import type { RestRoutes } from './types.js';

/** Where the notifications worker lists the caller's mails (its src/data-export). */
export const NOTIFICATIONS_MAILS_PATH = '/account/mails';

const DateTime = () => Type.String({ format: 'date-time' });

const SignIn = Type.Object({
  kind: Type.String({
    description: 'cookie (a browser) or bearer (an API client signed in with its password)',
  }),
  createdAt: DateTime(),
  expiresAt: DateTime(),
  renewedAt: Nullable(DateTime()),
  revokedAt: Nullable(DateTime()),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  current: Type.Boolean({ description: 'The session this export was made with' }),
});

const Exchange = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  askedAt: DateTime(),
  answeredAt: DateTime(),
  model: Type.String(),
  cached: Type.Boolean(),
  promptTokens: Type.Integer(),
  completionTokens: Type.Integer(),
});

const Mail = Type.Object({
  kind: Type.String({ description: 'The event the mail was about, e.g. issue.status_changed' }),
  subject: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  sentAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
const MailList = Type.Object({ mails: Type.Array(Mail) });

const AccountExport = Type.Object(
  {
    exportedAt: DateTime(),
    account: Type.Object({
      profile: Type.Object({
        ...RestUser.properties,
        activatedAt: Nullable(DateTime()),
        googleLinked: Type.Boolean(),
      }),
      secondFactor: Type.Object({ totp: Type.Boolean(), recoveryCodesLeft: Type.Integer() }),
      apiTokens: Type.Array(RestApiToken),
      signIns: Type.Array(SignIn),
    }),
    operations: Type.Object({
      installations: Type.Array(RestInstallation),
      issues: Type.Array(RestIssue),
      comments: Type.Array(Type.Object({ issue_id: Type.Integer(), ...RestComment.properties })),
    }),
    content: Type.Object({
      testimonials: Type.Array(RestTestimonial),
      contactMessages: Type.Array(InboxMessage),
    }),
    assistant: Type.Object({ conversation: Type.Array(Exchange), usageToday: ChatUsage }),
    notifications: MailList,
  },
  { description: 'A file to download (Content-Disposition: attachment)' },
);

type Mails = Static<typeof MailList>;

function toExport(data: RestAccountExportQuery, mails: Mails, now: Date): Static<typeof AccountExport> {
  const { myAccountData: auth, myOperationsData: ops, myContentData: content, myAssistantData: chat } = data;
  return {
    exportedAt: now.toISOString(),
    account: {
      profile: {
        ...toRestUser(auth.profile),
        activatedAt: auth.activatedAt,
        googleLinked: auth.googleLinked,
      },
      secondFactor: auth.secondFactor,
      apiTokens: auth.apiTokens.map(toRestApiToken),
      signIns: auth.signIns,
    },
    operations: {
      installations: ops.installations.map(toRestInstallation),
      issues: ops.reportedIssues.map(toRestIssue),
      comments: ops.comments.map((comment) => ({
        issue_id: Number(comment.issueId),
        ...toRestComment(comment),
      })),
    },
    content: {
      testimonials: content.testimonials.map(toRestTestimonial),
      contactMessages: content.contactMessages.map(toRestInboxMessage),
    },
    assistant: { conversation: chat.exchanges, usageToday: chat.usageToday },
    notifications: { mails: mails.mails },
  };
}

export interface AccountExportOptions {
  /** The notifications worker's origin (NOTIFICATIONS_URL). */
  notificationsUrl: string;
  /** Which cookies reach the services, as for GraphQL calls. */
  contextOptions: ContextOptions;
  /** How long the worker may take to answer. */
  timeoutMs: number;
  replicas: SubgraphReplicas;
  /** The clock of the file's date (tests); the system's by default. */
  now?: () => Date;
}

export function accountExportRoutes(options: AccountExportOptions): RestRoutes {
  const mailsUrl = new URL(NOTIFICATIONS_MAILS_PATH, options.notificationsUrl).href;
  const now = options.now ?? (() => new Date());

  return (app, { run }) => {
    app.get(
      '/account/export',
      {
        config: { caller: 'signed-in' },
        schema: {
          summary: 'Download everything the site keeps about you, as a JSON file',
          querystring: NoQuery,
          response: { 200: AccountExport },
        },
      },
      async (request, reply) => {
        // The services first: an anonymous caller is refused there (401) before the worker is asked.
        const data = await run(request, reply, RestAccountExportDocument);
        const answer = await callService(
          request,
          { url: mailsUrl, replicas: options.replicas },
          {
            headers: buildContext(request, reply, options.contextOptions).forwardHeaders,
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          'Mail records',
        );
        const at = now();
        return reply
          .header('content-disposition', `attachment; filename="${accountExportFileName(at)}"`)
          .header('cache-control', 'no-store')
          .send(toExport(data, (await answer.json()) as Mails, at));
      },
    );
  };
}

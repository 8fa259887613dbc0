/**
 * The support issues and their comment threads. Who sees what is the operations service's rule:
 * a customer the issues of their installations and the ones they reported (others' ids are 404
 * 'Issue not found'), installers and admins all of them; every signed-in role reports issues and
 * comments on the ones it sees (401 anonymous). Editing, moving and deleting an issue is for the
 * one who reported it and for installers and admins: a customer who sees an issue they did not
 * report (staff reported it on their installation) gets 403 {message} for PUT, PATCH and DELETE.
 *
 *   GET    /issues[?installationId]   → [issue…], newest first (one installation's with the filter)
 *   GET    /issues?page&limit[&installationId] → {data: [issue…], total, totalPages}: one page of the
 *                                       same list, when page or limit is sent (20 per page, 100 at most)
 *   GET    /issues/{id}               → issue with comments
 *   POST   /issues                    {installationId, title, description} → 201 issue
 *   PUT    /issues/{id}               {installationId, title, description, version?} → issue
 *   PATCH  /issues/{id}/status        {status, version?} → issue
 *   POST   /issues/{id}/comments      {content} → 201 comment
 *   DELETE /issues/{id}               → {message: 'Issue and all its comments were successfully deleted'}
 *
 * An issue: {id (a number), title, description, status (open | wip | resolved), installation_id
 * (a number), installation_name, created_by (the reporter's user id), created_by_email, version,
 * created_at, updated_at}, plus `comments` (oldest first) on GET /issues/{id}. A comment: {id,
 * content, createdAt, user: {id, firstName, lastName, role}}: the author's names and role as
 * their account has them now; once the account is gone (or while the accounts cannot be asked)
 * id is null, the names empty and role the one they wrote with.
 *
 * `installationId` is a number (a string of digits is read as one). `version` is the one the
 * client last read: when someone changed the issue since, 409 {message} and nothing changes;
 * without it the change applies to the issue as it is. Status moves: open → wip or resolved,
 * wip → resolved or open, resolved → open; resolved → wip is 409 with the service's reason.
 */
import {
  toRestComment,
  toRestIssue,
  type RestComment as RestCommentAnswer,
  type RestIssue as RestIssueAnswer,
} from '@smarthome/service-kit/contracts';
import { Type, type Static } from 'typebox';
import {
  RestAddIssueCommentDocument,
  RestCreateIssueDocument,
  RestDeleteIssueDocument,
  RestIssueDocument,
  RestIssuesDocument,
  RestIssuesPageDocument,
  RestSetIssueStatusDocument,
  RestUpdateIssueDocument,
  type RestIssueWithCommentsFragment,
} from '../__generated__/operations.js';
import { deleteById } from './by-id.js';
import { errorReply } from './error-replies.js';
import { RestError } from './errors.js';
import { optInPagingDescription, OptInPageParams, pageAnswer, requestedPage, WholeOrPage } from './paging.js';
import {
  FormBody,
  GRAPHQL_INT_MAX,
  IdParams,
  LongText,
  MAX_PARAM_LENGTH,
  NoQuery,
  Nullable,
  OneOf,
  PositiveInt,
  ShortText,
  Version,
} from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

/** What the list holds, as its documentation names it. */
const ISSUES = 'issues the caller may see';

export const ISSUE_DELETED = 'Issue and all its comments were successfully deleted';
const STATUS_REQUIRED = 'Status is required';

/** The OpenAPI document's word on who may edit, move and delete an issue. */
const REPORTER_OR_STAFF = {
  403: errorReply(
    'Not allowed: a customer may edit, move and delete only the issues they reported (installers and admins any)',
  ),
};

/** The operations service's own words for an installation id that is not a number. */
const InstallationId = () =>
  Type.Union([Type.Integer(), Type.String({ maxLength: MAX_PARAM_LENGTH })], {
    errorMessage: 'Installation id must be a number',
  });

const IssueFields = {
  installationId: Type.Optional(InstallationId()),
  title: Type.Optional(ShortText()),
  description: Type.Optional(LongText()),
};

const CreateIssueBody = FormBody(IssueFields);
const UpdateIssueBody = FormBody({ ...IssueFields, version: Version() });
const StatusBody = FormBody({
  status: Type.Optional(OneOf(['open', 'wip', 'resolved'], 'Status must be open, wip or resolved')),
  version: Version(),
});
const CommentBody = FormBody({ content: Type.Optional(LongText()) });

const IssuesQuery = Type.Object({
  installationId: Type.Optional(
    PositiveInt(GRAPHQL_INT_MAX, 'Only the issues of this installation (its number)'),
  ),
  ...OptInPageParams,
});

const IssueProperties = {
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  status: Type.String(),
  installation_id: Type.Integer(),
  installation_name: Type.String(),
  created_by: Nullable(Type.String()),
  created_by_email: Type.String(),
  version: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
};
export const RestIssue = Type.Object(IssueProperties);

export const RestComment = Type.Object({
  id: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  user: Type.Object({
    id: Nullable(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    role: Type.String(),
  }),
});

// The answers are the service kit's records, the ones a webhook's data carries too.
const _issueAnswersAreTheContract: [
  SameType<Static<typeof RestIssue>, RestIssueAnswer>,
  SameType<Static<typeof RestComment>, RestCommentAnswer>,
] = [true, true];

export const RestIssueWithComments = Type.Object({ ...IssueProperties, comments: Type.Array(RestComment) });

/** An issue as GET /issues/{id} answers it: its fields and its comments, oldest first. */
export function toRestIssueWithComments(issue: RestIssueWithCommentsFragment) {
  return { ...toRestIssue(issue), comments: issue.comments.map(toRestComment) };
}

const issueInput = (body: { installationId?: number | string; title?: string; description?: string }) => ({
  installationId: body.installationId === undefined ? null : String(body.installationId),
  title: body.title ?? null,
  description: body.description ?? null,
});

export const issuesRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/issues',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'List issues, newest first',
        description: optInPagingDescription(ISSUES),
        querystring: IssuesQuery,
        response: { 200: WholeOrPage(RestIssue, ISSUES) },
      },
    },
    async (request, reply) => {
      const installationId =
        request.query.installationId === undefined ? null : String(request.query.installationId);
      const paging = requestedPage(request.query);
      if (paging) {
        const { issuesPage } = await run(request, reply, RestIssuesPageDocument, {
          ...paging,
          installationId,
        });
        return pageAnswer(issuesPage, toRestIssue);
      }
      const { issues } = await run(request, reply, RestIssuesDocument, { installationId });
      return issues.map(toRestIssue);
    },
  );

  app.get(
    '/issues/:id',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Get an issue with its comments',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: RestIssueWithComments },
      },
    },
    async (request, reply) => {
      const { issue } = await run(request, reply, RestIssueDocument, { id: request.params.id });
      return toRestIssueWithComments(issue);
    },
  );

  app.post(
    '/issues',
    {
      config: { caller: 'signed-in' },
      schema: { summary: 'Report an issue', body: CreateIssueBody, response: { 201: RestIssue } },
    },
    async (request, reply) => {
      const { createIssue } = await run(request, reply, RestCreateIssueDocument, {
        input: issueInput(request.body),
      });
      return reply.code(201).send(toRestIssue(createIssue));
    },
  );

  app.put(
    '/issues/:id',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Update an issue',
        params: IdParams,
        body: UpdateIssueBody,
        response: { ...REPORTER_OR_STAFF, 200: RestIssue },
      },
    },
    async (request, reply) => {
      const { updateIssue } = await run(request, reply, RestUpdateIssueDocument, {
        id: request.params.id,
        input: issueInput(request.body),
        version: request.body.version ?? null,
      });
      return toRestIssue(updateIssue);
    },
  );

  app.patch(
    '/issues/:id/status',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Change an issue’s status',
        params: IdParams,
        body: StatusBody,
        response: { ...REPORTER_OR_STAFF, 200: RestIssue },
      },
    },
    async (request, reply) => {
      const { status, version } = request.body;
      // The service's argument is required: the facade says so in the form's words.
      if (status === undefined) throw new RestError(400, STATUS_REQUIRED, [STATUS_REQUIRED]);
      const { setIssueStatus } = await run(request, reply, RestSetIssueStatusDocument, {
        id: request.params.id,
        status,
        version: version ?? null,
      });
      return toRestIssue(setIssueStatus);
    },
  );

  app.post(
    '/issues/:id/comments',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Comment on an issue',
        params: IdParams,
        body: CommentBody,
        response: { 201: RestComment },
      },
    },
    async (request, reply) => {
      const { addIssueComment } = await run(request, reply, RestAddIssueCommentDocument, {
        issueId: request.params.id,
        content: request.body.content ?? null,
      });
      return reply.code(201).send(toRestComment(addIssueComment));
    },
  );

  deleteById(app, deps, {
    path: '/issues/:id',
    document: RestDeleteIssueDocument,
    message: ISSUE_DELETED,
    summary: 'Delete an issue with its comments',
    caller: 'signed-in',
    errors: REPORTER_OR_STAFF,
  });
};

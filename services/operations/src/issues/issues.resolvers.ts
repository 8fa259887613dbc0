import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { mayChangeIssue } from './issues.rules.js';

/** Every signed-in role reports and follows issues; the service decides which ones each may see and change. */
export const issuesResolvers: Resolvers = {
  Query: {
    issues: (_parent, { installationId }, ctx) => ctx.issues.list(requireUser(ctx), { installationId }),
    issuesPage: (_parent, { installationId, page, limit }, ctx) =>
      ctx.issues.listPage(requireUser(ctx), { installationId, page, limit }),
    issue: (_parent, { id }, ctx) => ctx.issues.get(requireUser(ctx), id),
  },
  Mutation: {
    createIssue: (_parent, { input }, ctx) => ctx.issues.create(requireUser(ctx), input),
    updateIssue: (_parent, { id, input, version }, ctx) =>
      ctx.issues.update(requireUser(ctx), id, input, version),
    setIssueStatus: (_parent, { id, status, version }, ctx) =>
      ctx.issues.setStatus(requireUser(ctx), id, status, version),
    deleteIssue: (_parent, { id }, ctx) => ctx.issues.delete(requireUser(ctx), id),
  },
  Issue: {
    __resolveReference: (reference, ctx) => ctx.issues.byReference(ctx.user, reference.id),
    installation: (issue, _args, ctx) => ctx.installations.byReference(ctx.user, issue.installationId),
    createdBy: (issue) => ({ __typename: 'User', id: issue.createdById }),
    viewerCanChange: (issue, _args, ctx) => ctx.user !== null && mayChangeIssue(ctx.user, issue),
    comments: (issue, _args, ctx) => ctx.comments.listFor(issue.id),
  },
};

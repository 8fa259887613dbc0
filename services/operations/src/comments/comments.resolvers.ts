import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const commentsResolvers: Resolvers = {
  Mutation: {
    addIssueComment: (_parent, { issueId, content }, ctx) =>
      ctx.comments.add(requireUser(ctx), issueId, content),
  },
  Comment: {
    // The author's names and current role come from the auth subgraph.
    user: (comment) => ({ __typename: 'User', id: comment.authorId }),
  },
};

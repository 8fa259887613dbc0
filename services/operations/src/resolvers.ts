import { DateTimeScalar, LocalDateScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { blueprintsResolvers } from './blueprints/blueprints.resolvers.js';
import { commentsResolvers } from './comments/comments.resolvers.js';
import { dataExportResolvers } from './data-export/data-export.resolvers.js';
import { installationsResolvers } from './installations/installations.resolvers.js';
import { issuesResolvers } from './issues/issues.resolvers.js';
import { webhooksResolvers } from './webhooks/webhooks.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  LocalDate: LocalDateScalar,
  Query: {
    ...installationsResolvers.Query,
    ...issuesResolvers.Query,
    ...blueprintsResolvers.Query,
    ...dataExportResolvers.Query,
    ...webhooksResolvers.Query,
  },
  Mutation: {
    ...installationsResolvers.Mutation,
    ...issuesResolvers.Mutation,
    ...commentsResolvers.Mutation,
    ...blueprintsResolvers.Mutation,
    ...webhooksResolvers.Mutation,
  },
  Installation: installationsResolvers.Installation,
  Issue: issuesResolvers.Issue,
  Comment: commentsResolvers.Comment,
  Blueprint: blueprintsResolvers.Blueprint,
};

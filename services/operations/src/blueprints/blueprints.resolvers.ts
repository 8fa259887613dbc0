import { hasRole, requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { OperationsContext } from '../context.js';

/** Blueprints are the staff's library: installers and admins only (customers FORBIDDEN). */
const staffOnly = (ctx: OperationsContext) => requireRole(ctx, 'installer', 'admin');

export const blueprintsResolvers: Resolvers = {
  Query: {
    blueprints: (_parent, { page, limit, tag }, ctx) => {
      staffOnly(ctx);
      return ctx.blueprints.list({ page, limit, tag });
    },
    blueprint: (_parent, { id }, ctx) => {
      staffOnly(ctx);
      return ctx.blueprints.get(id);
    },
    blueprintTags: (_parent, _args, ctx) => {
      staffOnly(ctx);
      return ctx.blueprints.tags();
    },
  },
  Mutation: {
    createBlueprint: (_parent, { input }, ctx) => {
      staffOnly(ctx);
      return ctx.blueprints.create(input);
    },
    updateBlueprint: (_parent, { id, input, version }, ctx) => {
      staffOnly(ctx);
      return ctx.blueprints.update(id, input, version);
    },
    deleteBlueprint: (_parent, { id }, ctx) => {
      staffOnly(ctx);
      return ctx.blueprints.delete(id);
    },
  },
  Blueprint: {
    // `_entities` answers whoever calls: only staff get a blueprint back.
    __resolveReference: (reference, ctx) =>
      hasRole(ctx.user, 'installer', 'admin') ? ctx.blueprints.byReference(reference.id) : null,
  },
};

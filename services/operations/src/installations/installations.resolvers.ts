import { requireRole, requireSignedInSession, requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const installationsResolvers: Resolvers = {
  Query: {
    myInstallations: (_parent, _args, ctx) => ctx.installations.listOwn(requireUser(ctx)),
    installations: (_parent, _args, ctx) => ctx.installations.list(requireUser(ctx)),
    installationsPage: (_parent, { page, limit }, ctx) =>
      ctx.installations.listPage(requireUser(ctx), { page, limit }),
    installation: (_parent, { id }, ctx) => ctx.installations.get(requireUser(ctx), id),
  },
  Mutation: {
    // Installers follow installations but do not edit them: every write is the admin's.
    createInstallation: (_parent, { input }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.installations.create(input);
    },
    updateInstallation: (_parent, { id, input, version }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.installations.update(id, input, version);
    },
    setInstallationHardware: (_parent, { installationId, items, version }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.installations.setHardware(installationId, items, version);
    },
    // It takes the issues and comments with it, for good: a personal API token may not, only the
    // admin's signed-in session.
    deleteInstallation: (_parent, { id }, ctx) => {
      requireSignedInSession(requireRole(ctx, 'admin'));
      return ctx.installations.delete(id);
    },
  },
  Installation: {
    // `_entities` answers whoever calls: the caller's own visibility applies, null otherwise.
    __resolveReference: (reference, ctx) => ctx.installations.byReference(ctx.user, reference.id),
    issues: (installation, _args, ctx) =>
      ctx.issues.list(requireUser(ctx), { installationId: installation.id }),
  },
};

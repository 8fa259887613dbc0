import { requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const contactResolvers: Resolvers = {
  Query: {
    contactBotCheck: (_parent, _args, ctx) => ctx.contact.botCheckSettings,
    contactChallenge: (_parent, _args, ctx) => ctx.contact.challenge(),
    contactMessages: (_parent, { page, limit }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.contact.inbox({ page, limit });
    },
    contactMessage: (_parent, { id }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.contact.message(id);
    },
    unreadContactMessages: (_parent, _args, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.contact.unreadCount();
    },
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, ctx) => ctx.contact.send(input, ctx.clientIp),
    markContactMessageRead: (_parent, { id, read }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.contact.markRead(id, read ?? true);
    },
  },
};

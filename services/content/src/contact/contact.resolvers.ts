import type { Resolvers } from '../__generated__/resolvers-types.js';

export const contactResolvers: Resolvers = {
  Query: {
    contactBotCheck: (_parent, _args, ctx) => ctx.contact.botCheckSettings,
    contactChallenge: (_parent, _args, ctx) => ctx.contact.challenge(),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, ctx) => ctx.contact.send(input, ctx.clientIp),
  },
};

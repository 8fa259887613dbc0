import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The caller's own data only: their id and e-mail come from their verified token, never from an argument. */
export const dataExportResolvers: Resolvers = {
  Query: {
    myContentData: async (_parent, _args, ctx) => {
      const caller = requireUser(ctx);
      const [testimonials, contactMessages] = await Promise.all([
        ctx.testimonials.submittedBy(caller.id),
        ctx.contact.sentFrom(caller.email),
      ]);
      return { testimonials, contactMessages };
    },
  },
};

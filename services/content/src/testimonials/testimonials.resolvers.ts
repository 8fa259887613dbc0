import { hasRole, requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const testimonialsResolvers: Resolvers = {
  Query: {
    testimonials: (_parent, { page, limit }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.testimonials.list({ page, limit });
    },
    testimonial: (_parent, { id }, ctx) =>
      ctx.testimonials.get(id, { includePending: hasRole(ctx.user, 'admin') }),
    approvedTestimonials: (_parent, { page, limit }, ctx) => ctx.testimonials.approved({ page, limit }),
    featuredTestimonials: (_parent, { limit }, ctx) => ctx.testimonials.featured(limit),
    testimonialRating: (_parent, _args, ctx) => ctx.testimonials.rating(),
    // The testimonial form runs the contact form's bot check.
    testimonialBotCheck: (_parent, _args, ctx) => ctx.contact.botCheckSettings,
    testimonialChallenge: (_parent, _args, ctx) => ctx.contact.challenge(),
  },
  Mutation: {
    submitTestimonial: (_parent, { input }, ctx) =>
      ctx.testimonials.submit(input, ctx.clientIp, ctx.user?.id ?? null),
    updateTestimonial: (_parent, { id, input }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.testimonials.update(id, input);
    },
    approveTestimonial: (_parent, { id }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.testimonials.approve(id);
    },
    rejectTestimonial: (_parent, { id }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.testimonials.reject(id);
    },
    deleteTestimonial: (_parent, { id }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.testimonials.delete(id);
    },
  },
};

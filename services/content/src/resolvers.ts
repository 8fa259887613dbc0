import { DateTimeScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { blogResolvers } from './blog/blog.resolvers.js';
import { contactResolvers } from './contact/contact.resolvers.js';
import { dataExportResolvers } from './data-export/data-export.resolvers.js';
import { exchangeRateResolvers } from './exchange-rate/exchange-rate.resolvers.js';
import { newsResolvers } from './news/news.resolvers.js';
import { testimonialsResolvers } from './testimonials/testimonials.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    ...newsResolvers.Query,
    ...blogResolvers.Query,
    ...exchangeRateResolvers.Query,
    ...contactResolvers.Query,
    ...testimonialsResolvers.Query,
    ...dataExportResolvers.Query,
  },
  Mutation: {
    ...newsResolvers.Mutation,
    ...blogResolvers.Mutation,
    ...contactResolvers.Mutation,
    ...testimonialsResolvers.Mutation,
  },
};

import { requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { OperationsContext } from '../context.js';

/** Webhooks hand the business's records to other systems: admins only (installers and customers FORBIDDEN). */
const adminOnly = (ctx: OperationsContext) => requireRole(ctx, 'admin');

export const webhooksResolvers: Resolvers = {
  Query: {
    webhooks: (_parent, _args, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.list();
    },
    webhook: (_parent, { id }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.get(id);
    },
    webhookDeliveries: (_parent, { webhookId }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.deliveries(webhookId);
    },
    webhookEventTypes: (_parent, _args, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.eventTypes();
    },
  },
  Mutation: {
    createWebhook: (_parent, { input }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.create(input);
    },
    updateWebhook: (_parent, { id, input }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.update(id, input);
    },
    deleteWebhook: (_parent, { id }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.delete(id);
    },
    rotateWebhookSecret: (_parent, { id }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.rotateSecret(id);
    },
    redeliverWebhookDelivery: (_parent, { webhookId, deliveryId }, ctx) => {
      adminOnly(ctx);
      return ctx.webhooks.redeliver(webhookId, deliveryId);
    },
  },
};

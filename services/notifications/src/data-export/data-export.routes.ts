/**
 * The worker's one call beside its health and metrics: the signed-in caller's list of the mails
 * sent to them, for their copy of their data (the gateway's GET /api/v0/account/export asks for
 * it with the caller's own credentials).
 *
 *   GET /account/mails  → {mails: [{kind, subject, status, sentAt, createdAt}…]}, newest first;
 *                         401 {message, code} without a valid token
 *
 * The caller is whoever their token says, verified against the auth service's keys and the
 * revocation list like every service does: the address comes from the token, never from the
 * request, so nobody can list another's mails.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  authenticationRequired,
  refuseSecondFactorEnrolmentPending,
  routeErrorHandler,
  type TokenVerifier,
} from '@smarthome/service-kit';
import type { DeliveryModel } from '../email/email.model.js';
import { mailsTo } from './data-export.service.js';

export const MY_MAILS_PATH = '/account/mails';

export interface DataExportRoutesOptions {
  deliveries: DeliveryModel;
  verifier: TokenVerifier;
}

export const dataExportRoutes: FastifyPluginAsync<DataExportRoutesOptions> = async (
  app,
  { deliveries, verifier },
) => {
  // No request here has a body: Fastify refuses nothing itself that needs wording.
  app.setErrorHandler(routeErrorHandler(() => null));

  app.get(MY_MAILS_PATH, async (request, reply) => {
    const user = await verifier.verifyRequest(request, request.log);
    if (!user) throw authenticationRequired();
    refuseSecondFactorEnrolmentPending(user);
    const mails = await mailsTo(deliveries, user.email);
    return reply.header('cache-control', 'no-store').send({ mails });
  });
};

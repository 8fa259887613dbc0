import type { EventEnvelope, EventHandlers, HandlerContext } from '@smarthome/service-kit/events';
import type { RecipientsService } from '../recipients/recipients.service.js';
import type { EmailService } from './email.service.js';
import type { EmailContent } from './layout.js';
import { renderAccountActivation } from './templates/account-activation.js';
import { renderAccountLocked } from './templates/account-locked.js';
import { fullName, type TemplateContext } from './templates/common.js';
import { renderContactMessage } from './templates/contact-message.js';
import { renderIssueCommentToCustomer, renderIssueCommentToStaff } from './templates/issue-comment-added.js';
import { renderIssueCreated } from './templates/issue-created.js';
import { renderIssueStatusChanged } from './templates/issue-status-changed.js';
import { renderPasswordReset } from './templates/password-reset.js';
import { renderRecoveryCodeUsed, renderSecondFactorChanged } from './templates/second-factor.js';
import { renderTestimonialSubmitted } from './templates/testimonial-submitted.js';
import { renderWebhookEndpointDisabled } from './templates/webhook-endpoint-disabled.js';

export interface EmailHandlerDeps {
  email: EmailService;
  recipients: RecipientsService;
  templates: TemplateContext;
  /** INSTALLER_EMAIL: contact messages, and staff mail while no staff member is known. */
  installerEmail: string;
}

/** Who gets staff mail of each kind. */
export const ADMINS = ['admin'] as const;
export const STAFF = ['installer', 'admin'] as const;

/**
 * The handlers of the `email` queue: one per event type of the contract that travels on it.
 * Every handler may run again for the same event (a retry after a crash or an SMTP outage):
 * the copy of the accounts ignores what it already has, and `EmailService.deliver` sends
 * each recipient's mail once.
 *
 * Recipients:
 *   user.registered                activation mail to the new account (Romanian)
 *   user.password_reset_requested  reset link to the account (Romanian)
 *   user.locked_out                lock-out notice to the account (Romanian)
 *   user.second_factor_changed     the authenticator app turned on or off, to the account (Romanian)
 *   user.recovery_code_used        a recovery code used, and how many are left, to the account (Romanian)
 *   user.role_changed              no mail: updates the copy of the accounts
 *   contact.received               INSTALLER_EMAIL, Reply-To the visitor (English)
 *   testimonial.submitted          every active admin (English)
 *   issue.created                  every active installer and admin but the reporter (English)
 *   issue.status_changed           the installation's customer (Romanian)
 *   issue.comment_added            staff author: the customer (Romanian), unless the author
 *                                  is that customer; customer author: the staff (English)
 *   webhook.endpoint_disabled      every active admin (English)
 *
 * Staff mail goes to INSTALLER_EMAIL while the copy knows no active staff member of the
 * roles (a fresh deployment before any `user.role_changed`): the business owner still
 * hears of it, rather than nobody.
 */
export function createEmailHandlers({
  email,
  recipients,
  templates,
  installerEmail,
}: EmailHandlerDeps): EventHandlers {
  const send = (
    event: EventEnvelope,
    ctx: HandlerContext,
    to: string[],
    content: EmailContent,
    replyTo?: { name: string; address: string },
  ) => email.deliver(event, { to, content, ...(replyTo ? { replyTo } : {}) }, ctx.log);

  async function staff(roles: readonly ('installer' | 'admin')[], except: string[] = []): Promise<string[]> {
    const known = await recipients.staffAddresses(roles);
    const all = known.length > 0 ? known : [installerEmail.toLowerCase()];
    const excluded = new Set(except.map((address) => address.toLowerCase()));
    return all.filter((address) => !excluded.has(address));
  }

  return {
    async 'user.registered'(event, ctx) {
      const { payload } = event;
      // A new account is inactive until activated; auth sends user.role_changed when that changes.
      await recipients.remember({
        userId: payload.userId,
        email: payload.email,
        firstName: payload.firstName,
        role: payload.role,
        active: false,
        asOf: new Date(event.occurredAt),
      });
      await send(event, ctx, [payload.email], renderAccountActivation(payload, templates));
    },

    async 'user.password_reset_requested'(event, ctx) {
      await send(event, ctx, [event.payload.email], renderPasswordReset(event.payload, templates));
    },

    async 'user.locked_out'(event, ctx) {
      await send(event, ctx, [event.payload.email], renderAccountLocked(event.payload, templates));
    },

    async 'user.second_factor_changed'(event, ctx) {
      await send(event, ctx, [event.payload.email], renderSecondFactorChanged(event.payload, templates));
    },

    async 'user.recovery_code_used'(event, ctx) {
      await send(event, ctx, [event.payload.email], renderRecoveryCodeUsed(event.payload, templates));
    },

    async 'user.role_changed'(event, ctx) {
      const { payload } = event;
      const result = await recipients.remember({
        userId: payload.userId,
        email: payload.email,
        firstName: payload.firstName,
        role: payload.role,
        active: payload.active,
        asOf: new Date(event.occurredAt),
      });
      if (result === 'stale') ctx.log.info({ userId: payload.userId }, 'older than the copy kept: ignored');
    },

    async 'contact.received'(event, ctx) {
      const { payload } = event;
      const content = renderContactMessage({ ...payload, receivedAt: event.occurredAt }, templates);
      await send(event, ctx, [installerEmail], content, {
        name: payload.name.replace(/\s+/g, ' ').trim(),
        address: payload.email,
      });
    },

    async 'testimonial.submitted'(event, ctx) {
      await send(event, ctx, await staff(ADMINS), renderTestimonialSubmitted(event.payload, templates));
    },

    async 'webhook.endpoint_disabled'(event, ctx) {
      await send(event, ctx, await staff(ADMINS), renderWebhookEndpointDisabled(event.payload, templates));
    },

    async 'issue.created'(event, ctx) {
      const { payload } = event;
      // Whoever reported it (an installer reporting for a customer) knows already.
      const to = await staff(STAFF, [payload.createdByEmail]);
      if (to.length === 0) {
        ctx.log.info(
          { issueId: payload.issueId },
          'the reporter is the only staff member to tell: no e-mail',
        );
        return;
      }
      await send(event, ctx, to, renderIssueCreated(payload, templates));
    },

    async 'issue.status_changed'(event, ctx) {
      const { payload } = event;
      const customerFirstName =
        payload.customerFirstName ?? (await recipients.firstNameOf(payload.customerEmail));
      await send(
        event,
        ctx,
        [payload.customerEmail],
        renderIssueStatusChanged({ ...payload, customerFirstName }, templates),
      );
    },

    async 'issue.comment_added'(event, ctx) {
      const { payload } = event;
      const customerFirstName =
        payload.customerFirstName ?? (await recipients.firstNameOf(payload.customerEmail));
      // Producers that only know the author's account (tokens carry no names) send empty names:
      // the copy of the accounts names the author, and says which address is theirs.
      const account = await recipients.accountOf(payload.author.userId);
      const author = fullName(payload.author)
        ? payload.author
        : { ...payload.author, firstName: account?.firstName ?? '' };
      const data = { ...payload, customerFirstName, author };
      if (payload.author.role === 'user') {
        // The customer wrote it: the staff need to know, the customer does not need a copy.
        const to = await staff(STAFF, account ? [account.email] : []);
        await send(event, ctx, to, renderIssueCommentToStaff(data, templates));
        return;
      }
      if (account?.email === payload.customerEmail.toLowerCase()) {
        ctx.log.info(
          { issueId: payload.issueId },
          'the author is the customer: no e-mail about their own comment',
        );
        return;
      }
      await send(event, ctx, [payload.customerEmail], renderIssueCommentToCustomer(data, templates));
    },
  };
}

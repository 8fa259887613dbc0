/**
 * The contact form (public-site.md §3, §5, §7, §8). The spec's page sends the form to a mail
 * service from the browser; here it posts to the content service, which stores the message and
 * mails the installer through the events bus (issue 6). Under /api/v0/contact:
 *
 *   GET  /bot-check  → {provider: 'altcha', challengeUrl} | {provider: 'recaptcha', siteKey, action}
 *   GET  /challenge  → a fresh ALTCHA challenge, the JSON the altcha widget reads (404 with reCAPTCHA)
 *   POST /           {name, email, message, consent, botToken} → 201 {id, receivedAt, message}
 *
 * The bot-check token may also come as `g-recaptcha-response`, the spec's field name. Errors:
 * 400 {errors:[{msg}]} with the site's Romanian texts (one per invalid field, or the failed bot
 * check), wrong types and operator objects included; 429 with Retry-After per client address.
 *
 * CSRF: an anonymous visitor (no session cookie) needs no token: there is no session to ride on,
 * and a cross-site page cannot send JSON here (the facade accepts application/json only, which
 * needs a CORS preflight that is never granted). A signed-in visitor sends the token like every
 * other write (src/csrf.ts); the site's form always does.
 */
import { RestError } from './errors.js';
import type { RestRoutes } from './index.js';
import { bodyOf, stringFields } from './params.js';

/** The spec's success text, so that a client without texts of its own can show it. */
export const CONTACT_SUCCESS_MESSAGE = 'Mesajul a fost trimis cu succes!';

const BOT_CHECK = /* GraphQL */ `
  query RestContactBotCheck {
    contactBotCheck {
      provider
      siteKey
      action
    }
  }
`;

const CHALLENGE = /* GraphQL */ `
  query RestContactChallenge {
    contactChallenge
  }
`;

const SEND = /* GraphQL */ `
  mutation RestSendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`;

interface BotCheckNode {
  provider: 'ALTCHA' | 'RECAPTCHA';
  siteKey: string | null;
  action: string | null;
}

/** `consent` must be a boolean when present; absent means not given (the form's own error). */
function consentOf(body: Record<string, unknown>): boolean {
  const value = body.consent;
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean')
    throw new RestError(400, 'Invalid value for consent', ['Invalid value for consent']);
  return value;
}

export const contactRoutes: RestRoutes = (app, { run }) => {
  app.get('/contact/bot-check', async (request, reply) => {
    const { contactBotCheck } = await run<{ contactBotCheck: BotCheckNode }>(request, reply, BOT_CHECK);
    if (contactBotCheck.provider === 'RECAPTCHA') {
      return { provider: 'recaptcha', siteKey: contactBotCheck.siteKey, action: contactBotCheck.action };
    }
    return { provider: 'altcha', challengeUrl: '/api/v0/contact/challenge' };
  });

  app.get('/contact/challenge', async (request, reply) => {
    const { contactChallenge } = await run<{ contactChallenge: string }>(request, reply, CHALLENGE);
    // Passed on as signed: the widget sends these exact parameters back with its solution.
    return reply.type('application/json; charset=utf-8').send(contactChallenge);
  });

  app.post('/contact', async (request, reply) => {
    const body = bodyOf(request);
    const fields = stringFields(body, ['name', 'email', 'message', 'botToken', 'g-recaptcha-response']);
    const input = {
      name: fields.name,
      email: fields.email,
      message: fields.message,
      consent: consentOf(body),
      botToken: fields.botToken || fields['g-recaptcha-response'],
    };
    const { sendContactMessage } = await run<{ sendContactMessage: { id: string; receivedAt: string } }>(
      request,
      reply,
      SEND,
      { input },
    );
    return reply.code(201).send({ ...sendContactMessage, message: CONTACT_SUCCESS_MESSAGE });
  });
};

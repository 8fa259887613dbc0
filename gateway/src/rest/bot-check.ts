/**
 * What the public forms (contact, testimonials) tell the page about their bot check, and how they
 * hand out ALTCHA challenges. Both forms run the same check; a solution counts once, whichever
 * form it is sent to.
 */
import { Type } from 'typebox';
import type { BotCheckProvider } from '../__generated__/operations.js';
import { Nullable } from './schemas.js';

export const BotCheckReply = Type.Union([
  Type.Object({ provider: Type.Literal('altcha'), challengeUrl: Type.String() }),
  Type.Object({
    provider: Type.Literal('recaptcha'),
    siteKey: Nullable(Type.String()),
    action: Nullable(Type.String()),
  }),
]);

/**
 * The signed ALTCHA challenge (`{parameters, signature}`), passed on as the JSON text the content
 * service signed: the widget sends these exact parameters back with its solution, so the text is
 * never parsed and re-serialized here.
 */
export const ChallengeReply = Type.Unsafe<string>({
  type: 'object',
  properties: { parameters: { type: 'object' }, signature: { type: 'string' } },
});

/** The bot check as the page reads it: reCAPTCHA's site key and action, or where ALTCHA challenges are. */
export function toBotCheckReply(
  settings: { provider: BotCheckProvider; siteKey?: string | null; action?: string | null },
  challengeUrl: string,
) {
  if (settings.provider === 'RECAPTCHA') {
    return {
      provider: 'recaptcha' as const,
      siteKey: settings.siteKey ?? null,
      action: settings.action ?? null,
    };
  }
  return { provider: 'altcha' as const, challengeUrl };
}

import { createHmac, randomBytes } from 'node:crypto';
import type { Redis } from '@smarthome/service-kit';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { botCheckFailed, type BotCheck, type BotCheckSettings } from './contact.bot-check.js';

export interface AltchaOptions {
  /** ALTCHA_HMAC_KEY (a random one per process when unset). */
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The counter the browser must find is drawn between maxCounter/2 and maxCounter. */
  maxCounter: number;
  challengeTtlMs: number;
  /** Where used challenges are remembered until they expire (replays are refused across replicas). */
  redis: Redis;
  now?: () => number;
}

/** PBKDF2 runs natively in every browser's WebCrypto and in the widget's bundled workers. */
const ALGORITHM = 'PBKDF2/SHA-256';
const USED_PREFIX = 'content:altcha:used:';

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/**
 * ALTCHA proof of work (the default bot check): `challenge()` hands out a signed challenge, the
 * `altcha` widget in the browser solves it, and `verify()` checks the solution and the signature
 * and then marks the challenge used in Redis, so that one solved challenge sends one message.
 *
 * Deterministic mode: the server picks the counter, so the work a browser must do is known, and
 * verification is one HMAC (the derived key is signed with a second secret) instead of a PBKDF2 run.
 */
export class AltchaBotCheck implements BotCheck {
  readonly settings: BotCheckSettings = { provider: 'ALTCHA' };
  private readonly keySignatureSecret: string;
  private readonly now: () => number;

  constructor(private readonly options: AltchaOptions) {
    this.keySignatureSecret = createHmac('sha256', options.hmacKey)
      .update('altcha-key-signature')
      .digest('hex');
    this.now = options.now ?? Date.now;
  }

  /** A fresh challenge, as JSON text in the shape the widget reads (`{parameters, signature}`). */
  async challenge(): Promise<string> {
    const { maxCounter, cost, challengeTtlMs, hmacKey } = this.options;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
      deriveKey,
      expiresAt: new Date(this.now() + challengeTtlMs),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return JSON.stringify(challenge);
  }

  async verify(token: string): Promise<void> {
    const payload = parsePayload(token);
    if (!payload) throw botCheckFailed('ALTCHA payload missing or malformed');
    if (payload.challenge.parameters.algorithm !== ALGORITHM)
      throw botCheckFailed('unexpected ALTCHA algorithm');
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.hmacKey,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
    } catch (error) {
      throw botCheckFailed(
        `ALTCHA payload unreadable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!result.verified) {
      const why = result.expired ? 'expired' : result.invalidSignature ? 'bad signature' : 'wrong solution';
      throw botCheckFailed(`ALTCHA solution refused (${why})`);
    }
    // Only a verified challenge is recorded, so forged payloads cannot fill Redis. SET NX is the
    // atomic "first use wins": two requests racing with one solution cannot both pass.
    const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
    const keepMs = Math.max(60_000, expiresAtMs - this.now() + 60_000);
    const first = await this.options.redis.set(
      `${USED_PREFIX}${payload.challenge.parameters.nonce}`,
      '1',
      'PX',
      keepMs,
      'NX',
    );
    if (first !== 'OK') throw botCheckFailed('ALTCHA challenge already used');
  }
}

/** A random key for development, when ALTCHA_HMAC_KEY is unset (challenges die with the process). */
export const randomHmacKey = (): string => randomBytes(32).toString('base64url');

/** The widget's value: base64 of `{challenge: {parameters, signature}, solution: {counter, derivedKey}}`. */
function parsePayload(token: string): AltchaPayload | null {
  if (token === '' || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const payload = value as Partial<AltchaPayload> | null;
  const parameters = payload?.challenge?.parameters as Partial<Challenge['parameters']> | undefined;
  if (
    typeof payload !== 'object' ||
    payload === null ||
    typeof parameters !== 'object' ||
    parameters === null ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.algorithm !== 'string' ||
    typeof payload.challenge?.signature !== 'string' ||
    typeof payload.solution !== 'object' ||
    payload.solution === null
  ) {
    return null;
  }
  return payload as AltchaPayload;
}

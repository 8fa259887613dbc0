import { botCheckFailed, type BotCheck, type BotCheckSettings } from './contact.bot-check.js';

export interface RecaptchaOptions {
  secret: string;
  siteKey: string;
  /** Google's siteverify endpoint, or a stand-in speaking its protocol (tests). */
  verifyUrl: string;
  minScore: number;
  timeoutMs: number;
}

/** The action the contact page runs reCAPTCHA with; a token made for another action is refused. */
export const RECAPTCHA_ACTION = 'submit';

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3). */
interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/**
 * reCAPTCHA v3 (when RECAPTCHA_SECRET is set): the page gets a token for action 'submit', this
 * asks siteverify about it and accepts it when it is valid, for that action, with a score of at
 * least RECAPTCHA_MIN_SCORE. Google answers a token only once ('timeout-or-duplicate' after), which
 * makes each token single-use without any state here.
 *
 * When siteverify cannot be reached the message is refused with an internal error (the visitor is
 * told it failed and can send again): accepting unverified messages would open the form to bots.
 */
export class RecaptchaBotCheck implements BotCheck {
  readonly settings: BotCheckSettings;

  constructor(private readonly options: RecaptchaOptions) {
    this.settings = { provider: 'RECAPTCHA', siteKey: options.siteKey, action: RECAPTCHA_ACTION };
  }

  async verify(token: string, clientIp: string): Promise<void> {
    if (token === '') throw botCheckFailed('reCAPTCHA token missing');
    const body = new URLSearchParams({ secret: this.options.secret, response: token });
    if (clientIp !== 'unknown') body.set('remoteip', clientIp);
    let answer: SiteVerifyAnswer;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (error) {
      throw new Error('reCAPTCHA verification unavailable', { cause: error });
    }
    if (answer.success !== true) {
      throw botCheckFailed(`reCAPTCHA token refused: ${JSON.stringify(answer['error-codes'] ?? [])}`);
    }
    if (answer.action !== RECAPTCHA_ACTION) {
      throw botCheckFailed(
        `reCAPTCHA action ${JSON.stringify(answer.action)} instead of "${RECAPTCHA_ACTION}"`,
      );
    }
    if (typeof answer.score !== 'number' || answer.score < this.options.minScore) {
      throw botCheckFailed(`reCAPTCHA score ${String(answer.score)} below ${this.options.minScore}`);
    }
  }
}

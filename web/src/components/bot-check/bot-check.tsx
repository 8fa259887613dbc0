import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { Spinner } from '@/components/ui/spinner';
import { altchaAttributes, loadAltcha, verifiedPayload } from './altcha-widget';
import type { BotCheckSettings, BotCheckSource } from './bot-check-settings';
import { botCheckTexts as t } from './bot-check-texts';
import styles from './bot-check.module.css';
import { useFirstTouch } from './use-first-touch';

/** loading: the check cannot give a token yet; error: it cannot at all until `reset()`. */
export type BotCheckStatus = 'loading' | 'ready' | 'error';

export interface BotCheckHandle {
  /** A proof for one submission (solving the challenge first if it is not solved yet). */
  token(): Promise<string>;
  /** After a submission (each proof counts once on the server), or to retry after an error. */
  reset(): void;
}

interface BotCheckProps {
  ref: Ref<BotCheckHandle>;
  onStatusChange: (status: BotCheckStatus) => void;
}

interface FormBotCheckProps extends BotCheckProps {
  /** The form the check guards: the check starts once the visitor begins with it (without one, at once). */
  form?: RefObject<HTMLFormElement | null>;
  source: BotCheckSource;
}

/**
 * A form's bot check, loaded only on the pages with a public form (its scripts are lazy). The
 * form's server says which one runs (`source`, its GET …/bot-check): ALTCHA by default (the
 * `altcha` web component solves a proof-of-work challenge in the browser, visibly and without
 * cookies), or Google reCAPTCHA v3 (invisible).
 *
 * It starts when the visitor begins with the form (a field focused, pressed or typed into, or a
 * send), just after the page has answered that first input: until then the page shows the check's
 * place, unstarted. Drawing the widget and starting its proof are long tasks on a phone, and the
 * proof keeps every core busy for a while, which a visitor who only reads the page should not pay
 * for, and which must not hold back the answer to their tap.
 */
export function BotCheck({ ref, onStatusChange, source, form }: FormBotCheckProps) {
  const [settings, setSettings] = useState<BotCheckSettings | null>(null);
  const [attempt, setAttempt] = useState(0);
  const report = useEffectEvent(onStatusChange);
  const load = useEffectEvent(source.load);
  const inner = useRef<BotCheckHandle>(null);
  const started = useFirstTouch(form);

  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    report('loading');
    load(controller.signal).then(setSettings, () => {
      if (!controller.signal.aborted) report('error');
    });
    return () => controller.abort();
  }, [attempt, started]);

  useImperativeHandle(
    ref,
    () => ({
      token: () =>
        inner.current ? inner.current.token() : Promise.reject(new Error('bot check not loaded')),
      reset: () => (inner.current ? inner.current.reset() : setAttempt((n) => n + 1)),
    }),
    [],
  );

  if (settings?.provider === 'altcha') {
    return <AltchaCheck ref={inner} challengeUrl={settings.challengeUrl} onStatusChange={onStatusChange} />;
  }
  if (settings?.provider === 'recaptcha') {
    return <RecaptchaCheck ref={inner} settings={settings} onStatusChange={onStatusChange} />;
  }
  return <AltchaPlace started={started} />;
}

/**
 * The place of the ALTCHA widget, the same size as the widget and its hint: before the check starts,
 * the widget as it looks unsolved (its box is a picture, not a control: the real one replaces it
 * at the visitor's first touch); once started, 'Se încarcă verificarea...' until the widget is drawn.
 */
function AltchaPlace({ started }: { started: boolean }) {
  return (
    <div className={styles.altcha}>
      <div className={styles.place}>
        <p className={styles.placeLabel}>
          {started ? <Spinner size={22} /> : <span className={styles.placeBox} aria-hidden="true" />}
          {started ? t.loading : t.label}
        </p>
        <p className={styles.placeFooter}>{t.protectedBy}</p>
      </div>
      <p className={styles.hint}>{t.hint}</p>
    </div>
  );
}

/** What a form says when it is sent before its bot check has loaded: the send waits for it. */
export function BotCheckWaitingNotice() {
  return (
    <p className={styles.waiting} role="status">
      <Spinner size={16} />
      {t.loading}
    </p>
  );
}

interface AltchaCheckProps extends BotCheckProps {
  challengeUrl: string;
}

/** The widget's children are its own (it renders into itself): React leaves them alone. */
const WIDGET_OWN_CHILDREN = { __html: '' };

/**
 * ALTCHA: the widget fetches a challenge from `challengeUrl` and starts solving it as soon as it is
 * drawn (`altchaAttributes`), so the proof is usually ready before the visitor has finished typing.
 * It is ready for the form once that start has happened (its first `statechange`), not at its
 * `load` event: the start comes in a timer after `load`, and would abort a verification the form
 * began in between (a send held while the check loaded goes out right at `load`), failing the send.
 */
function AltchaCheck({ ref, challengeUrl, onStatusChange }: AltchaCheckProps) {
  const [defined, setDefined] = useState(false);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const payload = useRef<string | null>(null);
  const report = useEffectEvent(onStatusChange);
  const latestReport = useRef(onStatusChange);
  useLayoutEffect(() => {
    latestReport.current = onStatusChange;
  });

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setDefined(true),
      () => live && report('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  // A ref callback, not an effect: the widget may start before any effect of this render runs.
  const attach = useCallback((element: AltchaWidgetElement | null) => {
    widget.current = element;
    if (!element) return;
    const onState = (event: Event) => {
      payload.current = verifiedPayload(event);
      latestReport.current('ready');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async token() {
        const element = widget.current;
        if (!element) throw new Error('ALTCHA widget not loaded');
        if (payload.current && element.getState() === 'verified') return payload.current;
        // A second verify() would abort the one under way and leave the widget in error.
        if (element.getState() === 'verifying') {
          const proof = await verificationUnderWay(element);
          if (proof) return proof;
        }
        const result = await element.verify();
        if (!result?.payload) throw new Error('ALTCHA verification failed');
        return result.payload;
      },
      reset() {
        payload.current = null;
        widget.current?.reset();
        // Solve the next challenge right away, as on load: the visitor sees the check done again.
        widget.current?.verify().catch(() => undefined);
      },
    }),
    [],
  );

  if (!defined) return <AltchaPlace started />;
  return (
    <div className={styles.altcha}>
      <altcha-widget
        ref={attach}
        {...altchaAttributes(challengeUrl)}
        dangerouslySetInnerHTML={WIDGET_OWN_CHILDREN}
      />
      <p className={styles.hint}>{t.hint}</p>
    </div>
  );
}

/** The proof the widget's verification under way ends with, or null if it ends otherwise. */
function verificationUnderWay(element: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state === 'verifying') return;
      element.removeEventListener('statechange', onState);
      resolve(verifiedPayload(event));
    };
    element.addEventListener('statechange', onState);
  });
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const recaptchaScripts = new Map<string, Promise<Grecaptcha>>();

/** Google's v3 script for a site key, added once; resolves when `grecaptcha.ready` fires. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  let loading = recaptchaScripts.get(siteKey);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) return reject(new Error('reCAPTCHA did not load'));
        grecaptcha.ready(() => resolve(grecaptcha));
      };
      script.onerror = () => {
        recaptchaScripts.delete(siteKey);
        script.remove();
        reject(new Error('reCAPTCHA did not load'));
      };
      document.head.append(script);
    });
    recaptchaScripts.set(siteKey, loading);
  }
  return loading;
}

interface RecaptchaCheckProps extends BotCheckProps {
  settings: Extract<BotCheckSettings, { provider: 'recaptcha' }>;
}

/**
 * reCAPTCHA v3, invisible: a token for action 'submit' is asked for at the moment of sending.
 * Its badge is hidden (in the corner, it would sit on floating links such as the contact page's
 * messaging button), which Google allows when the page carries the notice below.
 */
function RecaptchaCheck({ ref, settings, onStatusChange }: RecaptchaCheckProps) {
  const [attempt, setAttempt] = useState(0);
  const report = useEffectEvent(onStatusChange);

  useEffect(() => {
    let live = true;
    report('loading');
    loadRecaptcha(settings.siteKey).then(
      () => live && report('ready'),
      () => live && report('error'),
    );
    return () => {
      live = false;
    };
  }, [settings.siteKey, attempt]);

  useImperativeHandle(
    ref,
    () => ({
      async token() {
        const grecaptcha = await loadRecaptcha(settings.siteKey);
        return grecaptcha.execute(settings.siteKey, { action: settings.action });
      },
      reset: () => setAttempt((n) => n + 1),
    }),
    [settings.siteKey, settings.action],
  );

  const n = t.recaptchaNotice;
  return (
    <p className={styles.notice}>
      {n.before} <a href="https://policies.google.com/privacy">{n.privacy}</a> {n.and}{' '}
      <a href="https://policies.google.com/terms">{n.terms}</a> {n.after}
    </p>
  );
}

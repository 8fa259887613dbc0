/**
 * The texts of a page that depend on the EUR→RON rate, marked so that the live rate can be written
 * into a page the server wrote before (or without) React: the server's HTML shows the default rate,
 * loading. The marks:
 * - `data-ron-eur="100"`: "≈ 495 lei", a price in EUR at the rate;
 * - `data-rate-text`: a text by the rate's state, its templates (with `{rate}` and `{day}`) in
 *   `data-loading-text`, `data-updated-text` and `data-default-text`;
 * - `data-rate-error`: the error text when the default had to be used, else empty; it (or its
 *   `data-rate-error-box`) is `hidden` when empty;
 * - `data-rate-loading`: removed once the rate is known (it drives a spinner).
 *
 * Marks inside an island React has taken over (`data-live`) are React's and left alone. The state
 * written is kept, so that the island's first render in the browser reproduces the page as shown.
 */
import { approximateRon } from '@smarthome/catalog';
import { formatDay, formatLei, formatRate } from '@/lib/format-ro';

/** Agreed text, word for word. Shown only when the default rate is in use: its own words say so. */
export const EXCHANGE_RATE_ERROR = 'Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.';

/** The rate as a page shows it. */
export interface ExchangeRateState {
  /** RON for 1 EUR: live, cached or the default 4.95; always usable. */
  rate: number;
  /** ISO time of the rate shown; null while (or when) the default is used. */
  lastUpdated: string | null;
  /** The error text shown when the default rate had to be used; otherwise null. */
  error: string | null;
  /** True while the API is being asked (a fresh cached rate needs no call). */
  loading: boolean;
}

/** "≈ 495 lei": a price in EUR, approximately in lei at `rate`. */
export const approxRonText = (eur: number, rate: number): string =>
  `≈ ${formatLei(approximateRon(eur, rate))}`;

/** The attribute of an element showing `approxRonText(eur, …)`. */
export const ronMark = (eur: number) => ({ 'data-ron-eur': eur });

/** A text that depends on the rate (written "4,98") and on how current it is. */
export interface RateTexts {
  /** While the live rate is asked for. */
  loading: (rate: string) => string;
  /** A rate of a known day ("12 martie 2026"). */
  updated: (rate: string, day: string) => string;
  /** The default rate, or a stored one without a readable day. */
  default: (rate: string) => string;
}

/** The same text whatever the rate's state. */
export const sameInEveryState = (text: (rate: string) => string): RateTexts => ({
  loading: text,
  updated: text,
  default: text,
});

/** The text for `state`. */
export function rateText(texts: RateTexts, state: ExchangeRateState): string {
  const rate = formatRate(state.rate);
  if (state.loading) return texts.loading(rate);
  const day = state.lastUpdated ? new Date(state.lastUpdated) : null;
  return day && !Number.isNaN(day.getTime()) ? texts.updated(rate, formatDay(day)) : texts.default(rate);
}

/** The attributes of an element showing `rateText(texts, …)`. */
export const rateTextMark = (texts: RateTexts) => ({
  'data-rate-text': '',
  'data-loading-text': texts.loading('{rate}'),
  'data-updated-text': texts.updated('{rate}', '{day}'),
  'data-default-text': texts.default('{rate}'),
});

function textsOf(element: HTMLElement): RateTexts {
  const fill = (template = '', rate: string, day = '') =>
    template.replaceAll('{rate}', rate).replaceAll('{day}', day);
  const { loadingText, updatedText, defaultText } = element.dataset;
  return {
    loading: (rate) => fill(loadingText, rate),
    updated: (rate, day) => fill(updatedText, rate, day),
    default: (rate) => fill(defaultText, rate),
  };
}

/** Where the page keeps the state its marks were written with: it belongs to the document, not to a module. */
const SHOWN_ATTRIBUTE = 'data-rate-shown';

/** The last state read, so that every render before hydration gets the same object. */
let lastRead: { text: string; state: ExchangeRateState } | undefined;

/** The state this page's marks were last written with, if they were. */
export function rateShownOnPage(): ExchangeRateState | null {
  if (typeof document === 'undefined') return null;
  const text = document.documentElement.getAttribute(SHOWN_ATTRIBUTE);
  if (!text) return null;
  if (lastRead?.text !== text) lastRead = { text, state: JSON.parse(text) as ExchangeRateState };
  return lastRead.state;
}

/** Writes `state` into the marks under `root` that React does not own. */
export function showRate(root: ParentNode, state: ExchangeRateState): void {
  const free = (selector: string) =>
    [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.closest('[data-live]'));
  const ron = free('[data-ron-eur]');
  const texts = free('[data-rate-text]');
  const errors = free('[data-rate-error]');
  const spinners = free('[data-rate-loading]');
  if (ron.length + texts.length + errors.length === 0) return;
  document.documentElement.setAttribute(SHOWN_ATTRIBUTE, JSON.stringify(state));
  for (const element of ron) element.textContent = approxRonText(Number(element.dataset.ronEur), state.rate);
  for (const element of texts) element.textContent = rateText(textsOf(element), state);
  for (const element of errors) {
    element.textContent = state.error ?? '';
    (element.closest<HTMLElement>('[data-rate-error-box]') ?? element).hidden = !state.error;
  }
  if (!state.loading) for (const element of spinners) delete element.dataset.rateLoading;
}

/**
 * The upstream EUR→RON sources and how their answers are read. No XML library: the National Bank
 * of Romania's feed is a flat, stable document of which one element is needed, and a strict
 * pattern plus plausibility checks reject anything else as malformed.
 */

/** A rate read from a source's answer. */
export interface ParsedRate {
  rate: number;
  /** The day the source published the rate for (YYYY-MM-DD), when it says. */
  publishedOn: string | null;
}

/** A source answered, but not with a usable rate (or not at all). */
export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface RateSource {
  url: string;
  parse: (body: string) => ParsedRate;
}

/**
 * EUR→RON has stayed between 4 and 5.1 since 2008; a value outside 1–20 is a wrong field or unit
 * (a rate per 100 units, RON→EUR), not a market move, and must not price the site.
 */
const PLAUSIBLE = { min: 1, max: 20 } as const;

function checkedRate(value: number, where: string): number {
  if (!Number.isFinite(value) || value < PLAUSIBLE.min || value > PLAUSIBLE.max) {
    throw new UpstreamError(`${where}: implausible EUR→RON rate ${String(value)}`);
  }
  return value;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDayOrNull = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DAY.test(value) ? value : null;

/**
 * The NBR feed (nbrfxrates.xml): `<Cube date="2025-03-14"> … <Rate currency="EUR">4.9763</Rate>`.
 * A `multiplier` attribute (rates quoted per 100 units) is honoured, though EUR never has one.
 */
export function parseBnrXml(body: string): ParsedRate {
  if (!/<DataSet[\s>]/.test(body)) throw new UpstreamError('NBR feed: not a DataSet document');
  const match =
    /<Rate\s+currency="EUR"(?:\s+multiplier="(\d+)")?\s*>\s*([0-9]+(?:\.[0-9]+)?)\s*<\/Rate>/.exec(body);
  if (!match) throw new UpstreamError('NBR feed: no EUR rate');
  const multiplier = match[1] ? Number(match[1]) : 1;
  const rate = checkedRate(Number(match[2]) / (multiplier || 1), 'NBR feed');
  const cubeDate = /<Cube\s+date="([^"]+)"/.exec(body)?.[1];
  const publishingDate = /<PublishingDate>([^<]+)<\/PublishingDate>/.exec(body)?.[1];
  return { rate, publishedOn: isoDayOrNull(cubeDate) ?? isoDayOrNull(publishingDate) };
}

/**
 * A JSON rates API with EUR as base. Both common shapes are accepted: `rates.RON`
 * (Frankfurter, exchangerate-api) and `ron` (under `eur` in the fawazahmed0 currency API, or at
 * the top level). The day comes from `date` when present.
 */
export function parseJsonRate(body: string): ParsedRate {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new UpstreamError('fallback source: malformed JSON');
  }
  if (typeof data !== 'object' || data === null) throw new UpstreamError('fallback source: not an object');
  const record = data as {
    rates?: { RON?: unknown };
    eur?: { ron?: unknown };
    ron?: unknown;
    date?: unknown;
  };
  const value = record.rates?.RON ?? record.eur?.ron ?? record.ron;
  if (typeof value !== 'number') throw new UpstreamError('fallback source: no RON rate');
  return { rate: checkedRate(value, 'fallback source'), publishedOn: isoDayOrNull(record.date) };
}

/** The configured sources, the NBR feed first; an unset URL is simply not called. */
export function configuredSources(config: {
  EXCHANGE_RATE_BNR_URL?: string | undefined;
  EXCHANGE_RATE_FALLBACK_URL?: string | undefined;
}): RateSource[] {
  const sources: RateSource[] = [];
  if (config.EXCHANGE_RATE_BNR_URL) sources.push({ url: config.EXCHANGE_RATE_BNR_URL, parse: parseBnrXml });
  if (config.EXCHANGE_RATE_FALLBACK_URL) {
    sources.push({ url: config.EXCHANGE_RATE_FALLBACK_URL, parse: parseJsonRate });
  }
  return sources;
}

/** Answers bigger than this are not a rates document (the NBR feed is about 3 KB). */
const MAX_BODY_BYTES = 512 * 1024;

/** GETs a source within `timeoutMs` and reads its rate; any failure is an UpstreamError. */
export async function fetchRate(source: RateSource, timeoutMs: number): Promise<ParsedRate> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(source.url, {
      headers: { accept: 'application/xml, application/json;q=0.9, */*;q=0.5' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new UpstreamError(`${source.url}: HTTP ${response.status}`);
    body = await response.text();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new UpstreamError(`${source.url}: ${reason}`);
  }
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) throw new UpstreamError(`${source.url}: answer too large`);
  return source.parse(body);
}

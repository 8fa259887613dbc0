/**
 * The one way the browser talks to the REST facade (/api/v0 on the gateway): cookies on every call,
 * JSON bodies, and the facade's error shapes (`message`, or `errors: [{msg}]` joined with ', ')
 * turned into one ApiError. GraphQL failures become the same ApiError (graphql-errors.ts).
 */
import { takeInitialAnswer } from '@/rendering/initial-content';

export const API_BASE = '/api/v0';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (network error, no gateway). */
    readonly status: number,
    /** True when the text came from the server's answer rather than a fallback. */
    readonly fromServer = false,
    /** True when the server's answer was a validation list (`errors: [{msg}]`), i.e. about the input. */
    readonly isValidation = false,
    /** The id the server logged an internal error under (5xx), for whoever reads the console. */
    readonly errorId?: string,
    /** The answer's JSON body, for a caller that needs more of it than the message (a sign-in's challenge). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The code the answer names (`{message, code}`) for a case a client must tell apart, if any. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** The call answered 404: the record does not exist, or the caller may not see it. */
export const isNotFound = (caught: unknown): boolean => caught instanceof ApiError && caught.status === 404;

/** A refusal of the record's state (409): someone changed it in between (its version moved on), or the move is not allowed. */
export const isConflict = (caught: unknown): boolean => caught instanceof ApiError && caught.status === 409;

type ErrorBody = { message?: unknown; error?: unknown; errors?: unknown; errorId?: unknown };

/** The header a state-changing call authenticated by the session cookie carries its CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** The server's own message when the body has one: `message`, or `errors[].msg` joined with ', '. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error, errors } = body as ErrorBody;
  if (Array.isArray(errors)) {
    const msgs = errors
      .map((e: unknown) => (typeof e === 'object' && e !== null ? (e as { msg?: unknown }).msg : undefined))
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (msgs.length > 0) return msgs.join(', ');
  }
  if (typeof message === 'string' && message.length > 0) return message;
  if (typeof error === 'string' && error.length > 0) return error;
  return undefined;
}

export function isValidationList(body: unknown): boolean {
  const errors = (body as ErrorBody | null)?.errors;
  return Array.isArray(errors) && errors.length > 0;
}

/** The errorId of a 5xx answer (`{ message, errorId }`), when it has one. */
export function errorIdOf(body: unknown): string | undefined {
  const errorId = (body as ErrorBody | null)?.errorId;
  return typeof errorId === 'string' && errorId !== '' ? errorId : undefined;
}

/** The answer's JSON body, or undefined when it has none (another type, or JSON that does not parse). */
export async function readJson(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/**
 * Text used when the server gives no message of its own (the per-call fallbacks). A function receives
 * the HTTP status, for the fallbacks that carry it ('Failed to fetch users ({status})'); the status is
 * 0 when no answer came at all.
 */
export type FallbackError = string | ((status: number) => string);

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  fallbackError: FallbackError;
  signal?: AbortSignal;
  /**
   * State-changing calls other than login and register (which carry the token in their body) fetch a
   * fresh CSRF token first and send it as the x-csrf-token header.
   */
  csrf?: boolean;
  /** The answer may have no JSON body (204, or a 200 with an empty body): resolve with undefined. */
  allowEmpty?: boolean;
  headers?: Record<string, string>;
}

export const fallbackText = (fallback: FallbackError, status: number): string =>
  typeof fallback === 'function' ? fallback(status) : fallback;

/** Fallback of GET /auth/csrf-token. */
export const CSRF_ERROR = 'Failed to get CSRF token';

/** GET /auth/csrf-token: fetched fresh before every state-changing call. */
/** The caller aborted the call (its signal): not a failure to report. */
export const isAbortError = (caught: unknown): boolean =>
  caught instanceof DOMException && caught.name === 'AbortError';

export async function getCsrfToken(signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<{ csrfToken?: unknown }>('/auth/csrf-token', {
    fallbackError: CSRF_ERROR,
    signal,
  });
  if (typeof body.csrfToken !== 'string' || body.csrfToken === '') throw new ApiError(CSRF_ERROR, 200);
  return body.csrfToken;
}

/** The ApiError of an answer that is not ok: the server's message when its body has one, else the fallback. */
function answerError(status: number, body: unknown, fallbackError: FallbackError): ApiError {
  const message = serverMessage(body);
  return new ApiError(
    message ?? fallbackText(fallbackError, status),
    status,
    message !== undefined,
    isValidationList(body),
    errorIdOf(body),
    body,
  );
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it names one. */
export function attachmentName(header: string | null): string | null {
  const name = /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? /filename=([^;\s]+)/i.exec(header ?? '')?.[1];
  return name ?? null;
}

/**
 * GET a file the server sends as an attachment, with the name it gives it. Read as a call, not
 * followed as a link, so that a refusal is told on the page instead of being saved as the file.
 */
export async function apiFile(
  path: string,
  { fallbackError, signal }: Pick<ApiRequest, 'fallbackError' | 'signal'>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await send(path, { signal }, fallbackError);
  if (!res.ok) throw answerError(res.status, await readJson(res), fallbackError);
  return { blob: await res.blob(), fileName: attachmentName(res.headers.get('content-disposition')) };
}

/** `fetch` to the API with the session's cookies; no answer at all is the call's fallback error (status 0). */
async function send(path: string, init: RequestInit, fallbackError: FallbackError): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, { ...init, credentials: 'include' });
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    throw new ApiError(fallbackText(fallbackError, 0), 0);
  }
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, fallbackError, signal, csrf = false, allowEmpty = false, ...extra }: ApiRequest,
): Promise<T> {
  if (method === 'GET') {
    // The server wrote this answer into the page it sent: no need to ask for it a second time.
    const written = takeInitialAnswer<T>(path);
    if (written !== undefined) return written;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...extra.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csrf) {
    try {
      headers[CSRF_HEADER] = await getCsrfToken(signal);
    } catch (cause) {
      if (isAbortError(cause)) throw cause;
      // Without a token the call cannot succeed; report it with this call's own fallback.
      const status = cause instanceof ApiError ? cause.status : 0;
      throw new ApiError(fallbackText(fallbackError, status), status);
    }
  }
  const res = await send(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal },
    fallbackError,
  );
  const data = await readJson(res);
  if (!res.ok) throw answerError(res.status, data, fallbackError);
  if (data === undefined) {
    // A 2xx that is not JSON (e.g. an HTML fallback page where no gateway runs) is not an answer,
    // even where an empty answer would be.
    const isHtml = (res.headers.get('content-type') ?? '').includes('html');
    if (allowEmpty && !isHtml) return undefined as T;
    throw new ApiError(fallbackText(fallbackError, res.status), res.status);
  }
  return data as T;
}

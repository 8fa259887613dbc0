/**
 * The one way the browser talks to the REST facade (/api/v0 on the gateway, public-site.md section 7):
 * cookies on every call, JSON bodies, and the spec's error shapes (`message`, or `errors: [{msg}]`
 * joined with ', ') turned into one ApiError.
 */
export const API_BASE = '/api/v0';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (network error, no gateway). */
    readonly status: number,
    /** True when the text came from the server's answer rather than a fallback. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = { message?: unknown; error?: unknown; errors?: unknown };

/** The server's own message when the body has one (section 8: message, or errors[].msg joined). */
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

async function readJson(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Text used when the server gives no message of its own (the spec's per-call fallbacks). */
  fallbackError: string;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, fallbackError, signal }: ApiRequest,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(fallbackError, 0);
  }
  const data = await readJson(res);
  if (!res.ok) {
    const message = serverMessage(data);
    throw new ApiError(message ?? fallbackError, res.status, message !== undefined);
  }
  // A 2xx that is not JSON (e.g. an HTML fallback page where no gateway runs) is not an answer.
  if (data === undefined) throw new ApiError(fallbackError, res.status);
  return data as T;
}

import { AppError, type Logger } from '@smarthome/service-kit';
import { isApplicationErrorCode, type ApplicationErrorCode } from '@smarthome/service-kit/contracts';

/** Who is asking, as the operations subgraph must see them: their own token, nothing more. */
export interface Caller {
  /** The caller's access token (from their session cookie or bearer header), sent on as a bearer token. */
  token: string;
  /** Ties the calls to the chat request in the logs of both services. */
  requestId?: string;
}

/** The caller behind a request, when it came with a token (a verified caller always does). */
export function callerOf(token: string | null, requestId: string): Caller | null {
  return token ? { token, requestId } : null;
}

export interface OperationsClientOptions {
  /** The operations subgraph's GraphQL URL (OPERATIONS_URL). */
  url: string;
  /** How long one call may take before the caller's records count as unavailable. */
  timeoutMs: number;
  log: Logger;
}

/** An application error of the operations subgraph (NOT_FOUND, BAD_USER_INPUT, …) with its message. */
export class OperationsRefusal extends AppError {
  constructor(code: ApplicationErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'OperationsRefusal';
  }
}

/** The operations subgraph could not answer (down, slow, or failed on its side). */
export class OperationsUnavailable extends Error {
  constructor(cause: unknown) {
    super('the operations subgraph could not answer', { cause });
    this.name = 'OperationsUnavailable';
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: unknown } & Record<string, unknown> }>;
}

/**
 * GraphQL over HTTP to the operations subgraph, always as the caller: the assistant holds no
 * account of its own there, so what it reads and writes for a person is exactly what that person
 * may read and write themselves (their own installations for a customer, all for staff).
 */
export class OperationsClient {
  constructor(private readonly options: OperationsClientOptions) {}

  async request<T>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    let answer: GraphQLAnswer<T>;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${caller.token}`,
          ...(caller.requestId ? { 'x-request-id': caller.requestId } : {}),
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      answer = (await response.json()) as GraphQLAnswer<T>;
    } catch (error) {
      this.options.log.warn({ err: error }, 'the operations subgraph could not be reached');
      throw new OperationsUnavailable(error);
    }
    const first = answer.errors?.[0];
    if (first) {
      const code = first.extensions?.code;
      if (isApplicationErrorCode(code)) throw new OperationsRefusal(code, first.message, first.extensions);
      this.options.log.warn({ code, message: first.message }, 'the operations subgraph failed');
      throw new OperationsUnavailable(first.message);
    }
    if (!answer.data) throw new OperationsUnavailable('no data');
    return answer.data;
  }
}

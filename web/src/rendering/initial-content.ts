/**
 * Answers of the REST facade that the server wrote into the page it sent (`#initial-content`, on the
 * pages the gateway writes: a post, a news item, the blog, the testimonials): `{answers: [{request,
 * data}]}`, where `request` is the path under /api/v0 the app would have asked for. The app shows
 * them at once instead of asking again. Requests are compared with their query parameters sorted,
 * so the order in which either side writes them does not matter. What each page carries, and the
 * type of each answer, is the contract both sides are checked against
 * (`@smarthome/service-kit/contracts/page-data`): a screen reads an answer with the typed request
 * it asks with (`pageRequests`), so it gets the type the gateway wrote.
 *
 * Each answer is used for the first read of its path only: a later visit to the same page (after
 * the visitor has moved on) asks the server, so it never shows content older than the visit.
 */

import type { AnswerRequest, InitialAnswer } from '@smarthome/service-kit/contracts/page-data';

let answers: Map<string, unknown> | null = null;

/** A request as compared: its path, then its query parameters in sorted order. */
function requestKey(request: string): string {
  const mark = request.indexOf('?');
  if (mark === -1) return request;
  const params = new URLSearchParams(request.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${request.slice(0, mark)}?${query}` : request.slice(0, mark);
}

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const script = document.getElementById('initial-content');
  if (!script?.textContent) return answers;
  try {
    const parsed = JSON.parse(script.textContent) as { answers?: unknown };
    for (const entry of Array.isArray(parsed.answers) ? parsed.answers : []) {
      const { request, data } = (entry ?? {}) as { request?: unknown; data?: unknown };
      if (typeof request === 'string' && data !== undefined) answers.set(requestKey(request), data);
    }
  } catch {
    // A page whose script cannot be read is simply read from the API.
  }
  return answers;
}

/**
 * The server's answer for `request`, if the page carries one that has not been used yet: of the
 * type the request is answered with, which is the type the gateway wrote it with.
 */
export function peekInitialAnswer<T>(request: AnswerRequest<T>): T | undefined {
  return pageAnswers().get(requestKey(request.path)) as T | undefined;
}

/**
 * The answer for the GET of `path`, used up: the next read of `path` goes to the server. For the
 * API client, which serves any GET from the page first (as `T`, as it would the server's answer).
 */
export function takeInitialAnswer<T>(path: string): T | undefined {
  const key = requestKey(path);
  const found = pageAnswers().get(key) as T | undefined;
  pageAnswers().delete(key);
  return found;
}

/**
 * Renders on the server with `written` as the page's answers, as the browser will read them from
 * `#initial-content`, so that the HTML it produces is what the hydrating render produces. `render`
 * must be synchronous (`renderToString`): the answers are set for its duration only, and no other
 * render can run in between on the one JavaScript thread.
 */
export function renderWithAnswers<T>(written: readonly InitialAnswer[], render: () => T): T {
  answers = new Map(written.map(({ request, data }) => [requestKey(request), data]));
  try {
    return render();
  } finally {
    answers = null;
  }
}

/** Forgets what was read from the page, for tests that write a new one. */
export function resetInitialAnswers(): void {
  answers = null;
}

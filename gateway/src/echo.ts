/**
 * What an answer may repeat of the request it answers: a path or a message is cut to a bounded
 * length, so an answer never grows with the URL a client sent (a 5,000-character path, say).
 */
const MAX_ECHOED = 120;

/** Text cut to at most MAX_ECHOED characters, an ellipsis marking the cut. */
export function bounded(text: string): string {
  return text.length > MAX_ECHOED ? `${text.slice(0, MAX_ECHOED)}…` : text;
}

/** The path of a request URL (no query string), bounded. */
export function echoedPath(url: string): string {
  return bounded(url.split('?')[0] ?? '');
}

/**
 * A parser of `text/event-stream` (the HTML server-sent events format), fed with text as it arrives:
 * a network chunk may end anywhere, inside a line, between a CR and its LF, or in the middle of an
 * event. Lines end with LF, CR or CRLF; `data` lines of one event are joined with '\n'; a line
 * starting with ':' is a comment (a keep-alive); an empty line dispatches the event. An event still
 * open when the stream ends is dropped, as the format requires: it may be cut short.
 */

export interface SseEvent {
  /** The `event` field; 'message' when the event names none. */
  event: string;
  data: string;
  /** The `id` field, when the event has one. */
  id?: string;
}

export interface SseParser {
  /** The events that `text` completes, in order. */
  push(text: string): SseEvent[];
  /**
   * The stream has ended: the events a final CR completes (it waited for a possible LF), then what
   * is left unfinished is dropped.
   */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let atStart = true;
  let eventType = '';
  let data: string[] = [];
  let id: string | undefined;

  const reset = () => {
    eventType = '';
    data = [];
    id = undefined;
  };

  const takeLine = (line: string, out: SseEvent[]) => {
    if (line === '') {
      // An event without data is no event (the format's rule), whatever else it named.
      if (data.length > 0) {
        out.push({
          event: eventType || 'message',
          data: data.join('\n'),
          ...(id === undefined ? {} : { id }),
        });
      }
      reset();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields are of no use here.
  };

  return {
    push(text) {
      buffer += text;
      if (atStart && buffer.length > 0) {
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
        atStart = false;
      }
      const out: SseEvent[] = [];
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        if (char === '\r') {
          // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
          if (i === buffer.length - 1) break;
          takeLine(buffer.slice(start, i), out);
          if (buffer[i + 1] === '\n') i += 1;
        } else {
          takeLine(buffer.slice(start, i), out);
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer.endsWith('\r')) takeLine(buffer.slice(0, -1), out);
      buffer = '';
      reset();
      return out;
    },
  };
}

/** Reading the chat's server-sent events in tests, as a browser's EventSource parser would. */

export interface ServerSentEvent {
  /** `message` when the event named none. */
  event: string;
  /** The `data:` lines, joined with line breaks. */
  data: string;
}

/** The complete events of a text (an unfinished last event is left out). */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  // The part after the last blank line is not a complete event yet.
  blocks.pop();
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return events;
}

/** The events of a fetch response's body, each as soon as it arrived. */
export async function* readServerSentEvents(response: Response): AsyncGenerator<ServerSentEvent> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true }).replace(/\r\n?/g, '\n');
    const end = buffer.lastIndexOf('\n\n');
    if (end === -1) continue;
    yield* parseServerSentEvents(buffer.slice(0, end + 2));
    buffer = buffer.slice(end + 2);
  }
}

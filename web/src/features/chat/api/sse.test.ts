import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

/** Every event of `chunks` fed one after the other, the stream then ended. */
function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('createSseParser', () => {
  it('reads named events and their data', () => {
    expect(parseAll(['event: delta\ndata: {"text":"Bună"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"Bună"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('puts an event split anywhere across chunks back together', () => {
    const stream = 'event: delta\ndata: {"text":"Pachetul Basic"}\n\nevent: done\ndata: {"response":"x"}\n\n';
    const whole = parseAll([stream]);
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(parseAll([stream.slice(0, cut), stream.slice(cut)])).toEqual(whole);
    }
    expect(parseAll(stream.split(''))).toEqual(whole);
  });

  it('dispatches an event only at its blank line, not when its chunk ends', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"a"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });

  it('joins the data lines of one event with a line feed', () => {
    expect(parseAll(['data: first\ndata: second\ndata:\ndata: fourth\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n\nfourth' },
    ]);
  });

  it('accepts CRLF and CR line ends, a CRLF split between chunks included', () => {
    expect(parseAll(['event: delta\r\ndata: a\r\n\r\nevent: done\rdata: b\r\r'])).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'done', data: 'b' },
    ]);
    // A CR at the end of a chunk and its LF at the start of the next are one line end, not two.
    expect(parseAll(['data: a\r', '\ndata: b\r', '\n\r', '\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('skips comments, takes one space after the colon, keeps the id and ignores other fields', () => {
    expect(
      parseAll([': keep-alive\n\nid: 7\nretry: 1000\nevent:delta\ndata:  two spaces\nfoo: bar\n\n']),
    ).toEqual([{ event: 'delta', data: ' two spaces', id: '7' }]);
  });

  it('drops an event without data, and one the stream ends in the middle of', () => {
    expect(parseAll(['event: delta\n\n', 'event: done\ndata: {"response":"cut'])).toEqual([]);
  });

  it('ignores a byte order mark at the start of the stream', () => {
    expect(parseAll(['\uFEFFdata: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });
});

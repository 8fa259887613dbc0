import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_CHARACTERS, MAX_REQUEST_MESSAGES, requestMessages, type ChatTurn } from './chat-request';

const turn = (n: number, length = 10): ChatTurn => ({
  role: n % 2 === 0 ? 'user' : 'assistant',
  content: String(n).padEnd(length, '.'),
});

describe('requestMessages', () => {
  it('sends a short conversation whole, as role and content only', () => {
    const conversation = [
      { role: 'user', content: 'Cât costă pachetul Basic?', id: 'a' },
      { role: 'assistant', content: '100 €', id: 'b' },
      { role: 'user', content: 'Și Premium?', id: 'c' },
    ] as const;
    expect(requestMessages(conversation)).toEqual([
      { role: 'user', content: 'Cât costă pachetul Basic?' },
      { role: 'assistant', content: '100 €' },
      { role: 'user', content: 'Și Premium?' },
    ]);
  });

  it('sends at most the last 20 messages', () => {
    const conversation = Array.from({ length: 25 }, (_, n) => turn(n));
    const sent = requestMessages(conversation);
    expect(sent).toHaveLength(MAX_REQUEST_MESSAGES);
    expect(sent[0]).toEqual(turn(5));
    expect(sent.at(-1)).toEqual(turn(24));
  });

  it('drops the oldest messages while the whole is longer than the assistant accepts', () => {
    const conversation = Array.from({ length: 8 }, (_, n) => turn(n, 2_000));
    const sent = requestMessages(conversation);
    expect(sent).toEqual(conversation.slice(2));
    expect(sent.reduce((sum, t) => sum + t.content.length, 0)).toBeLessThanOrEqual(MAX_REQUEST_CHARACTERS);
  });

  it('always keeps the question itself', () => {
    const question = turn(0, MAX_REQUEST_CHARACTERS + 1);
    expect(requestMessages([turn(1), question])).toEqual([question]);
  });
});

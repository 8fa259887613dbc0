/** The fake OpenAI server speaks the protocol the real SDK expects, streamed or not. */
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../src/testing/index.js';

let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'Bună ziua! Cu ce vă pot ajuta?', apiKey: 'k' });
  client = new OpenAI({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 });
});
afterAll(() => fake?.stop());
beforeEach(() => fake.reset());

const messages = [
  { role: 'system' as const, content: 'Instrucțiuni' },
  { role: 'user' as const, content: 'Salut acolo' },
];

describe('the fake OpenAI server', () => {
  it('answers a request without streaming, with usage, and records it', async () => {
    const completion = await client.chat.completions.create({ model: 'm', messages });

    expect(completion.choices[0]!.message.content).toBe('Bună ziua! Cu ce vă pot ajuta?');
    // Words of the messages (1 + 2) and of the answer (7).
    expect(completion.usage).toMatchObject({ prompt_tokens: 3, completion_tokens: 7, total_tokens: 10 });
    expect(fake.requests).toMatchObject([{ model: 'm', messages, stream: false, outcome: 'answered' }]);
  });

  it('streams chunks, then the usage chunk when asked for it', async () => {
    fake.configure({ usage: { promptTokens: 11, completionTokens: 4 } });
    const stream = await client.chat.completions.create({
      model: 'm',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    let usage: unknown;
    for await (const chunk of stream) {
      const content = chunk.choices[0]?.delta?.content;
      if (content) pieces.push(content);
      if (chunk.usage) usage = chunk.usage;
    }

    expect(pieces).toEqual(['Bună ', 'ziua! ', 'Cu ', 'ce ', 'vă ', 'pot ', 'ajuta?']);
    expect(usage).toEqual({ prompt_tokens: 11, completion_tokens: 4, total_tokens: 15 });
  });

  it('fails the next requests on demand, and refuses another key', async () => {
    fake.failNext(1, { status: 500 });
    await expect(client.chat.completions.create({ model: 'm', messages })).rejects.toMatchObject({
      status: 500,
    });
    await expect(client.chat.completions.create({ model: 'm', messages })).resolves.toBeDefined();

    const stranger = new OpenAI({ apiKey: 'other', baseURL: fake.url, maxRetries: 0 });
    await expect(stranger.chat.completions.create({ model: 'm', messages })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('hangs while told to, until the client gives up', async () => {
    fake.hang();
    const controller = new AbortController();
    const pending = client.chat.completions.create({ model: 'm', messages }, { signal: controller.signal });
    await fake.waitFor((requests) => requests[0]?.outcome === 'hung');
    controller.abort();

    await expect(pending).rejects.toThrow();
    await fake.waitFor((requests) => requests[0]?.outcome === 'closed');
  });
});

import { postGraphQL } from '@smarthome/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAssistant } from '../testing/index.js';
import {
  chatBody,
  startChatSuite,
  streamChat,
  uniqueQuestion,
  type Caller,
  type ChatSuite,
} from '../../test/helpers.js';

const EXPORT = /* GraphQL */ `
  {
    myAssistantData {
      exchanges {
        question
        answer
        model
        cached
        promptTokens
        completionTokens
        askedAt
        answeredAt
      }
      usageToday {
        used
        limit
      }
    }
  }
`;
const USAGE = { promptTokens: 210, completionTokens: 34 };

interface Exported {
  myAssistantData: {
    exchanges: Array<{ question: string; answer: string; promptTokens: number; completionTokens: number }>;
    usageToday: { used: number; limit: number };
  };
}

let suite: ChatSuite;
let assistant: TestAssistant;

beforeAll(async () => {
  suite = await startChatSuite('data_export', {
    usage: USAGE,
    reply: (request) => `Răspuns la: ${request.messages.at(-1)?.content ?? ''}`,
  });
  assistant = await suite.start({ build: { relay: false, consume: false } });
});
afterAll(() => suite?.stop());

async function exportOf(caller: Caller) {
  return postGraphQL<Exported>(assistant.app, { query: EXPORT, token: caller.token });
}

describe('myAssistantData', () => {
  it("holds the caller's conversation with each answer's tokens, and today's usage; nobody else's", async () => {
    const [ana, dan] = [await suite.caller(), await suite.caller()];
    const question = uniqueQuestion('Cât costă pachetul Premium?');
    expect((await streamChat(assistant, ana, chatBody(question))).status).toBe(200);
    expect((await streamChat(assistant, dan, chatBody(uniqueQuestion('Adresa mea e secretă')))).status).toBe(
      200,
    );

    const response = await exportOf(ana);
    expect(response.errors).toBeUndefined();
    const data = response.data!.myAssistantData;
    expect(data.exchanges).toEqual([
      expect.objectContaining({ question, answer: `Răspuns la: ${question}`, cached: false, ...USAGE }),
    ]);
    expect(data.usageToday.used).toBe(1);
  });

  it('leaves out a cleared conversation', async () => {
    const ion = await suite.caller();
    expect((await streamChat(assistant, ion, chatBody(uniqueQuestion()))).status).toBe(200);
    await postGraphQL(assistant.app, { query: 'mutation { clearChatHistory }', token: ion.token });
    expect((await exportOf(ion)).data!.myAssistantData.exchanges).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    const response = await postGraphQL(assistant.app, { query: EXPORT });
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

import { describe, expect, it } from 'vitest';
import { issueProposal } from '../testing/chat-stream';
import { conversationOf, latestProposalId, needsSignIn, type ChatEntry } from './conversation';

const entry = (
  id: string,
  role: ChatEntry['role'],
  content: string,
  more: Partial<ChatEntry> = {},
): ChatEntry => ({
  id,
  role,
  content,
  ...more,
});

describe('conversationOf', () => {
  it('is the answered turns, without a question that got a failure instead of an answer', () => {
    const entries = [
      entry('1', 'user', 'Cât costă pachetul Basic?'),
      entry('2', 'assistant', '100 €.'),
      entry('3', 'user', 'Și Premium?'),
      entry('4', 'assistant', 'Failed to send message: 502', { failure: { kind: 'message', text: 'x' } }),
      entry('5', 'user', 'Și Advanced?'),
      entry('6', 'assistant', '', { pending: true }),
    ];
    expect(conversationOf(entries)).toEqual([
      { role: 'user', content: 'Cât costă pachetul Basic?' },
      { role: 'assistant', content: '100 €.' },
      { role: 'user', content: 'Și Advanced?' },
    ]);
  });
});

describe('needsSignIn', () => {
  it('is true while the sign-in request is on screen', () => {
    expect(needsSignIn([entry('1', 'user', 'Salut')])).toBe(false);
    expect(
      needsSignIn([
        entry('1', 'user', 'Salut'),
        entry('2', 'assistant', 'Conectează-te', { failure: { kind: 'sign-in' } }),
      ]),
    ).toBe(true);
  });
});

describe('latestProposalId', () => {
  it('is the newest entry with a proposal, answered or not; null without one', () => {
    const proposed = (id: string, state: NonNullable<ChatEntry['proposal']>['state']) =>
      entry(id, 'assistant', 'Pot raporta problema.', { proposal: { action: issueProposal(id), state } });
    expect(latestProposalId([entry('1', 'user', 'Salut'), entry('2', 'assistant', 'Bună!')])).toBeNull();
    expect(
      latestProposalId([
        proposed('2', { kind: 'open' }),
        proposed('4', { kind: 'cancelled' }),
        entry('5', 'user', 'Mulțumesc'),
        entry('6', 'assistant', 'Cu plăcere.'),
      ]),
    ).toBe('4');
  });
});

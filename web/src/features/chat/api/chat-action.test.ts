import { describe, expect, it } from 'vitest';
import { issueProposal } from '../testing/chat-stream';
import { actionOf, isSpent } from './chat-action';

describe('actionOf', () => {
  it('reads a proposal to open an issue, without fields of its own', () => {
    const proposal = issueProposal();
    expect(actionOf({ ...proposal, extra: 'ignored' })).toEqual(proposal);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a text', 'create_issue'],
    ['a kind the panel does not know', issueProposal(undefined, { kind: 'delete_installation' })],
    ['a proposal without an id', issueProposal('')],
    ['an installation id that is not a whole number', issueProposal(undefined, { installationId: '3' })],
    ['a proposal without a title', issueProposal(undefined, { title: '' })],
    ['a description that is not text', issueProposal(undefined, { description: null })],
    ['a proposal without its expiry', issueProposal(undefined, { expiresAt: undefined })],
  ])('leaves out %s', (_, value) => {
    expect(actionOf(value)).toBeUndefined();
  });
});

describe('isSpent', () => {
  it('is true for the answers of a proposal gone (404) or used (409) only', () => {
    expect([404, 409, 400, 401, 500, 0].map(isSpent)).toEqual([true, true, false, false, false, false]);
  });
});

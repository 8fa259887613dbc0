import { describe, expect, it } from 'vitest';
import { ApiError, isConflict } from '@/lib/api-client';
import {
  installationIdFromQuery,
  statusButtons,
  statusLabel,
  toIssueInput,
  validateComment,
  validateIssue,
} from './issue-rules';

describe('issue status', () => {
  it("shows wip as 'In Progress'", () => {
    expect(statusLabel('wip')).toBe('In Progress');
    expect(statusLabel('open')).toBe('Open');
    expect(statusLabel('resolved')).toBe('Resolved');
  });

  it('offers the three buttons with their hide and disable rules', () => {
    expect(statusButtons('open', { withReopen: true })).toEqual([
      { target: 'wip', disabled: false },
      { target: 'resolved', disabled: false },
    ]);
    expect(statusButtons('wip', { withReopen: true })).toEqual([
      { target: 'resolved', disabled: false },
      { target: 'open', disabled: false },
    ]);
    expect(statusButtons('resolved', { withReopen: true })).toEqual([
      { target: 'wip', disabled: true },
      { target: 'open', disabled: false },
    ]);
  });

  it('leaves Reopen out of the list', () => {
    expect(statusButtons('wip', { withReopen: false })).toEqual([{ target: 'resolved', disabled: false }]);
    expect(statusButtons('resolved', { withReopen: false })).toEqual([{ target: 'wip', disabled: true }]);
  });
});

describe('issue form', () => {
  it("needs installation, title and description: 'Please fill out all fields'", () => {
    const full = { installationId: '3', title: 'Senzor', description: 'Nu raportează' };
    expect(validateIssue(full)).toBeNull();
    for (const field of ['installationId', 'title', 'description'] as const) {
      expect(validateIssue({ ...full, [field]: '  ' })).toBe('Please fill out all fields');
    }
  });

  it('sends the texts trimmed', () => {
    expect(toIssueInput({ installationId: ' 3 ', title: ' A ', description: ' B\nC ' })).toEqual({
      installationId: '3',
      title: 'A',
      description: 'B\nC',
    });
  });

  it('takes a whole number from the address as the installation, and nothing else', () => {
    expect(installationIdFromQuery('12')).toBe('12');
    expect(installationIdFromQuery('abc')).toBe('');
    expect(installationIdFromQuery(null)).toBe('');
  });
});

describe('comments', () => {
  it("refuses an empty or blank comment: 'Comment cannot be empty'", () => {
    expect(validateComment('   \n')).toBe('Comment cannot be empty');
    expect(validateComment('Mulțumesc')).toBeNull();
  });
});

describe('failures', () => {
  it("tells a conflict (409) apart, and prefers the server's message", () => {
    const conflict = new ApiError('Changed in the meantime', 409, true);
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(new ApiError('x', 400, true))).toBe(false);
  });
});

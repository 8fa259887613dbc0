import { describe, expect, it } from 'vitest';
import { clashes, meanwhileNotice, rebased } from './rebased-values';

describe('rebased', () => {
  const read = { name: 'Casă', description: '', cost: '100', tags: ['zigbee'] };

  it('gives the fields left as read their new values and keeps the ones the user changed', () => {
    const typed = { ...read, name: 'Casă nouă' };
    const reread = { ...read, description: 'Scris de altcineva', tags: ['zigbee', 'wifi'] };
    expect(rebased(typed, read, reread)).toEqual({
      name: 'Casă nouă',
      description: 'Scris de altcineva',
      cost: '100',
      tags: ['zigbee', 'wifi'],
    });
  });

  it('keeps what the user typed where the record changed too', () => {
    const typed = { ...read, cost: '250' };
    expect(rebased(typed, read, { ...read, cost: '300' }).cost).toBe('250');
  });

  it('compares lists by their items, not by identity', () => {
    const typed = { ...read, tags: ['zigbee'] };
    expect(rebased(typed, read, { ...read, tags: ['wifi'] }).tags).toEqual(['wifi']);
  });
});

describe('clashes', () => {
  const read = { name: 'Casă', description: '', cost: '100' };

  it('names the fields both changed to different values, with the other value', () => {
    const typed = { ...read, name: 'Casă nouă', cost: '250', description: 'La fel' };
    const reread = { ...read, name: 'Casa Popescu', cost: '250', description: 'La fel' };
    // The cost and the description were changed to the same value on both sides: nothing to check.
    expect(clashes(typed, read, reread)).toEqual({ name: 'Casa Popescu' });
  });

  it('leaves out what only one side changed', () => {
    expect(clashes({ ...read, name: 'Casă nouă' }, read, { ...read, cost: '300' })).toEqual({});
  });
});

describe('meanwhileNotice', () => {
  it('quotes the other value on one line, at most 120 characters, or says it was emptied', () => {
    expect(meanwhileNotice({ status: 'in_progress' }, 'status', () => 'In Progress')).toBe(
      'Someone else saved “In Progress” here in the meantime. Yours is kept: saving puts it in their place.',
    );
    const long = meanwhileNotice({ description: `Prima linie\n${'x'.repeat(200)}` }, 'description');
    expect(long).toContain(`“Prima linie ${'x'.repeat(107)}…”`);
    expect(meanwhileNotice({ description: '' }, 'description')).toBe(
      'Someone else emptied this field in the meantime. Yours is kept: saving puts it in their place.',
    );
    expect(meanwhileNotice<{ name: string }, 'name'>({}, 'name')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { rebased } from './rebased-values';

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

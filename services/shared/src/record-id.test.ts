import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { isRecordId, toRecordId } from './record-id.js';

describe('record ids', () => {
  const id = new Types.ObjectId().toHexString();

  it('are ObjectIds in 24 hex digits, either case', () => {
    expect(isRecordId(id)).toBe(true);
    expect(isRecordId(id.toUpperCase())).toBe(true);
    for (const other of ['abc', `${id}0`, 'g'.repeat(24), 'twelve chars', '', 42, null, { $ne: null }]) {
      expect(isRecordId(other)).toBe(false);
    }
  });

  it('turn into the ObjectId, or NOT_FOUND with the given text', () => {
    expect(toRecordId(id, 'Post not found').toHexString()).toBe(id);
    for (const malformed of ['abc', '{"$ne":null}', 'twelve chars']) {
      expect(() => toRecordId(malformed, 'Post not found')).toThrow(
        expect.objectContaining({ code: 'NOT_FOUND', message: 'Post not found' }),
      );
    }
  });
});

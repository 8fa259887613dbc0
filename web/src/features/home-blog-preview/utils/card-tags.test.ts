import { describe, expect, it } from 'vitest';
import { cardTags, topTagCounts } from './card-tags';

describe('home blog preview card tags', () => {
  const counts = topTagCounts([
    { name: 'zigbee', count: 3 },
    { name: 'automatizări', count: 9 },
    { name: 'energie', count: 5 },
  ]);

  it('shows the two most used tags of the post, highest count first', () => {
    expect(cardTags(['zigbee', 'energie', 'automatizări'], counts)).toEqual(['automatizări', 'energie']);
  });

  it('puts tags outside the top list last and keeps the post’s order between equals', () => {
    expect(cardTags(['rar', 'zigbee'], counts)).toEqual(['zigbee', 'rar']);
    expect(cardTags(['b', 'a', 'c'], counts)).toEqual(['b', 'a']);
    expect(cardTags(['b', 'a', 'c'], new Map())).toEqual(['b', 'a']);
  });

  it('shows each tag once, and none for a post without tags', () => {
    expect(cardTags(['zigbee', 'zigbee'], counts)).toEqual(['zigbee']);
    expect(cardTags([], counts)).toEqual([]);
  });

  it('uses only the 10 most used tags of the blog', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `t${i}`, count: i + 1 }));
    const top = topTagCounts(many);
    expect([...top.keys()]).toHaveLength(10);
    expect(top.has('t0')).toBe(false);
    expect(top.has('t1')).toBe(false);
    expect(cardTags(['t0', 't1', 't2'], top)).toEqual(['t2', 't0']);
  });
});

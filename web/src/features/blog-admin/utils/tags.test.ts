import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tags';

describe('tags', () => {
  it('are added trimmed; an empty one or a duplicate changes nothing', () => {
    expect(addTag([], '  zigbee ')).toEqual(['zigbee']);
    expect(addTag(['zigbee'], 'zigbee')).toEqual(['zigbee']);
    expect(addTag(['zigbee'], ' zigbee  ')).toEqual(['zigbee']);
    expect(addTag(['zigbee'], '   ')).toEqual(['zigbee']);
    expect(addTag(['zigbee'], 'Zigbee')).toEqual(['zigbee', 'Zigbee']);
  });

  it('are removed by name', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

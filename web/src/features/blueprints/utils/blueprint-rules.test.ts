import { describe, expect, it } from 'vitest';
import { tagFromQuery, toBlueprintInput, validateBlueprint } from './blueprint-rules';

describe('blueprint form', () => {
  it("needs title, tag and content after trimming: 'Title, tag, and content are required'", () => {
    const full = { title: 'Lumini', tag: 'lighting', content: 'alias: x' };
    expect(validateBlueprint(full)).toBeNull();
    for (const field of ['title', 'tag', 'content'] as const) {
      expect(validateBlueprint({ ...full, [field]: ' \n ' })).toBe('Title, tag, and content are required');
    }
  });

  it("trims title and tag, and keeps the YAML's indentation", () => {
    expect(
      toBlueprintInput({
        title: ' Lumini ',
        tag: ' lighting ',
        content: '\n  trigger:\n    - platform: sun\n\n',
      }),
    ).toEqual({ title: 'Lumini', tag: 'lighting', content: '  trigger:\n    - platform: sun' });
  });

  it('reads the tag filter from the address', () => {
    expect(tagFromQuery(' lighting ')).toBe('lighting');
    expect(tagFromQuery(null)).toBe('');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput, withTag, type TagInputTexts } from './tag-input';

const base = {
  label: 'Tags',
  placeholder: 'Type a tag',
  add: 'Add',
  remove: (tag: string) => `Remove tag ${tag}`,
};

function Field({ texts, initial = [] }: { texts: TagInputTexts; initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <form
      onSubmit={() => {
        throw new Error('submitted');
      }}
    >
      <TagInput id="tag" tags={tags} onChange={setTags} texts={texts} />
    </form>
  );
}

describe('withTag', () => {
  it('adds a tag trimmed, ignores an empty one and one already there', () => {
    expect(withTag(['zigbee'], '  matter ')).toEqual(['zigbee', 'matter']);
    expect(withTag(['zigbee'], ' zigbee ')).toEqual(['zigbee']);
    expect(withTag(['zigbee'], '   ')).toEqual(['zigbee']);
  });
});

describe('TagInput', () => {
  it('adds with Enter (not submitting) or Add, trimmed and once; × removes and keeps the focus in the field', async () => {
    render(<Field texts={{ ...base, list: 'Added tags' }} />);
    const entry = screen.getByRole('textbox', { name: 'Tags' });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(entry, ' zigbee {Enter}');
    await userEvent.type(entry, 'senzori');
    await userEvent.click(add);
    await userEvent.type(entry, 'zigbee{Enter}');
    const list = screen.getByRole('list', { name: 'Added tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['zigbee', 'senzori']);
    expect(entry).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag zigbee' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(entry).toHaveFocus();
  });

  it('with a name for the entry, is a group named by the label, and says when there are no tags', () => {
    render(<Field texts={{ ...base, entry: 'New tag', none: 'No tags yet.' }} />);
    const group = screen.getByRole('group', { name: 'Tags' });
    expect(within(group).getByRole('textbox', { name: 'New tag' })).toBeInTheDocument();
    expect(within(group).getByText('No tags yet.')).toBeInTheDocument();
  });

  it('takes nothing while disabled', () => {
    render(<TagInput id="tag" tags={['zigbee']} onChange={() => {}} texts={base} maxLength={50} disabled />);
    expect(screen.getByRole('textbox', { name: 'Tags' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveAttribute('maxlength', '50');
    expect(screen.getByRole('button', { name: 'Remove tag zigbee' })).toBeDisabled();
  });
});

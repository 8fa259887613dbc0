import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';

let editor: Editor | undefined;

/** A real editor holding `content`, the text of its first block selected (or the cursor at its start), under its toolbar. */
function setup(content: string, select: 'text' | 'start' = 'text') {
  editor = new Editor({ extensions: editorExtensions, content });
  const first = editor.state.doc.firstChild!;
  editor.commands.setTextSelection(select === 'text' ? { from: 1, to: first.nodeSize - 1 } : 1);
  render(<EditorToolbar editor={editor} controls="content" />);
  return { editor, toolbar: screen.getByRole('toolbar', { name: 'Formatting' }) };
}

/** The post's HTML, without the empty paragraph the editor keeps after a last heading, list or code block. */
const html = () => editor!.getHTML().replace(/<p><\/p>$/, '');

afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

describe('the editor toolbar', () => {
  it('names every control and offers exactly the ten code languages', () => {
    const { toolbar } = setup('<p>Text</p>');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Image',
      'Code block',
      'Undo',
      'Redo',
    ]);
    const language = within(toolbar).getByRole('combobox', { name: 'Code language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['markup', 'javascript', 'css', 'php', 'ruby', 'python', 'java', 'c', 'csharp', 'cpp']);
  });

  it('applies a format and shows it pressed', async () => {
    const { toolbar } = setup('<p>Senzori</p>');
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    expect(html()).toBe('<p><strong>Senzori</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(html()).toBe('<h2><strong>Senzori</strong></h2>');
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('makes lists and quotes', async () => {
    const { toolbar } = setup('<p>Unu</p>');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(html()).toBe('<ul><li><p>Unu</p></li></ul>');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    expect(html()).toBe('<ol><li><p>Unu</p></li></ol>');
    expect(within(toolbar).getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(toolbar).getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('writes a code block as <pre><code class="language-…"> in the chosen language, and changes it in place', async () => {
    const { toolbar } = setup('<p>print("salut")</p>');
    const language = within(toolbar).getByRole('combobox', { name: 'Code language' });
    await userEvent.selectOptions(language, 'python');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Code block' }));
    expect(html()).toBe('<pre><code class="language-python">print("salut")</code></pre>');
    expect(within(toolbar).getByRole('button', { name: 'Code block' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.selectOptions(language, 'cpp');
    expect(html()).toBe('<pre><code class="language-cpp">print("salut")</code></pre>');
  });

  it('shows the language of the code block the cursor is in', () => {
    const { toolbar } = setup('<pre><code class="language-ruby">puts 1</code></pre>', 'start');
    expect(within(toolbar).getByRole('combobox', { name: 'Code language' })).toHaveValue('ruby');
  });

  it('links the selection through the link dialog, refusing an address that cannot be one', async () => {
    const { toolbar } = setup('<p>Pachete</p>');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const url = within(dialog).getByLabelText('Link URL');
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(url).toHaveAccessibleDescription('Enter an http(s) or mailto address');
    expect(html()).toBe('<p>Pachete</p>');

    await userEvent.clear(url);
    await userEvent.type(url, 'example.ro/pachete{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.ro/pachete">Pachete</a></p>',
    );
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('edits and removes an existing link', async () => {
    const { toolbar } = setup('<p><a href="https://a.ro">Aici</a></p>', 'start');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    expect(within(dialog).getByLabelText('Link URL')).toHaveValue('https://a.ro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(html()).toBe('<p>Aici</p>');
  });

  it('inserts an image by address with its alternative text', async () => {
    const { toolbar } = setup('<p>Text</p>', 'start');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert image' });
    await userEvent.type(within(dialog).getByLabelText('Image URL'), 'https://example.ro/hub.jpg');
    await userEvent.type(within(dialog).getByLabelText('Alternative text'), 'Hubul Zigbee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(html()).toContain('<img src="https://example.ro/hub.jpg" alt="Hubul Zigbee">');
  });

  it('undoes and redoes, each enabled only when there is something to undo or redo', async () => {
    const { toolbar } = setup('<p>Text</p>');
    const undo = within(toolbar).getByRole('button', { name: 'Undo' });
    const redo = within(toolbar).getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Italic' }));
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    expect(html()).toBe('<p>Text</p>');
    expect(redo).toBeEnabled();
    await userEvent.click(redo);
    expect(html()).toBe('<p><em>Text</em></p>');
  });

  it('is one stop in the Tab order, and the arrow keys move between its controls', async () => {
    const { toolbar } = setup('<p>Text</p>');
    const tabStops = () => Array.from(toolbar.querySelectorAll('[tabindex="0"]'));
    const first = within(toolbar).getByRole('button', { name: 'Heading 2' });
    expect(tabStops()).toEqual([first]);
    act(() => first.focus());
    await userEvent.keyboard('{ArrowRight}');
    const second = within(toolbar).getByRole('button', { name: 'Heading 3' });
    expect(second).toHaveFocus();
    // The control used last is where Tab comes back to.
    expect(tabStops()).toEqual([second]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Undo and Redo are disabled, so the last control is the language picker.
    expect(within(toolbar).getByRole('combobox', { name: 'Code language' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });
});

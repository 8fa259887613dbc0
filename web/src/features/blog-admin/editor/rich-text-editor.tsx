import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { editorExtensions } from './editor-extensions';
import { EDITOR_HEIGHT_PX } from './editor-size';
import { EditorToolbar } from './editor-toolbar';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /**
   * The post's HTML. The editor opens with it, and takes it again when it changes from outside (the
   * form following the post, read again after someone else saved it); the HTML the editor reports
   * through `onChange` comes back here and is left as it is.
   */
  content: string;
  /** Called with the post's HTML after every change. */
  onChange: (html: string) => void;
  /** The id of the element naming the field (its label). */
  labelledBy: string;
  /** The id of the field's error or hint, when shown. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The post's rich-text editor (Tiptap): a toolbar over the editable text, which is a labelled
 * multi-line textbox for assistive technology. Loaded on its own, only by the blog form.
 */
export default function RichTextEditor({
  content,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const contentId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  /** The HTML the editor holds: as it opened with, as it last reported, or as it was last given. */
  const held = useRef(content);
  const editor = useEditor({
    extensions: editorExtensions,
    content,
    onUpdate: ({ editor: current }) => {
      held.current = current.getHTML();
      onChangeRef.current(held.current);
    },
  });

  useEffect(() => {
    if (content === held.current) return;
    held.current = content;
    editor.commands.setContent(content, { emitUpdate: false });
  }, [editor, content]);

  // The editable element's attributes follow the field's state (error shown or not).
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id: contentId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: styles.content ?? '',
          spellcheck: 'true',
        },
      },
    });
  }, [editor, contentId, labelledBy, describedBy, invalid]);

  return (
    <div className={styles.editor} style={{ height: EDITOR_HEIGHT_PX }} data-invalid={invalid || undefined}>
      <EditorToolbar editor={editor} controls={contentId} />
      <div className={styles.scroller}>
        <EditorContent editor={editor} className={styles.contentHost} />
      </div>
    </div>
  );
}

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { editorExtensions } from './editor-extensions';
import { EDITOR_HEIGHT_PX } from './editor-size';
import { EditorToolbar } from './editor-toolbar';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The HTML the editor opens with; later changes of the prop are not applied (the editor owns the text). */
  initialContent: string;
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
  initialContent,
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

  const editor = useEditor({
    extensions: editorExtensions,
    content: initialContent,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  });

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

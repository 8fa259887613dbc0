import { useEditorState, type Editor } from '@tiptap/react';
import { Code2, ImagePlus, Link2 } from 'lucide-react';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { codeLanguageLabels, codeLanguages, isCodeLanguage, type CodeLanguage } from './code-languages';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { formattingActions, historyActions, tooltipOf, type ToolbarAction } from './toolbar-actions';
import { useRovingFocus } from './use-roving-focus';
import styles from './rich-text-editor.module.css';

const t = blogAdminTexts.editor;
const allActions = [...formattingActions.flat(), ...historyActions];

interface EditorToolbarProps {
  editor: Editor;
  /** The id of the editable area the toolbar acts on. */
  controls: string;
}

/** What the toolbar shows of the selection: pressed toggles, possible undo/redo, the code block's language. */
function readState(editor: Editor) {
  const pressed: Record<string, boolean> = {};
  const enabled: Record<string, boolean> = {};
  for (const action of allActions) {
    if (action.active) pressed[action.name] = action.active(editor);
    enabled[action.name] = action.enabled ? action.enabled(editor) : true;
  }
  const inCodeBlock = editor.isActive('codeBlock');
  const language = inCodeBlock ? ((editor.getAttributes('codeBlock').language as string | null) ?? '') : null;
  return { pressed, enabled, link: editor.isActive('link'), inCodeBlock, language };
}

/** Keeps the editor's focus and selection when a toolbar button is clicked with the mouse. */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

interface ToolButtonProps {
  label: string;
  title: string;
  pressed?: boolean;
  disabled?: boolean;
  controls: string;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, title, pressed, disabled, controls, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={title}
      aria-pressed={pressed}
      aria-controls={controls}
      disabled={disabled}
      onMouseDown={keepEditorFocus}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The formatting toolbar: headings, bold, italic, lists, quote, link, image by address, code block
 * with its language, undo and redo. Toggles say whether they are on (aria-pressed).
 */
export function EditorToolbar({ editor, controls }: EditorToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) });
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(toolbar);
  // The language a new code block gets; inside a block the picker shows and changes that block's.
  const [nextLanguage, setNextLanguage] = useState<CodeLanguage>(codeLanguages[0]);

  const run = (action: ToolbarAction) => action.run(editor.chain().focus()).run();
  const backToText = () => {
    setDialog(null);
    // After the dialog has returned the focus to its button, writing goes on where it stopped —
    // unless the form has gone in the meantime (the frame may come after the editor's end).
    requestAnimationFrame(() => {
      if (!editor.isDestroyed) editor.commands.focus();
    });
  };

  const chooseLanguage = (language: string) => {
    if (!isCodeLanguage(language)) return;
    setNextLanguage(language);
    if (state.inCodeBlock) editor.chain().focus().updateAttributes('codeBlock', { language }).run();
  };
  const shownLanguage = state.language ?? nextLanguage;

  const button = (action: ToolbarAction) => (
    <ToolButton
      key={action.name}
      label={action.label}
      title={tooltipOf(action)}
      pressed={action.active ? Boolean(state.pressed[action.name]) : undefined}
      disabled={!state.enabled[action.name]}
      controls={controls}
      onClick={() => run(action)}
    >
      <action.icon aria-hidden="true" size={18} />
    </ToolButton>
  );

  return (
    <>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t.toolbar}
        aria-controls={controls}
        className={styles.toolbar}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        {formattingActions.map((group, index) => (
          <div key={index} className={styles.group}>
            {group.map(button)}
          </div>
        ))}
        <div className={styles.group}>
          <ToolButton
            label={t.link}
            title={t.link}
            pressed={state.link}
            controls={controls}
            onClick={() => setDialog('link')}
          >
            <Link2 aria-hidden="true" size={18} />
          </ToolButton>
          <ToolButton label={t.image} title={t.image} controls={controls} onClick={() => setDialog('image')}>
            <ImagePlus aria-hidden="true" size={18} />
          </ToolButton>
        </div>
        <div className={styles.group}>
          <ToolButton
            label={t.codeBlock}
            title={tooltipOf({ label: t.codeBlock, shortcut: 'Mod+Alt+C' })}
            pressed={state.inCodeBlock}
            controls={controls}
            onClick={() => editor.chain().focus().toggleCodeBlock({ language: shownLanguage }).run()}
          >
            <Code2 aria-hidden="true" size={18} />
          </ToolButton>
          <select
            className={styles.language}
            aria-label={t.codeLanguage}
            title={t.codeLanguage}
            value={shownLanguage}
            onChange={(event) => chooseLanguage(event.target.value)}
          >
            {/* A stored block may carry a language no longer offered: shown, not offered. */}
            {isCodeLanguage(shownLanguage) ? null : (
              <option value={shownLanguage} hidden>
                {shownLanguage || '—'}
              </option>
            )}
            {codeLanguages.map((language) => (
              <option key={language} value={language}>
                {codeLanguageLabels[language]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.group} ${styles.history}`}>{historyActions.map(button)}</div>
      </div>

      {dialog === 'link' ? (
        <LinkDialog
          current={state.link ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
          onClose={() => setDialog(null)}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            backToText();
          }}
          onApply={(href) => {
            const chain = editor.chain().focus();
            if (editor.state.selection.empty && !editor.isActive('link')) {
              // Nothing selected: the address itself becomes the link's text, and what is typed next is not.
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .unsetMark('link');
            } else {
              chain.extendMarkRange('link').setLink({ href });
            }
            chain.run();
            backToText();
          }}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          onClose={() => setDialog(null)}
          onInsert={({ src, alt }) => {
            editor.chain().focus().setImage({ src, alt }).run();
            backToText();
          }}
        />
      ) : null}
    </>
  );
}

import type { ChainedCommands, Editor } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';

const t = blogAdminTexts.editor;

/** A toolbar button that applies one command; `active` makes it a toggle with a pressed state. */
export interface ToolbarAction {
  name: string;
  label: string;
  icon: LucideIcon;
  /** The editor's own key binding, shown in the tooltip ('Mod' is Ctrl, or ⌘ on a Mac). */
  shortcut: string;
  run: (chain: ChainedCommands) => ChainedCommands;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

export const formattingActions: ToolbarAction[][] = [
  [
    {
      name: 'heading2',
      label: t.heading2,
      icon: Heading2,
      shortcut: 'Mod+Alt+2',
      run: (chain) => chain.toggleHeading({ level: 2 }),
      active: (editor) => editor.isActive('heading', { level: 2 }),
    },
    {
      name: 'heading3',
      label: t.heading3,
      icon: Heading3,
      shortcut: 'Mod+Alt+3',
      run: (chain) => chain.toggleHeading({ level: 3 }),
      active: (editor) => editor.isActive('heading', { level: 3 }),
    },
  ],
  [
    {
      name: 'bold',
      label: t.bold,
      icon: Bold,
      shortcut: 'Mod+B',
      run: (chain) => chain.toggleBold(),
      active: (editor) => editor.isActive('bold'),
    },
    {
      name: 'italic',
      label: t.italic,
      icon: Italic,
      shortcut: 'Mod+I',
      run: (chain) => chain.toggleItalic(),
      active: (editor) => editor.isActive('italic'),
    },
  ],
  [
    {
      name: 'bulletList',
      label: t.bulletList,
      icon: List,
      shortcut: 'Mod+Shift+8',
      run: (chain) => chain.toggleBulletList(),
      active: (editor) => editor.isActive('bulletList'),
    },
    {
      name: 'orderedList',
      label: t.orderedList,
      icon: ListOrdered,
      shortcut: 'Mod+Shift+7',
      run: (chain) => chain.toggleOrderedList(),
      active: (editor) => editor.isActive('orderedList'),
    },
    {
      name: 'blockquote',
      label: t.quote,
      icon: Quote,
      shortcut: 'Mod+Shift+B',
      run: (chain) => chain.toggleBlockquote(),
      active: (editor) => editor.isActive('blockquote'),
    },
  ],
];

export const historyActions: ToolbarAction[] = [
  {
    name: 'undo',
    label: t.undo,
    icon: Undo2,
    shortcut: 'Mod+Z',
    run: (chain) => chain.undo(),
    enabled: (editor) => editor.can().undo(),
  },
  {
    name: 'redo',
    label: t.redo,
    icon: Redo2,
    shortcut: 'Mod+Shift+Z',
    run: (chain) => chain.redo(),
    enabled: (editor) => editor.can().redo(),
  },
];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** 'Bold (Ctrl+B)', or 'Bold (⌘+B)' on a Mac. */
export const tooltipOf = (action: Pick<ToolbarAction, 'label' | 'shortcut'>): string =>
  `${action.label} (${action.shortcut.replace('Mod', isMac() ? '⌘' : 'Ctrl')})`;

import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { lowlight } from './syntax-highlighter';

/**
 * What a post can hold: the starter kit (its Link configured here, not added twice; its plain code
 * block swapped for the highlighted one, which writes the same `<pre><code class="language-…">`),
 * and images by address. Headings start at level 2: the post's title is the page's h1.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
    },
  }),
  CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
  Image.configure({ inline: false }),
];

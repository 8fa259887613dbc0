/**
 * The editor's highlighter: lowlight with only the grammars of the offered languages (the whole
 * highlight.js would be ten times the weight). 'markup' is highlight.js's xml grammar under the
 * name the stored class uses.
 */
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import xml from 'highlight.js/lib/languages/xml';
import { createLowlight } from 'lowlight';
import type { CodeLanguage } from './code-languages';

type Grammar = Parameters<ReturnType<typeof createLowlight>['register']>[1];

const grammars: Record<CodeLanguage, Grammar> = {
  markup: xml,
  javascript,
  css,
  php,
  ruby,
  python,
  java,
  c,
  csharp,
  cpp,
};

export const lowlight = createLowlight(grammars);

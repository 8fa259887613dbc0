/**
 * YAML highlighting of a blueprint: highlight.js's core with its one YAML grammar (the full bundle is
 * ten times the weight). Only the blueprint screens import it, so it stays in their chunk.
 */
import hljs from 'highlight.js/lib/core';
import yaml from 'highlight.js/lib/languages/yaml';

hljs.registerLanguage('yaml', yaml);

/** highlight.js's markup for the YAML: the text escaped, the tokens in spans with hljs-* classes. */
export const highlightYaml = (source: string): string =>
  hljs.highlight(source, { language: 'yaml', ignoreIllegals: true }).value;

/**
 * The languages a code sample can be marked with, as the class of its code element
 * (`<pre><code class="language-python">`), which the public blog highlights. Plain data, so the
 * form and tests can read the list without loading the highlighter.
 */
export const codeLanguages = [
  'markup',
  'javascript',
  'css',
  'php',
  'ruby',
  'python',
  'java',
  'c',
  'csharp',
  'cpp',
] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

export const codeLanguageLabels: Record<CodeLanguage, string> = {
  markup: 'HTML/XML',
  javascript: 'JavaScript',
  css: 'CSS',
  php: 'PHP',
  ruby: 'Ruby',
  python: 'Python',
  java: 'Java',
  c: 'C',
  csharp: 'C#',
  cpp: 'C++',
};

export const isCodeLanguage = (value: unknown): value is CodeLanguage =>
  codeLanguages.includes(value as CodeLanguage);

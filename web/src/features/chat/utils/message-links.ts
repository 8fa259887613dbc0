/**
 * The assistant's answers are plain text in which links to the site are written as Markdown,
 * `[label](/path)`. They are split into text and links here, never parsed as HTML: nothing the
 * answer holds can become markup.
 */

export type MessagePart =
  | { kind: 'text'; text: string }
  /** A page of this site (`/path`): a link of the router. */
  | { kind: 'page'; label: string; path: string }
  /** An http(s) address elsewhere. */
  | { kind: 'external'; label: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

function linkPart(label: string, target: string): MessagePart {
  // `/path` but not `//host` (another site) nor `/\host`, which browsers read the same way.
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\'))
    return { kind: 'page', label, path: target };
  if (/^https?:\/\//i.test(target)) return { kind: 'external', label, href: target };
  // Any other scheme (javascript:, data:) is not followed: the label stays as text.
  return { kind: 'text', text: label };
}

export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of content.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    pushText(content.slice(last, match.index));
    const part = linkPart(label, target);
    if (part.kind === 'text') pushText(part.text);
    else parts.push(part);
    last = match.index + whole.length;
  }
  pushText(content.slice(last));
  return parts;
}

/** The answer as it reads on screen, links by their labels: what a screen reader is told. */
export function messageText(content: string): string {
  return messageParts(content)
    .map((part) => (part.kind === 'text' ? part.text : part.label))
    .join('');
}

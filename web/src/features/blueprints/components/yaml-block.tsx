import { Check, Copy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import { highlightYaml } from './yaml-highlighter';
import styles from './yaml-block.module.css';

const t = blueprintsTexts.detail;
/** How long the button says 'Copied!' before it offers to copy again. */
const COPIED_MS = 2000;

/** A blueprint's YAML, preformatted and highlighted, with a button that copies it as written. */
export function YamlBlock({ content, labelledBy }: { content: string; labelledBy: string }) {
  const markup = useMemo(() => highlightYaml(content), [content]);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      setCopied('done');
    } catch (caught) {
      console.warn(caught);
      setCopied('failed');
    }
  };

  return (
    <div className={styles.block}>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        {copied === 'done' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        <span aria-live="polite">
          {copied === 'done' ? t.copied : copied === 'failed' ? t.copyFailed : t.copy}
        </span>
      </button>
      {/* The region scrolls sideways: it takes the focus so a keyboard can scroll it too. */}
      <pre className={styles.pre} tabIndex={0} aria-labelledby={labelledBy}>
        {/* highlight.js escapes the text: the markup holds only its own spans. */}
        <code className="hljs language-yaml" dangerouslySetInnerHTML={{ __html: markup }} />
      </pre>
    </div>
  );
}

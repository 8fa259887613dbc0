import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { attachAccordion } from './accordion-behaviour';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of each item's heading, so the page's outline stays in order. */
  headingLevel?: 2 | 3;
  /** Items open at first (by id). */
  defaultOpen?: readonly string[];
}

/**
 * Disclosure items after the WAI-ARIA accordion pattern: each title is a button in a heading, with
 * aria-expanded and aria-controls on its panel (a labelled region). The opening and closing and the
 * keys are accordion-behaviour.ts, on this HTML: the same code in the app and on a page the server
 * wrote, where no React is needed for it.
 */
export function Accordion({ items, headingLevel = 2, defaultOpen = [] }: AccordionProps) {
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const buttonId = (id: string) => `${baseId}-${id}-button`;
  const panelId = (id: string) => `${baseId}-${id}-panel`;

  useEffect(() => (root.current ? attachAccordion(root.current) : undefined), []);

  return (
    <div ref={root} className={styles.accordion} data-accordion="">
      {items.map((item) => {
        const expanded = defaultOpen.includes(item.id);
        return (
          <div key={item.id} className={styles.item} data-open={expanded ? 'true' : undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId(item.id)}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId(item.id)}
                data-accordion-toggle=""
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId(item.id)}
              role="region"
              aria-labelledby={buttonId(item.id)}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

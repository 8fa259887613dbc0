import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
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
 * aria-expanded and aria-controls on its panel (a labelled region). Each item opens and closes on
 * its own (several may be open). Enter and Space toggle (native buttons); Arrow Up/Down move
 * between titles, Home and End jump to the first and the last.
 */
export function Accordion({ items, headingLevel = 2, defaultOpen = [] }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const buttonId = (id: string) => `${baseId}-${id}-button`;
  const panelId = (id: string) => `${baseId}-${id}-panel`;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index + last) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    document.getElementById(buttonId(items[target]!.id))?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className={styles.item} data-open={expanded ? 'true' : undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId(item.id)}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId(item.id)}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
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

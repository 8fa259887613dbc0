import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './admin-actions.module.css';

interface AdminActionsProps {
  /** row: in a table cell, on the right; card: a strip across the bottom of a card. */
  layout: 'row' | 'card';
  /**
   * In a row, whole buttons may go to further lines at any table width, not only in a narrow table:
   * for long verbs, which on one line would make the table wider than its card.
   */
  wrapAlways?: boolean;
  children: ReactNode;
}

/** The actions of one entry of a dashboard list. */
export function AdminActions({ layout, wrapAlways = false, children }: AdminActionsProps) {
  return (
    <div className={wrapAlways ? `${styles[layout]} ${styles.wrapAlways}` : styles[layout]}>{children}</div>
  );
}

type AdminActionProps = {
  icon: LucideIcon;
  /** The accessible name: the verb and the entry it acts on ('Delete Ana Pop'). */
  label: string;
  /** The verb on screen ('Delete'). */
  text: string;
  /** Only the icon shows (tight table rows); the verb becomes its tooltip instead. */
  iconOnly?: boolean;
  /** An icon-only action's tooltip when it says more than the verb (e.g. why it is not offered). */
  tooltip?: string;
  /** Its colour under the pointer: a delete, a reversal, an approval. */
  intent?: 'danger' | 'warn' | 'ok';
} & (
  | ({ to: string } & Omit<ComponentPropsWithoutRef<typeof Link>, 'to' | 'children' | 'className'>)
  | ({ to?: undefined } & Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'className'>)
);

/** One action: a link to another screen (`to`) or a button; its icon and verb, named after the entry. */
export function AdminAction({
  icon: Icon,
  label,
  text,
  iconOnly = false,
  tooltip,
  intent,
  ...rest
}: AdminActionProps) {
  const common = {
    className: styles.action,
    'aria-label': label,
    title: iconOnly ? (tooltip ?? text) : undefined,
    'data-intent': intent,
  };
  const content = (
    <>
      <Icon aria-hidden="true" size={17} />
      {iconOnly ? null : <span>{text}</span>}
    </>
  );
  if (rest.to !== undefined) {
    return (
      <Link {...rest} {...common}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" {...rest} {...common}>
      {content}
    </button>
  );
}

import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, keepTabInside } from '@/lib/focus-trap';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  /** alertdialog for confirmations that interrupt; dialog for forms. */
  role?: 'dialog' | 'alertdialog';
  /** While busy (a call in flight) the dialog cannot be dismissed. */
  busy?: boolean;
  /** What gets the focus on open; the content's first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the element describing the dialog (the question of a confirmation). */
  describedBy?: string;
  /** wide: content that needs the room, such as an enlarged image. */
  size?: 'small' | 'medium' | 'wide';
}

/**
 * A modal dialog over the page: focus moves in and stays in (Tab wraps), Escape or the backdrop
 * closes it, the page behind does not scroll, and focus returns where it was on close.
 */
export function Modal({
  title,
  children,
  onClose,
  closeLabel,
  role = 'dialog',
  busy = false,
  initialFocus,
  describedBy,
  size = 'medium',
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });
  useBodyScrollLock(true);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first control of the content, not the close button in the corner.
    const target =
      initialFocus?.current ??
      body.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    const dialog = panel.current;
    (target ?? dialog)?.focus();
    return () => {
      // Back where it was, unless what closed the dialog has put the focus somewhere on purpose
      // (a panel that shows the outcome): only a focus still in the dialog, or lost with it, moves.
      const active = document.activeElement;
      if (!active || active === document.body || dialog?.contains(active)) previous?.focus();
    };
    // Only on open and close: the initial focus target is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busyRef.current) closeRef.current();
      return;
    }
    if (panel.current) keepTabInside(event, panel.current);
  };

  return createPortal(
    <div className={styles.overlay}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={() => {
          if (!busy) onClose();
        }}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            disabled={busy}
            aria-label={closeLabel}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div ref={body} className={styles.body}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { chatTexts } from '../chat-texts';
import type { Proposal } from '../utils/conversation';
import styles from './proposal-card.module.css';

const t = chatTexts.proposal;

/** setTimeout's longest delay; a later expiry is waited for in steps of it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether the time `iso` has passed, turning true when it does (never, for a time that does not parse). */
function usePassed(iso: string): boolean {
  const at = Date.parse(iso);
  const [now, setNow] = useState(Date.now);
  const passed = at <= now;
  useEffect(() => {
    if (passed || Number.isNaN(at)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, now, passed]);
  return passed;
}

interface ProposalCardProps {
  proposal: Proposal;
  /** The newest proposal of the conversation: only it may still be answered. */
  latest: boolean;
  onAnswer: (choice: 'confirm' | 'cancel') => void;
  /** Following the link to the opened issue (the sheet of a narrow screen closes). */
  onNavigate?: () => void;
  /** The link to the issue replaces the current history entry (an overlay's own). */
  replace?: boolean;
}

/**
 * What the assistant proposes under its answer: the issue it would open (installation, title,
 * description, as plain text) with Confirm and Cancel, then what came of it. An open proposal
 * that is past its expiry or superseded by a later one shows as expired. While an answer is on its
 * way both buttons are disabled (aria-disabled, so that the pressed one keeps the focus and says
 * it is sending); once it is settled the focus goes to the outcome.
 */
export function ProposalCard({ proposal, latest, onAnswer, onNavigate, replace = false }: ProposalCardProps) {
  const { action, state } = proposal;
  const headingId = useId();
  const passed = usePassed(action.expiresAt);
  const outcome = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  const expired = state.kind === 'open' && (!latest || passed);
  const settled = state.kind === 'confirmed' || state.kind === 'cancelled' || state.kind === 'spent';

  // The buttons are gone: the focus they held goes to what came of the press.
  useLayoutEffect(() => {
    if (!settled || !pressed.current) return;
    pressed.current = false;
    outcome.current?.focus();
  }, [settled]);

  const answer = (choice: 'confirm' | 'cancel') => {
    if (state.kind !== 'open' || expired) return;
    pressed.current = true;
    onAnswer(choice);
  };

  const sending = state.kind === 'sending' ? state.choice : null;
  const button = (choice: 'confirm' | 'cancel', label: string) => (
    <Button
      variant={choice === 'confirm' ? 'primary' : 'secondary'}
      size="small"
      aria-disabled={sending ? true : undefined}
      onClick={() => answer(choice)}
    >
      {sending === choice ? t.sending : label}
    </Button>
  );

  return (
    <div role="group" aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.heading}>
        {t.heading}
      </h3>
      {state.kind === 'confirmed' ? (
        <p ref={outcome} tabIndex={-1} className={styles.done}>
          {t.confirmed}{' '}
          {state.issueId === null ? null : (
            <Link
              to={`${paths.dashboard.issues}/${state.issueId}`}
              onClick={onNavigate}
              replace={replace}
              className={styles.issueLink}
            >
              {t.viewIssue(state.issueId)}
            </Link>
          )}
        </p>
      ) : state.kind === 'cancelled' ? (
        <p ref={outcome} tabIndex={-1} className={styles.done}>
          {t.cancelled}
        </p>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>{t.installation}</dt>
            <dd>{action.installationName}</dd>
            <dt>{t.title}</dt>
            <dd>{action.title}</dd>
            <dt>{t.description}</dt>
            <dd className={styles.description}>{action.description}</dd>
          </dl>
          {state.kind === 'spent' ? (
            <p ref={outcome} tabIndex={-1} className={styles.error}>
              {state.error}
            </p>
          ) : expired ? (
            <p className={styles.expired}>{t.expired}</p>
          ) : (
            <>
              {state.kind === 'open' && state.error ? <p className={styles.error}>{state.error}</p> : null}
              <div className={styles.actions}>
                {button('confirm', t.confirm)}
                {button('cancel', t.cancel)}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}

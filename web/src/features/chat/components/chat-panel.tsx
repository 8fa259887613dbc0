import { Bot, SendHorizontal, Trash2, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { keepTabInside } from '@/lib/focus-trap';
import { paths } from '@/lib/paths';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useBackCloses } from '@/lib/use-back-closes';
import { useMediaQuery } from '@/lib/use-media-query';
import { MAX_MESSAGE_LENGTH } from '../api/chat-request';
import { chatTexts as t } from '../chat-texts';
import type { ChatOpenState, ChatViewer } from '../open-chat';
import { useChat } from '../use-chat';
import { latestProposalId, type ChatEntry } from '../utils/conversation';
import { NARROW_CHAT_QUERY, useSwipeToClose } from '../utils/swipe';
import { MessageText } from './message-text';
import { ProposalCard } from './proposal-card';
import frame from './chat-frame.module.css';
import styles from './chat-panel.module.css';

interface ChatPanelProps {
  id: string;
  open: boolean;
  viewer: ChatViewer;
  prefill: ChatOpenState['prefill'];
  onClose: () => void;
}

/** /login for the chat: the sign-in page says why, and comes back here afterwards. */
const loginPath = (returnTo: string) =>
  `${paths.login}?${new URLSearchParams({ source: 'chat', returnTo }).toString()}`;

/**
 * The virtual assistant's panel: a dialog in the bottom right corner, a sheet over the bottom of a
 * narrow screen (a swipe down on its header closes it). Hidden, not unmounted, when closed: the
 * conversation stays while the visitor moves between pages.
 */
export function ChatPanel({ id, open, viewer, prefill, onClose }: ChatPanelProps) {
  const chat = useChat({ open, viewer });
  const narrow = useMediaQuery(NARROW_CHAT_QUERY);
  const swipe = useSwipeToClose(narrow, onClose);
  // The sheet covers the page: Back closes it.
  const { followLink } = useBackCloses(open && narrow, onClose);
  const { pathname, search } = useLocation();
  const [draft, setDraft] = useState('');
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const suggestionsId = useId();
  useBodyScrollLock(open && narrow);

  const { entries, busy, signInRequired } = chat;
  const canSend = draft.trim() !== '' && !busy && !signInRequired;
  // A link followed from the sheet closes it and takes its history entry (replace): Back from the
  // next page shows this one, not this one twice, and no step back over the entry races the link.
  const closeForLink = () => {
    followLink();
    onClose();
  };
  const linkFromSheet = narrow ? { onNavigate: closeForLink, replace: true } : {};

  // A page asked for the chat with a message of its own: it waits in the input, to be read and sent.
  useEffect(() => {
    if (prefill) setDraft(prefill.text);
  }, [prefill]);

  // On opening, the focus goes where the visitor continues: the input, or the sign-in it waits for.
  // A layout effect, so that the panel is never on screen (or in a test's sight) without the focus.
  useLayoutEffect(() => {
    if (!open) return;
    const field = input.current;
    if (signInRequired) {
      panel.current?.querySelector<HTMLElement>('[data-sign-in]')?.focus();
    } else if (field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    // Only when the panel opens, or a prefilled message arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, prefill]);

  // The newest message in sight, also while an answer grows.
  useEffect(() => {
    const list = scroller.current;
    if (list && open) list.scrollTop = list.scrollHeight;
  }, [entries, open]);

  const send = (text: string) => {
    if (!text.trim() || busy || signInRequired) return;
    setDraft('');
    void chat.send(text);
    input.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; not while an input method composes a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    // A sheet over the whole screen keeps the focus inside it, as a modal dialog does.
    if (narrow && panel.current) keepTabInside(event, panel.current);
  };

  const latestProposal = latestProposalId(entries);
  const renderEntry = (entry: ChatEntry) => {
    const mine = entry.role === 'user';
    return (
      <li key={entry.id} className={mine ? styles.mine : styles.theirs}>
        <div className={`${styles.bubble} ${entry.failure ? styles.failure : ''}`}>
          <span className="visually-hidden">{mine ? t.you : t.assistant}: </span>
          {entry.pending && entry.content === '' ? (
            <span className={styles.typing} aria-label={t.typing} role="img">
              <span />
              <span />
              <span />
            </span>
          ) : (
            <p className={styles.text}>
              <MessageText content={entry.content} {...linkFromSheet} />
            </p>
          )}
          {entry.failure?.kind === 'sign-in' ? (
            <ButtonLink
              data-sign-in=""
              to={loginPath(`${pathname}${search}`)}
              variant="primary"
              size="small"
              className={styles.signIn}
              onClick={narrow ? closeForLink : onClose}
              replace={narrow}
            >
              {t.signInButton}
            </ButtonLink>
          ) : null}
        </div>
        {entry.proposal ? (
          <ProposalCard
            proposal={entry.proposal}
            latest={entry.id === latestProposal}
            onAnswer={(choice) => void chat.answerProposal(entry.id, choice)}
            {...linkFromSheet}
          />
        ) : null}
      </li>
    );
  };

  const showSuggestions = entries.length === 0 && chat.history !== 'loading';

  return (
    <>
      {narrow ? (
        <div className={styles.backdrop} hidden={!open} aria-hidden="true" onClick={onClose} />
      ) : null}
      <section
        ref={panel}
        id={id}
        role="dialog"
        aria-modal={narrow ? true : undefined}
        aria-labelledby={titleId}
        hidden={!open}
        className={styles.panel}
        style={swipe.offset ? { transform: `translateY(${swipe.offset}px)` } : undefined}
        onKeyDown={onPanelKeyDown}
      >
        <header className={styles.header} {...swipe.handlers}>
          <span className={styles.grabber} aria-hidden="true" />
          <span className={frame.avatar} aria-hidden="true">
            <Bot size={22} />
          </span>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {t.title}
            </h2>
            <p className={frame.subtitle}>{t.subtitle}</p>
          </div>
          <button
            type="button"
            className={styles.iconButton}
            onClick={chat.clear}
            aria-label={t.clear}
            title={t.clear}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onClose}
            aria-label={t.close}
            title={t.close}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </header>

        <div ref={scroller} className={styles.scroller}>
          <ol className={styles.messages} aria-label={t.conversation}>
            <li className={styles.theirs}>
              <div className={styles.bubble}>
                <span className="visually-hidden">{t.assistant}: </span>
                <p className={styles.text}>{t.welcome}</p>
              </div>
            </li>
            {entries.map(renderEntry)}
          </ol>
          {chat.history === 'loading' ? (
            <p className={styles.note} role="status">
              {t.loadingHistory}
            </p>
          ) : null}
          {chat.history === 'failed' && entries.length === 0 ? (
            <p className={styles.note}>{t.historyFailed}</p>
          ) : null}
          {chat.notice ? <p className={styles.note}>{chat.notice}</p> : null}
          {showSuggestions ? (
            <div className={styles.suggestions}>
              <p id={suggestionsId} className={styles.suggestionsTitle}>
                {t.suggestionsTitle}
              </p>
              <ul aria-labelledby={suggestionsId}>
                {t.suggestions.map((prompt) => (
                  <li key={prompt}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      disabled={busy}
                      onClick={() => send(prompt)}
                    >
                      {prompt}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {open ? chat.announcement : ''}
        </p>

        <form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault();
            send(draft);
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t.inputLabel}
          </label>
          <textarea
            ref={input}
            id={inputId}
            className={styles.input}
            rows={1}
            value={draft}
            maxLength={MAX_MESSAGE_LENGTH}
            disabled={signInRequired}
            placeholder={signInRequired ? t.placeholderSignIn : t.placeholder}
            aria-describedby={hintId}
            enterKeyHint="send"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button
            type="submit"
            className={styles.send}
            disabled={!canSend}
            aria-label={t.send}
            title={t.send}
          >
            <SendHorizontal aria-hidden="true" size={20} />
          </button>
        </form>
        <p id={hintId} className="visually-hidden">
          {t.hint}
        </p>
        {chat.usage ? (
          <p className={styles.usage}>{t.remaining(chat.usage.remaining, chat.usage.limit)}</p>
        ) : null}
      </section>
    </>
  );
}

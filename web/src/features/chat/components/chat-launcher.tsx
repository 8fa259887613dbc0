import { Bot, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { chatTexts } from '../chat-texts';
import type * as ChatPanelModule from './chat-panel';
import { closeChat, openChat, useChatOpenState, type ChatViewer } from '../open-chat';
import { hasPendingQuestion } from '../utils/pending-question';
import frame from './chat-frame.module.css';
import styles from './chat-launcher.module.css';

/** The id of the panel, which the launcher controls. */
export const CHAT_PANEL_ID = 'chat-panel';

// The panel and its calls are a chunk of their own, loaded when the chat is first opened (or
// when the pointer or the focus reaches the launcher, or its island starts, so that it is usually
// there by the click).
type ChatPanelComponent = typeof ChatPanelModule.ChatPanel;
let loadedPanel: ChatPanelComponent | null = null;
const loadPanel = () =>
  import('./chat-panel').then((module) => {
    loadedPanel = module.ChatPanel;
    return module;
  });
const LazyChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

/** Loads the panel's code ahead of the first opening; never fails (the opening would try again). */
export const preloadChatPanel = (): Promise<void> =>
  loadPanel().then(
    () => undefined,
    () => undefined,
  );
const preload = () => void preloadChatPanel();

/**
 * The panel, drawn at once when its code is already loaded: a lazy component would suspend for a
 * moment even then, and React holds a revealed fallback on screen for 300 ms. Which of the two is
 * chosen once, when the panel first mounts, so it is never remounted (its conversation kept).
 */
function ChatPanelSlot(props: ComponentProps<ChatPanelComponent>) {
  const [Panel] = useState(() => loadedPanel);
  if (Panel) return <Panel {...props} />;
  return (
    <Suspense
      fallback={
        props.open ? (
          <p className={styles.loading} role="status">
            {ro.chat.loading}
          </p>
        ) : null
      }
    >
      <LazyChatPanel {...props} />
    </Suspense>
  );
}

/**
 * What the panel's first moment looks like: its frame, title and a spinner. Written into the
 * page undisplayed (its stylesheet shows it only while its island is pending), so the islands' runtime can show it at once when the launcher is tapped before its
 * code is there (`data-pending-view`), until React opens the real panel in its place.
 */
function ChatPanelPlaceholder() {
  return (
    <div className={styles.placeholder} data-pending-view="">
      <div className={styles.placeholderHeader}>
        <span className={frame.avatar} aria-hidden="true">
          <Bot size={22} />
        </span>
        <div>
          <p className={styles.placeholderTitle}>{chatTexts.title}</p>
          <p className={frame.subtitle}>{chatTexts.subtitle}</p>
        </div>
      </div>
      {/* A spinner, not a loading line: the page's text (what a crawler or a reader without
          styles gets) says nothing is loading. */}
      <p className={styles.placeholderLoading}>
        <Spinner size={22} />
      </p>
    </div>
  );
}

/** Pages of signing in: the chat waits until the visitor is back where they asked. */
const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.register, paths.oauthCallback];

/**
 * The floating button of the virtual assistant, on every public page, and the panel it opens. The
 * panel stays mounted once opened, so the conversation survives closing it and moving between pages.
 */
export function ChatLauncher({ viewer }: { viewer: ChatViewer }) {
  const { open, started, prefill } = useChatOpenState();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  const { pathname } = useLocation();

  // Back signed in with the question the chat could not answer before: reopen it, it answers.
  useEffect(() => {
    if (viewer.status === 'authenticated' && !SIGN_IN_PAGES.includes(pathname) && hasPendingQuestion())
      openChat();
  }, [viewer.status, pathname]);

  // The focus goes back to the launcher when the panel closes.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        hidden={open}
        aria-label={ro.chat.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={started ? CHAT_PANEL_ID : undefined}
        onClick={() => openChat()}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <MessageCircle aria-hidden="true" size={26} />
      </button>
      {started ? (
        <ChatPanelSlot id={CHAT_PANEL_ID} open={open} viewer={viewer} prefill={prefill} onClose={closeChat} />
      ) : (
        <ChatPanelPlaceholder />
      )}
    </>
  );
}

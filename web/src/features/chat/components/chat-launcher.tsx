import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { closeChat, openChat, useChatOpenState, type ChatViewer } from '../open-chat';
import { hasPendingQuestion } from '../utils/pending-question';
import styles from './chat-launcher.module.css';

/** The id of the panel, which the launcher controls. */
export const CHAT_PANEL_ID = 'chat-panel';

// The panel and its calls are a chunk of their own, loaded when the chat is first opened (or
// when the pointer or the focus reaches the launcher, so that it is usually there by the click).
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));
const preload = () => void loadPanel().catch(() => undefined);

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
        <Suspense
          fallback={
            open ? (
              <p className={styles.loading} role="status">
                {ro.chat.loading}
              </p>
            ) : null
          }
        >
          <ChatPanel id={CHAT_PANEL_ID} open={open} viewer={viewer} prefill={prefill} onClose={closeChat} />
        </Suspense>
      ) : null}
    </>
  );
}

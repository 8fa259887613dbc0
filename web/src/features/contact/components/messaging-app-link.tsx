import { messagingApp } from '@smarthome/catalog';
import { useEffect, useRef, type RefObject } from 'react';
import { whatsappChatUrl } from '@/lib/business-links';
import styles from './messaging-app-link.module.css';
import { stepAsideFrom } from './step-aside';

/** WhatsApp's mark (a speech bubble with a handset), drawn inline: no request, no tracking. */
function WhatsAppMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.04 3C8.86 3 3.03 8.8 3.03 15.95c0 2.29.6 4.52 1.75 6.49L3 29l6.75-1.76a13.05 13.05 0 0 0 6.28 1.6h.01c7.17 0 13-5.8 13-12.94C29.04 8.8 23.21 3 16.04 3Zm0 23.66h-.01a10.8 10.8 0 0 1-5.5-1.5l-.4-.23-4 1.04 1.07-3.89-.26-.4a10.66 10.66 0 0 1-1.65-5.72c0-5.95 4.86-10.8 10.84-10.8 5.97 0 10.83 4.85 10.83 10.8 0 5.94-4.86 10.7-10.92 10.7Zm5.94-8.08c-.33-.16-1.93-.95-2.23-1.06-.3-.11-.52-.16-.74.17-.22.32-.85 1.05-1.04 1.27-.19.22-.38.24-.71.08-.33-.16-1.38-.51-2.63-1.62-.97-.86-1.63-1.93-1.82-2.25-.19-.33-.02-.5.15-.66.15-.15.33-.38.49-.57.17-.19.22-.33.33-.54.11-.22.06-.41-.03-.57-.08-.16-.74-1.78-1.01-2.44-.27-.64-.54-.55-.74-.56h-.63c-.22 0-.57.08-.87.41-.3.32-1.14 1.11-1.14 2.71s1.17 3.15 1.33 3.36c.16.22 2.3 3.5 5.57 4.9.78.34 1.39.54 1.86.69.78.25 1.49.21 2.05.13.63-.09 1.93-.79 2.2-1.55.27-.76.27-1.41.19-1.55-.08-.13-.3-.21-.63-.38Z"
      />
    </svg>
  );
}

export const messagingLinkLabel = `Scrie-ne pe ${messagingApp.name}`;

/**
 * The floating messaging-app link of the contact page, in the bottom
 * right corner: on a wide screen that is over the page's side column, never over the form. On a
 * one-column screen (a phone) it steps aside while the form passes under it, and while the visitor
 * types; the same link is also in the page's side cards, so it is never out of reach. None when the
 * business has not given its number.
 */
export function MessagingAppLink({
  avoid,
}: {
  /** The element the button must not cover (the form). */ avoid: RefObject<HTMLElement | null>;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  // On a page the server wrote, the islands' runtime has attached the same watcher already.
  useEffect(() => {
    if (link.current && avoid.current) return stepAsideFrom(link.current, avoid.current);
  }, [avoid]);
  const href = whatsappChatUrl();
  if (!href) return null;
  return (
    <a
      ref={link}
      className={styles.link}
      // The corner is this link's on the contact page: the chat's launcher sits above it, and steps
      // aside with it.
      data-floating-corner=""
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${messagingLinkLabel} (se deschide într-o filă nouă)`}
      title={messagingLinkLabel}
    >
      <WhatsAppMark />
      <span className={styles.text} aria-hidden="true">
        {messagingApp.name}
      </span>
    </a>
  );
}

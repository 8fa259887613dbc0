import { Fragment } from 'react';
import { Link } from 'react-router';
import { messageParts } from '../utils/message-links';

/**
 * A message as plain text, with the Markdown links of the assistant's answers made links: pages of
 * the site through the router, other sites in a new tab. No HTML of the message is ever rendered.
 */
interface MessageTextProps {
  content: string;
  /** Called as a link of the site is followed, before the navigation. */
  onNavigate?: () => void;
  /** The links replace the current history entry (an overlay's own) instead of adding one. */
  replace?: boolean;
}

export function MessageText({ content, onNavigate, replace = false }: MessageTextProps) {
  return (
    <>
      {messageParts(content).map((part, index) => {
        switch (part.kind) {
          case 'text':
            return <Fragment key={index}>{part.text}</Fragment>;
          case 'page':
            return (
              <Link key={index} to={part.path} onClick={onNavigate} replace={replace}>
                {part.label}
              </Link>
            );
          case 'external':
            return (
              <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.label}
              </a>
            );
        }
      })}
    </>
  );
}

import { Fragment } from 'react';
import { Link } from 'react-router';
import { messageParts } from '../utils/message-links';

/**
 * A message as plain text, with the Markdown links of the assistant's answers made links: pages of
 * the site through the router, other sites in a new tab. No HTML of the message is ever rendered.
 */
export function MessageText({ content, onNavigate }: { content: string; onNavigate?: () => void }) {
  return (
    <>
      {messageParts(content).map((part, index) => {
        switch (part.kind) {
          case 'text':
            return <Fragment key={index}>{part.text}</Fragment>;
          case 'page':
            return (
              <Link key={index} to={part.path} onClick={onNavigate}>
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

import { Fragment } from 'react';

/**
 * The address cut where it may wrap: before each dot of its name, after its at-sign, and before each
 * dot of its domain but the last.
 */
function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at === -1) return email.split(/(?=\.)/);
  const local = email.slice(0, at + 1).split(/(?=\.)/);
  const domain = email.slice(at + 1).split(/(?=\.)/);
  // The top-level domain stays with the name before it: "example / .ro" reads as two words.
  if (domain.length > 1) domain.splice(-2, 2, domain.slice(-2).join(''));
  return [...local, ...domain];
}

/**
 * An e-mail address that, where it must wrap, wraps the way addresses are set in print: after the
 * at-sign or before a dot ("radu.stan@ / example.ro"), never mid-word unless one part alone is
 * wider than its box (the box's `overflow-wrap` is the last resort).
 */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

import { Fragment } from 'react';

/**
 * An e-mail address that, where it must wrap, wraps the way addresses are set in print: after the
 * at-sign or before a dot ("radu.stan@ / example.ro"), never mid-word unless one part alone is
 * wider than its box (the box's `overflow-wrap` is the last resort).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** An e-mail address that, where it must wrap, wraps after the at-sign rather than mid-word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at === -1) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

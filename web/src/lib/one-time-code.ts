/**
 * The shapes of the codes of the second factor, as the auth service accepts them: a code of an
 * authenticator app is 6 digits (TOTP); a recovery code is 10 letters and digits, written
 * xxxxx-xxxxx, where blanks, dashes and case do not matter. Both the sign-in (Romanian) and the
 * dashboard's security screen (English) check a code with these before sending it, each in its own
 * words; whether a code is right only the server knows.
 */
export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 10;

export type CodeKind = 'totp' | 'recovery';

/** What a code field holds once what does not count is taken out (blanks; dashes of a recovery code). */
export function normaliseCode(kind: CodeKind, typed: string): string {
  return kind === 'totp' ? typed.replace(/\s+/g, '') : typed.replace(/[\s-]+/g, '').toLowerCase();
}

export type CodeProblem = 'required' | 'shape';

/** Why a typed code cannot be sent, or null when it has the right shape. */
export function codeProblem(kind: CodeKind, typed: string): CodeProblem | null {
  const code = normaliseCode(kind, typed);
  if (code === '') return 'required';
  const shape = kind === 'totp' ? /^\d{6}$/ : /^[a-z0-9]{10}$/;
  return shape.test(code) ? null : 'shape';
}

/** A code as sent: a TOTP code without blanks; a recovery code as typed, trimmed (the server reads it). */
export const codeToSend = (kind: CodeKind, typed: string): string =>
  kind === 'totp' ? normaliseCode('totp', typed) : typed.trim();

/** A TOTP secret (base32) in groups of four, easier to read out and type into an app by hand. */
export const groupSecret = (secret: string): string =>
  secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The security screen's rules: what a form needs before it is sent (the password, a code of the right
 * shape), what a failure says, and the text file of the recovery codes. Each rule answers the
 * English field error or nothing; whether a password or a code is right only the server knows.
 */
import { codeProblem, codeToSend, type CodeKind } from '@/lib/one-time-code';
import { securityTexts } from '@/features/security/security-texts';

const e = securityTexts.errors;

/** A code of the authenticator app (enrolment takes nothing else). */
export function totpCodeError(code: string): string | undefined {
  const problem = codeProblem('totp', code);
  if (problem === 'required') return e.codeRequired;
  return problem ? e.totpShape : undefined;
}

/** Which kind of code the proof's field holds: 6 digits are the app's, anything else a recovery code. */
export const kindOfCode = (code: string): CodeKind =>
  codeProblem('totp', code) === null ? 'totp' : 'recovery';

/** The code as the server takes it, of whichever kind it is. */
export const proofCode = (code: string): string => codeToSend(kindOfCode(code), code);

export interface ProofValues {
  password: string;
  code: string;
}

export type ProofProblems = Partial<Record<keyof ProofValues, string>>;

/**
 * The proof a change of the second factor (or deleting the account) asks for: the password, and
 * when `withCode`, a code of the app or a recovery code.
 */
export function validateProof({ password, code }: ProofValues, withCode: boolean): ProofProblems {
  const problems: ProofProblems = {};
  if (!password) problems.password = e.passwordRequired;
  if (withCode) {
    if (codeProblem('recovery', code) === 'required') problems.code = e.codeRequired;
    else if (codeProblem(kindOfCode(code), code)) problems.code = e.codeShape;
  }
  return problems;
}

/** The .txt of the recovery codes: a header saying what they are and for which account, one code a line. */
export function recoveryCodesFile(codes: readonly string[], email: string, createdAt: Date): string {
  const date = createdAt.toISOString().slice(0, 10);
  return [...securityTexts.recovery.fileHeader(email, date), ...codes, ''].join('\n');
}

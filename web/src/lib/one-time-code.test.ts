import { describe, expect, it } from 'vitest';
import { codeProblem, codeToSend, groupSecret, normaliseCode } from './one-time-code';

describe('a code of the authenticator app', () => {
  it('is 6 digits; blanks do not count', () => {
    expect(codeProblem('totp', '123456')).toBeNull();
    expect(codeProblem('totp', ' 123 456 ')).toBeNull();
    expect(codeToSend('totp', ' 123 456 ')).toBe('123456');
  });

  it('is required, and refused with 5 or 7 digits or a letter', () => {
    expect(codeProblem('totp', '')).toBe('required');
    expect(codeProblem('totp', '   ')).toBe('required');
    expect(codeProblem('totp', '12345')).toBe('shape');
    expect(codeProblem('totp', '1234567')).toBe('shape');
    expect(codeProblem('totp', '12345a')).toBe('shape');
  });
});

describe('a recovery code', () => {
  it('is 10 letters and digits; blanks, dashes and case do not count', () => {
    expect(codeProblem('recovery', 'abcde-fgh23')).toBeNull();
    expect(codeProblem('recovery', ' ABCDE FGH23 ')).toBeNull();
    expect(normaliseCode('recovery', 'ABCDE-fgh23')).toBe('abcdefgh23');
    expect(codeToSend('recovery', '  abcde-fgh23 ')).toBe('abcde-fgh23');
  });

  it('is required, and refused when shorter, longer or with other signs', () => {
    expect(codeProblem('recovery', ' - ')).toBe('required');
    expect(codeProblem('recovery', 'abcde-fgh2')).toBe('shape');
    expect(codeProblem('recovery', 'abcde-fgh234')).toBe('shape');
    expect(codeProblem('recovery', 'abcde_fgh23')).toBe('shape');
  });
});

describe('groupSecret', () => {
  it('writes a base32 secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});

import { describe, expect, it } from 'vitest';
import { kindOfCode, proofCode, recoveryCodesFile, totpCodeError, validateProof } from './security-rules';

describe('the code that turns the authenticator app on', () => {
  it('is required and 6 digits', () => {
    expect(totpCodeError('')).toBe('Code is required');
    expect(totpCodeError('12 34')).toBe('The code is 6 digits');
    expect(totpCodeError('abcde-fgh23')).toBe('The code is 6 digits');
    expect(totpCodeError('123 456')).toBeUndefined();
  });
});

describe('the proof of a change: password and a code of either kind', () => {
  it('needs the password, and the code when asked for', () => {
    expect(validateProof({ password: '', code: '' }, true)).toEqual({
      password: 'Password is required',
      code: 'Code is required',
    });
    expect(validateProof({ password: '', code: '' }, false)).toEqual({ password: 'Password is required' });
    expect(validateProof({ password: 'x', code: '' }, false)).toEqual({});
  });

  it('takes 6 digits or a recovery code, and tells any other shape', () => {
    expect(validateProof({ password: 'x', code: '123456' }, true)).toEqual({});
    expect(validateProof({ password: 'x', code: 'ABCDE-fgh23' }, true)).toEqual({});
    expect(validateProof({ password: 'x', code: '1234' }, true)).toEqual({
      code: 'Enter the 6 digits of your app, or a recovery code (xxxxx-xxxxx)',
    });
  });

  it('sends a code of the app without blanks and a recovery code as typed', () => {
    expect(kindOfCode(' 123 456')).toBe('totp');
    expect(proofCode(' 123 456')).toBe('123456');
    expect(kindOfCode('abcde-fgh23')).toBe('recovery');
    expect(proofCode(' abcde-fgh23 ')).toBe('abcde-fgh23');
  });
});

describe('recoveryCodesFile', () => {
  it('names the account and the day, then one code a line', () => {
    const text = recoveryCodesFile(
      ['aaaaa-bbbbb', 'ccccc-ddddd'],
      'ana@example.ro',
      new Date('2026-12-04T10:00:00Z'),
    );
    expect(text.split('\n')).toEqual([
      'SmartHome Iași: recovery codes',
      'Account: ana@example.ro',
      'Created: 2026-12-04',
      '',
      'Each code signs you in once in place of the code from your authenticator app.',
      '',
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      '',
    ]);
  });
});

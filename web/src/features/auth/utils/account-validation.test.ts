import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  emailError,
  hasErrors,
  serverPasswordError,
  validateLogin,
  validatePasswordPair,
  validateRegister,
} from '@/features/auth/utils/account-validation';

const filled = {
  firstName: 'Ana',
  lastName: 'Ionescu',
  email: 'ana@example.ro',
  password: 'Ceai-verde-2026',
  confirmPassword: 'Ceai-verde-2026',
};

describe('login rules (email and password required)', () => {
  it('asks for both', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email-ul este obligatoriu',
      password: 'Parola este obligatorie',
    });
  });

  it('counts an email of spaces as missing, and adds no other rule', () => {
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'Email-ul este obligatoriu' });
    // No shape check and no length rule on login: the form only asks that both are filled in.
    expect(validateLogin({ email: 'ana', password: '1' })).toEqual({});
  });
});

describe('register rules (all required, minimum length 6, matching passwords)', () => {
  it('accepts a complete form', () => {
    expect(hasErrors(validateRegister(filled))).toBe(false);
  });

  it('names every missing field', () => {
    expect(
      validateRegister({ firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      firstName: 'Prenumele este obligatoriu',
      lastName: 'Numele este obligatoriu',
      email: 'Email-ul este obligatoriu',
      password: 'Parola este obligatorie',
      confirmPassword: 'Confirmarea parolei este obligatorie',
    });
  });

  it('refuses passwords shorter than 6 characters, the confirmation included', () => {
    expect(validateRegister({ ...filled, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Parola trebuie să conțină cel puțin 6 caractere',
      confirmPassword: 'Confirmarea parolei trebuie să conțină cel puțin 6 caractere',
    });
    // Six characters that are not a common password: the length is the browser's rule, whether a
    // password is too easy to guess is the server's answer (see serverPasswordError below).
    expect(validateRegister({ ...filled, password: 'zq7!mP', confirmPassword: 'zq7!mP' })).toEqual({});
  });

  it("says 'Parolele nu corespund' when they differ", () => {
    expect(validateRegister({ ...filled, confirmPassword: 'Ceai-verde-2027' })).toEqual({
      confirmPassword: 'Parolele nu corespund',
    });
  });

  it('checks the shape of the address', () => {
    expect(validateRegister({ ...filled, email: 'ana@example' })).toEqual({
      email: 'Email-ul nu este valid',
    });
    expect(emailError(' ana@example.ro ')).toBeUndefined();
  });
});

describe('new password (the reset form follows the register rules)', () => {
  it('needs both, 6 characters each, and the same text', () => {
    expect(validatePasswordPair({ password: '', confirmPassword: '' })).toEqual({
      password: 'Parola este obligatorie',
      confirmPassword: 'Confirmarea parolei este obligatorie',
    });
    expect(validatePasswordPair({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'Parolele nu corespund',
    });
    expect(validatePasswordPair({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });
});

describe('serverPasswordError', () => {
  const guessable =
    'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.';
  const staffShort = 'Parola unui cont de personal trebuie să aibă cel puțin 12 caractere';
  const validation = (message: string) => new ApiError(message, 400, true, true);

  it("takes the server's common-password and staff-length refusals for the password field", () => {
    expect(serverPasswordError(validation(guessable))).toEqual({ password: guessable, rest: '' });
    expect(serverPasswordError(validation(staffShort))).toEqual({ password: staffShort, rest: '' });
    expect(serverPasswordError(validation(`Email-ul nu este valid, ${guessable}`))).toEqual({
      password: guessable,
      rest: 'Email-ul nu este valid',
    });
  });

  it('leaves every other failure to the form alert', () => {
    expect(serverPasswordError(validation('Email-ul nu este valid'))).toBeUndefined();
    expect(serverPasswordError(new ApiError(guessable, 400, true, false))).toBeUndefined();
    expect(serverPasswordError(new Error(guessable))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isGuessablePassword, minimumPasswordLength, personalWords } from './strength.js';

describe('isGuessablePassword', () => {
  it.each([
    'password123',
    'parola123',
    'qwerty123',
    '12345678',
    '123456',
    'iubire2024',
    'bucuresti1',
    'Romania2020',
    'iasi1234',
    'P@ssw0rd',
    'abcdef',
    'aaaaaaaa',
  ])('refuses %s', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each([
    'Ceai-verde-2026',
    'cafea cu lapte la fereastra',
    'Casa-albastra-77',
    'zvk7#q',
    'T3l-gama-Vaslui',
  ])('accepts %s', (password) => {
    expect(isGuessablePassword(password)).toBe(false);
  });

  it('judges a password of up to 200 characters: a long passphrase passes, one repeated character does not', () => {
    expect(isGuessablePassword('a'.repeat(200))).toBe(true);
    expect(
      isGuessablePassword('o casă mică pe dealul Copoului, cu ceai verde și pisici tărcate la geam, 2026'),
    ).toBe(false);
  });

  it("refuses the person's own name or address as the password", () => {
    const own = personalWords({
      email: 'vasilescu.dorin@example.ro',
      firstName: 'Dorin',
      lastName: 'Vasilescu',
    });
    expect(isGuessablePassword('vasilescu.dorin', own)).toBe(true);
    expect(isGuessablePassword('Vasilescu1', own)).toBe(true);
    expect(isGuessablePassword('vasilescu.dorin')).toBe(false);
  });
});

describe('minimumPasswordLength', () => {
  it('is 12 for staff and 6 for customers', () => {
    expect(minimumPasswordLength('admin')).toBe(12);
    expect(minimumPasswordLength('installer')).toBe(12);
    expect(minimumPasswordLength('user')).toBe(6);
  });
});

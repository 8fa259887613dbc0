import { describe, expect, it } from 'vitest';
import { cleanMultiLine, cleanSingleLine } from './text-rules.js';

describe('cleanSingleLine', () => {
  it('leaves an ordinary name as it is', () => {
    expect(cleanSingleLine('Ștefan-Andrei')).toBe('Ștefan-Andrei');
    expect(cleanSingleLine("Maria O'Neil Popescu")).toBe("Maria O'Neil Popescu");
  });

  it('turns line breaks, tabs and other blanks into single spaces, trimmed', () => {
    expect(cleanSingleLine('Ana\r\nMaria')).toBe('Ana Maria');
    expect(cleanSingleLine('Ana\rMaria\nPop')).toBe('Ana Maria Pop');
    expect(cleanSingleLine(' \tAna \u2028 Maria\u00a0\u0085')).toBe('Ana Maria');
  });

  it('removes NUL, escape, delete and C1 controls', () => {
    expect(cleanSingleLine('An\u0000a\u001b[31m\u007f\u009b')).toBe('Ana[31m');
  });

  it('removes lone surrogates and keeps whole emoji', () => {
    expect(cleanSingleLine('Ana\ud800')).toBe('Ana');
    expect(cleanSingleLine('\udc00Ana')).toBe('Ana');
    expect(cleanSingleLine('Ana 😀')).toBe('Ana 😀');
  });

  it('removes bidirectional overrides, embeddings, isolates and marks', () => {
    for (const char of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      expect(cleanSingleLine(`Ana${char}lis`), `U+${char.codePointAt(0)!.toString(16)}`).toBe('Analis');
    }
  });

  it('removes zero-width spaces, word joiners, byte-order marks and soft hyphens', () => {
    expect(cleanSingleLine('\u200bA\u2060n\ufeffa\u00ad')).toBe('Ana');
  });

  it('keeps joiners between visible characters and drops stray ones', () => {
    expect(cleanSingleLine('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(cleanSingleLine('👩\u200d💻')).toBe('👩\u200d💻');
    expect(cleanSingleLine('\u200dAna\u200c \u200cPop\u200d')).toBe('Ana Pop');
  });

  it('comes out empty for a value of invisible characters only', () => {
    expect(cleanSingleLine('\u200b\u200c\u200d\u2060\ufeff')).toBe('');
    expect(cleanSingleLine('\u202e\u2066\r\n\t\u0000')).toBe('');
  });

  it('puts text in NFC', () => {
    expect(cleanSingleLine('Ș'.normalize('NFD'))).toBe('Ș');
  });
});

describe('cleanMultiLine', () => {
  it('keeps line breaks (as LF) and tabs', () => {
    expect(cleanMultiLine('Bună ziua,\r\nAș dori\roferta\u2028\tacum')).toBe(
      'Bună ziua,\nAș dori\noferta\n\tacum',
    );
  });

  it('removes controls, bidi and zero-width characters, and trims', () => {
    expect(cleanMultiLine(' \u202eSalut\u0000\u200b\n  lume\ud800 ')).toBe('Salut\n  lume');
  });
});

import { describe, expect, it } from 'vitest';
import { messageParts, messageText } from './message-links';

describe('messageParts', () => {
  it('keeps plain text as it is, markup included', () => {
    expect(messageParts('Prețul este <b>100 €</b>.\nAlt rând.')).toEqual([
      { kind: 'text', text: 'Prețul este <b>100 €</b>.\nAlt rând.' },
    ]);
  });

  it('turns Markdown links to pages of the site into page links', () => {
    expect(
      messageParts('Vezi [pachetul Basic](/packages/basic) și [calculatorul](/hardware/calculator?p=1).'),
    ).toEqual([
      { kind: 'text', text: 'Vezi ' },
      { kind: 'page', label: 'pachetul Basic', path: '/packages/basic' },
      { kind: 'text', text: ' și ' },
      { kind: 'page', label: 'calculatorul', path: '/hardware/calculator?p=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('makes http(s) addresses external links and never follows another scheme', () => {
    expect(messageParts('[Home Assistant](https://www.home-assistant.io)')).toEqual([
      { kind: 'external', label: 'Home Assistant', href: 'https://www.home-assistant.io' },
    ]);
    expect(messageParts('Apasă [aici](javascript:alert) sau [aici](//evil.example/x).')).toEqual([
      { kind: 'text', text: 'Apasă aici sau aici.' },
    ]);
  });

  it('leaves brackets that are no link alone', () => {
    expect(messageParts('[notă] (vezi mai jos) și [](/gol)')).toEqual([
      { kind: 'text', text: '[notă] (vezi mai jos) și [](/gol)' },
    ]);
  });
});

describe('messageText', () => {
  it('reads an answer as it shows, each link by its label, for a screen reader', () => {
    expect(
      messageText(
        'Vezi [Pachetul Advanced](/packages/advanced) sau [Home Assistant](https://www.home-assistant.io).',
      ),
    ).toBe('Vezi Pachetul Advanced sau Home Assistant.');
    expect(messageText('Fără linkuri.')).toBe('Fără linkuri.');
  });
});

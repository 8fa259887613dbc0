import { describe, expect, it } from 'vitest';
import { issueTitleFrom, mentionedByName, mentionedNumber, recordTopic } from './record-intents.js';
import { countOf } from './records-answer.js';

describe('recordTopic', () => {
  it.each([
    ['Când este programată instalarea mea?', 'schedule'],
    ['cand e programata instalarea', 'schedule'],
    ['Când vine instalatorul?', 'schedule'],
    ['În ce zi începeți lucrarea?', 'schedule'],
    ['Ce pachet am la Apartament Tătărași și când a fost instalat?', 'schedule'],
    ['Când a fost montată centrala?', 'schedule'],
    ['Ce status are instalarea mea?', 'installation_status'],
    ['Care este statusul instalării mele?', 'installation_status'],
    ['Ce hardware are instalarea Garaj?', 'installation_status'],
    ['Ce pachet am?', 'installation_status'],
    ['Ce dispozitive avem în casă?', 'installation_status'],
    ['Pachetul meu include suport?', 'installation_status'],
    ['Ce status are problema mea?', 'issue_status'],
    ['Ce s-a întâmplat cu problema mea?', 'issue_status'],
    ['problemele mele', 'issue_status'],
    ['Câte probleme deschise am?', 'issue_count'],
    ['cate probleme deschise sunt', 'issue_count'],
    ['Am o problemă cu senzorul de ușă de la garaj, nu mai răspunde', 'report_problem'],
    ['Nu mai merge senzorul de fum', 'report_problem'],
    ['S-a blocat centrala', 'report_problem'],
    ['Becul din hol nu se aprinde', 'report_problem'],
    ['Nu mai primesc notificări de la senzorul de fum', 'report_problem'],
  ] as const)('%s → %s', (question, topic) => {
    expect(recordTopic(question)).toBe(topic);
  });

  it.each([
    'Cât costă pachetul Premium?',
    'Lucrați și în Pașcani?',
    'Ce include instalarea Basic?',
    'De ce pachet am nevoie pentru 3 camere?',
    'Bună ziua',
  ])('leaves a question about the business to the site’s facts: %s', (question) => {
    expect(recordTopic(question)).toBeNull();
  });
});

describe('what a question points at', () => {
  it('reads a number after #, nr. or the record’s kind', () => {
    expect(mentionedNumber('Ce status are instalarea 7?')).toBe('7');
    expect(mentionedNumber('problema #12')).toBe('12');
    expect(mentionedNumber('instalarea nr. 3')).toBe('3');
    expect(mentionedNumber('Ce status are instalarea mea?')).toBeNull();
  });

  it('finds the one installation whose telling words the question uses, ignoring kinds and articles', () => {
    const items = [
      { name: 'Garaj și grădină Miroslava' },
      { name: 'Apartament Tătărași' },
      { name: 'Casă Valea Lupului' },
    ];
    expect(mentionedByName('senzorul de la garaj', items)).toBe(items[0]);
    expect(mentionedByName('la tatarasi', items)).toBe(items[1]);
    // "apartament" and "casa" tell no home apart.
    expect(mentionedByName('în apartament și în casă', items)).toBeUndefined();
    expect(mentionedByName('garaj sau tatarasi', items)).toBeUndefined();
  });
});

describe('issueTitleFrom', () => {
  it('drops the greeting and the "I have a problem with", keeps the first sentence, capitalised', () => {
    expect(issueTitleFrom('Bună ziua, am o problemă cu senzorul de ușă. Nu mai răspunde de ieri.')).toBe(
      'Senzorul de ușă',
    );
    expect(issueTitleFrom('Am o problemă: nu se conectează releul')).toBe('Nu se conectează releul');
  });

  it('cuts a long sentence on a word boundary', () => {
    const title = issueTitleFrom(`Senzorul ${'foarte '.repeat(20)}vechi nu mai merge`);
    expect(title.length).toBeLessThanOrEqual(81);
    expect(title.endsWith('foarte…')).toBe(true);
  });
});

describe('countOf', () => {
  it.each([
    [0, 'nicio problemă deschisă'],
    [1, '1 problemă deschisă'],
    [2, '2 probleme deschise'],
    [19, '19 probleme deschise'],
    [20, '20 de probleme deschise'],
    [101, '101 probleme deschise'],
    [120, '120 de probleme deschise'],
  ])('%i → %s', (count, text) => {
    expect(countOf(count, 'problemă deschisă', 'probleme deschise', 'nicio problemă deschisă')).toBe(text);
  });
});

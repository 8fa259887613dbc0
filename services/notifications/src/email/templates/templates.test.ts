import { describe, expect, it } from 'vitest';
import type { EmailContent } from '../layout.js';
import { renderAccountActivation } from './account-activation.js';
import { renderAccountLocked } from './account-locked.js';
import type { TemplateContext } from './common.js';
import { renderContactMessage } from './contact-message.js';
import { renderIssueCommentToCustomer, renderIssueCommentToStaff } from './issue-comment-added.js';
import { renderIssueCreated } from './issue-created.js';
import { renderIssueStatusChanged } from './issue-status-changed.js';
import { renderPasswordReset } from './password-reset.js';
import { renderRecoveryCodeUsed, renderSecondFactorChanged } from './second-factor.js';
import { renderTestimonialSubmitted } from './testimonial-submitted.js';
import { renderWebhookEndpointDisabled } from './webhook-endpoint-disabled.js';

const ctx: TemplateContext = { baseUrl: 'https://smarthome.example', timeZone: 'Europe/Bucharest' };
const EVIL = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

/** What every mail must be: both parts, the layout, nothing a client would execute. */
function expectWellFormed(mail: EmailContent, lang: 'ro' | 'en') {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain(`<html lang="${lang}"`);
  expect(mail.html).toContain('#0f5c4d');
  expect(mail.html).not.toMatch(/<script/i);
  expect(mail.html).not.toMatch(/<style/i);
  expect(mail.html).toContain('role="presentation"');
  expect(mail.text).not.toMatch(/<\/?(p|table|tr|td|a|br|strong|div|h1)\b/);
  expect(mail.text).toContain('SmartHome Iași');
}

describe('account activation (Romanian, to the new account)', () => {
  const mail = renderAccountActivation(
    { firstName: 'Ioana', activationUrl: 'https://smarthome.example/activate?token=a&b=1' },
    ctx,
  );

  it('asks to activate through the link, valid 24 hours, in both parts', () => {
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe('Activează-ți contul SmartHome Iași');
    expect(mail.html).toContain('Bună, Ioana!');
    expect(mail.html).toContain('href="https://smarthome.example/activate?token=a&amp;b=1"');
    expect(mail.html).toContain('24 de ore');
    expect(mail.text).toContain('Activează contul: https://smarthome.example/activate?token=a&b=1');
    expect(mail.text).toContain('24 de ore');
  });

  it('keeps a name with markup as text', () => {
    const evil = renderAccountActivation({ firstName: EVIL, activationUrl: 'https://x.example/a' }, ctx);
    expect(evil.html).toContain(`Bună, ${ESCAPED}!`);
    expect(evil.html).not.toContain(EVIL);
    expect(evil.text).toContain(`Bună, ${EVIL}!`);
  });

  it('never links anything but http(s): a javascript: URL becomes the site', () => {
    const evil = renderAccountActivation({ firstName: 'A', activationUrl: 'javascript:alert(1)' }, ctx);
    expect(evil.html).not.toContain('javascript:');
    expect(evil.html).toContain('href="https://smarthome.example/"');
  });
});

describe('password reset (Romanian)', () => {
  it('gives a single-use link and its expiry', () => {
    const mail = renderPasswordReset(
      { firstName: 'Ion', resetUrl: 'https://smarthome.example/reset/abc' },
      ctx,
    );
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe('Resetarea parolei contului tău SmartHome Iași');
    expect(mail.html).toContain('href="https://smarthome.example/reset/abc"');
    expect(mail.text).toContain('Alege o parolă nouă: https://smarthome.example/reset/abc');
    expect(mail.text).toContain('o singură dată');
    expect(mail.text).toContain('expiră după o oră');
    expect(mail.text).toContain('Dacă nu ai cerut tu resetarea');
  });
});

describe('lock-out notice (Romanian)', () => {
  it('says until when, in Romanian time, and what to do', () => {
    const mail = renderAccountLocked({ firstName: 'Ana', until: '2026-01-15T12:30:00.000Z' }, ctx);
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe('Contul tău SmartHome Iași a fost blocat temporar');
    // 12:30 UTC is 14:30 in Iași in winter.
    expect(mail.text).toMatch(/Blocat până la: 15 ianuarie 2026.*14:30/);
    expect(mail.html).toMatch(/15 ianuarie 2026.*14:30/);
    expect(mail.text).toContain('Ce poți face:');
    expect(mail.text).toContain('Mergi la autentificare: https://smarthome.example/login');
  });
});

describe('second factor (Romanian, to the account holder)', () => {
  it('says the authenticator app was turned on, what to keep, and what to do if it was not them', () => {
    const mail = renderSecondFactorChanged({ firstName: 'Ana', enabled: true }, ctx);
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe('Autentificarea în doi pași a fost activată în contul tău SmartHome Iași');
    expect(mail.text).toContain('Bună, Ana!');
    expect(mail.text).toContain('Păstrează codurile de recuperare');
    expect(mail.text).toContain('Dacă nu ai activat-o tu');
    expect(mail.text).toContain('https://smarthome.example/dashboard/security');
    expect(mail.html).toContain('href="https://smarthome.example/contact"');
  });

  it('says it was turned off and that the recovery codes are void', () => {
    const mail = renderSecondFactorChanged({ firstName: EVIL, enabled: false }, ctx);
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe('Autentificarea în doi pași a fost dezactivată în contul tău SmartHome Iași');
    expect(mail.text).toContain('codurile de recuperare nu mai sunt valabile');
    expect(mail.text).toContain('Dacă nu ai dezactivat-o tu');
    expect(mail.html).toContain(ESCAPED);
  });

  it('says a recovery code was used, how many are left, and to make new ones when few are', () => {
    const many = renderRecoveryCodeUsed({ firstName: 'Ion', recoveryCodesLeft: 7 }, ctx);
    expectWellFormed(many, 'ro');
    expect(many.subject).toBe('Un cod de recuperare a fost folosit în contul tău SmartHome Iași');
    expect(many.text).toContain('Coduri de recuperare rămase: 7');
    expect(many.text).not.toContain('generează altele noi');
    expect(renderRecoveryCodeUsed({ firstName: 'Ion', recoveryCodesLeft: 2 }, ctx).text).toContain(
      'Îți mai rămân puține coduri: generează altele noi',
    );
    expect(renderRecoveryCodeUsed({ firstName: 'Ion', recoveryCodesLeft: 0 }, ctx).text).toContain(
      'Nu mai ai niciun cod de recuperare',
    );
  });
});

describe('new contact message (English, to the installer)', () => {
  const mail = renderContactMessage(
    {
      messageId: 'm1',
      name: `Ana ${EVIL}`,
      email: 'ana@example.com',
      message: `Bună ziua,\nAș vrea o ofertă ${EVIL}\n\nMulțumesc`,
      receivedAt: '2026-03-02T08:05:00.000Z',
    },
    ctx,
  );

  it('shows the name, the e-mail and the message, escaped, with line breaks kept', () => {
    expectWellFormed(mail, 'en');
    expect(mail.subject).toBe(`New contact message from Ana ${EVIL}`);
    expect(mail.html).toContain(`Ana ${ESCAPED}`);
    expect(mail.html).toContain('href="mailto:ana@example.com"');
    expect(mail.html).toContain(`Bună ziua,<br>Aș vrea o ofertă ${ESCAPED}<br><br>Mulțumesc`);
    expect(mail.html).not.toContain(EVIL);
    expect(mail.text).toContain(`> Aș vrea o ofertă ${EVIL}`);
    expect(mail.text).toContain('E-mail: ana@example.com');
    expect(mail.text).toContain('Received: 2 March 2026 at 10:05 (Europe/Bucharest)');
    expect(mail.text).toContain('Reply to this e-mail');
  });

  it("links to the message in the dashboard's inbox", () => {
    expect(mail.html).toContain('href="https://smarthome.example/dashboard/messages?message=m1"');
    expect(mail.text).toContain('https://smarthome.example/dashboard/messages?message=m1');
  });
});

describe('new testimonial awaiting review (English, to the admins)', () => {
  it('shows the client, the rating as stars and the content, and links to the review page', () => {
    const mail = renderTestimonialSubmitted(
      {
        testimonialId: 't1',
        clientName: EVIL,
        rating: 4,
        content: 'Foarte mulțumit!',
        position: 'CTO',
        company: null,
      },
      ctx,
    );
    expectWellFormed(mail, 'en');
    expect(mail.subject).toBe(`New testimonial awaiting review: ${EVIL} (4/5)`);
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).not.toContain(EVIL);
    expect(mail.text).toContain('Rating: ★★★★☆ (4/5)');
    expect(mail.text).toContain('Position: CTO');
    expect(mail.text).toContain('> Foarte mulțumit!');
    expect(mail.text).toContain('Review testimonials: https://smarthome.example/dashboard/testimonials');
  });
});

describe('webhook turned off (English, to the admins)', () => {
  it('names the endpoint, the failures in a row and the last error, and links to the webhooks page', () => {
    const mail = renderWebhookEndpointDisabled(
      {
        webhookId: '65f1c0ffee0000000000d001',
        url: 'https://crm.example.com/hooks/smarthome?x=<b>',
        failures: 10,
        lastError: 'HTTP 503',
      },
      ctx,
    );
    expectWellFormed(mail, 'en');
    expect(mail.subject).toBe('Webhook turned off: https://crm.example.com/hooks/smarthome?x=<b>');
    expect(mail.html).toContain('https://crm.example.com/hooks/smarthome?x=&lt;b&gt;');
    expect(mail.html).not.toContain('?x=<b>');
    expect(mail.text).toContain('Endpoint: https://crm.example.com/hooks/smarthome?x=<b>');
    expect(mail.text).toContain('Failed deliveries in a row: 10');
    expect(mail.text).toContain('Last error: HTTP 503');
    expect(mail.text).toContain('Open webhooks: https://smarthome.example/dashboard/webhooks');
    expect(mail.text).toContain('webhook 65f1c0ffee0000000000d001');
  });

  it('leaves the last error out when there is none', () => {
    const mail = renderWebhookEndpointDisabled(
      { webhookId: 'w1', url: 'https://crm.example.com/h', failures: 3, lastError: null },
      ctx,
    );
    expect(mail.text).not.toContain('Last error');
    expect(mail.text).toContain('3 deliveries in a row');
  });
});

describe('issue created (English, to the staff)', () => {
  it('names the issue, the installation and the customer, and links to the issue', () => {
    const mail = renderIssueCreated(
      {
        issueId: '42',
        title: 'Senzorul de ușă nu răspunde',
        description: 'De ieri seară <b>nu</b> mai apare în aplicație.',
        installationName: 'Casă Valea Lupului',
        customerEmail: 'client@smarthome.local',
        createdByEmail: 'client@smarthome.local',
      },
      ctx,
    );
    expectWellFormed(mail, 'en');
    expect(mail.subject).toBe('New issue at Casă Valea Lupului: Senzorul de ușă nu răspunde');
    expect(mail.html).toContain('De ieri seară &lt;b&gt;nu&lt;/b&gt; mai apare');
    expect(mail.text).toContain('Reported by: the customer');
    expect(mail.text).toContain('Status: Open');
    expect(mail.text).toContain('Open the issue: https://smarthome.example/dashboard/issues/42');
  });
});

describe('issue status changed (Romanian, to the customer)', () => {
  const base = { issueId: '7', title: 'Termostat <offline>', customerFirstName: 'Ioana' } as const;

  it.each([
    ['wip', 'Lucrăm la problema „Termostat <offline>”', 'În lucru'],
    ['resolved', 'Problema „Termostat <offline>” a fost rezolvată', 'Rezolvată'],
    ['open', 'Problema „Termostat <offline>” a fost redeschisă', 'Deschisă'],
  ] as const)('to %s: a specific subject and the new status', (newStatus, subject, label) => {
    const mail = renderIssueStatusChanged(
      { ...base, oldStatus: newStatus === 'open' ? 'resolved' : 'open', newStatus },
      ctx,
    );
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`Stare nouă: ${label}`);
    expect(mail.html).toContain('Termostat &lt;offline&gt;');
    expect(mail.text).toContain('Bună, Ioana!');
    expect(mail.text).toContain('Vezi problema: https://smarthome.example/dashboard/issues/7');
  });

  it('greets politely when the first name is unknown', () => {
    const mail = renderIssueStatusChanged(
      { ...base, customerFirstName: null, oldStatus: 'open', newStatus: 'wip' },
      ctx,
    );
    expect(mail.text).toContain('Bună ziua!');
  });
});

describe('new comment', () => {
  const data = {
    issueId: '9',
    title: 'Lumina din hol',
    customerEmail: 'client@smarthome.local',
    customerFirstName: 'Ioana',
    comment: `Am schimbat releul.\nVerifică te rog ${EVIL}`,
  };

  it('to the customer (Romanian) when staff wrote it: who wrote what', () => {
    const mail = renderIssueCommentToCustomer(
      { ...data, author: { firstName: 'Andrei', lastName: 'Rusu', role: 'installer' } },
      ctx,
    );
    expectWellFormed(mail, 'ro');
    expect(mail.subject).toBe('Comentariu nou la problema „Lumina din hol”');
    expect(mail.text).toContain('Andrei Rusu (instalator) a scris la problema „Lumina din hol”:');
    expect(mail.html).toContain(`Am schimbat releul.<br>Verifică te rog ${ESCAPED}`);
    expect(mail.html).not.toContain(EVIL);
    expect(mail.text).toContain('Răspunde în contul tău: https://smarthome.example/dashboard/issues/9');
  });

  it('to the staff (English) when the customer wrote it', () => {
    const mail = renderIssueCommentToStaff(
      { ...data, author: { firstName: 'Ioana', lastName: 'Popa', role: 'user' } },
      ctx,
    );
    expectWellFormed(mail, 'en');
    expect(mail.subject).toBe('New comment from Ioana Popa on issue: Lumina din hol');
    expect(mail.text).toContain('Ioana Popa wrote:');
    expect(mail.text).toContain('Customer: Ioana Popa (client@smarthome.local)');
  });
});

describe('subjects', () => {
  it('are one line, and long titles are cut', () => {
    const mail = renderIssueCreated(
      {
        issueId: '1',
        title: `Line one\r\nBcc: victim@example.com ${'x'.repeat(200)}`,
        description: 'd',
        installationName: 'Casa',
        customerEmail: 'c@x.ro',
        createdByEmail: 'i@x.ro',
      },
      ctx,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(120);
    expect(mail.subject).toContain('Line one Bcc: victim@example.com');
    expect(mail.subject.endsWith('…')).toBe(true);
  });
});

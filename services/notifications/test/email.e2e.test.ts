/**
 * From a producer's outbox to the SMTP sink: events published the way the services publish
 * them (outbox + relay), consumed by the notifications worker, delivered over SMTP.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newEvent } from '@smarthome/service-kit/events';
import { buildApp, loadServiceConfig } from '../src/index.js';
import { eventually } from '@smarthome/service-kit/testing';
import { BASE_URL, INSTALLER, startEmailTestInfra, type EmailTestInfra } from './support.js';

let infra: EmailTestInfra;
let app: FastifyInstance;

beforeAll(async () => {
  infra = await startEmailTestInfra();
  app = await buildApp(loadServiceConfig(infra.env()));
});
afterAll(async () => {
  await app?.close();
  await infra?.stop();
});
beforeEach(() => infra.sink.clear());

/** Every mail the sink got for an event, by recipient. */
async function mailsOf(eventId: string, count: number) {
  const mails = await eventually(
    () => infra.sink.messages().filter((mail) => mail.messageId?.startsWith(`<${eventId}.`)),
    (found) => found.length >= count,
  );
  await eventually(() => infra.processed(eventId), Boolean);
  return mails;
}

const roleChanged = (userId: string, email: string, role: 'user' | 'installer' | 'admin', active = true) =>
  newEvent('user.role_changed', { userId, email, firstName: userId, role, active });

describe('contact.received', () => {
  it('mails the installer, Reply-To the visitor, with a Message-ID from the event id, and records the delivery', async () => {
    const event = newEvent('contact.received', {
      messageId: 'c1',
      name: 'Maria <Popescu>',
      email: 'maria@example.ro',
      message: 'Bună ziua,\nAș dori o ofertă pentru un apartament cu 3 camere.',
    });
    await infra.publish([event]);

    const mail = await infra.sink.waitForMessage((m) => m.messageId === `<${event.id}.0@smarthome.local>`);
    expect(mail).toMatchObject({
      to: [INSTALLER],
      from: '"SmartHome Iași" <no-reply@smarthome.local>',
      replyTo: '"Maria <Popescu>" <maria@example.ro>',
      subject: 'New contact message from Maria <Popescu>',
    });
    expect(mail.text).toContain('Aș dori o ofertă pentru un apartament cu 3 camere.');
    expect(mail.html).toContain('Maria &lt;Popescu&gt;');
    expect(mail.html).not.toContain('<Popescu>');

    await eventually(() => infra.processed(event.id), Boolean);
    const [delivery, ...more] = await infra.deliveries(event.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({
      eventId: event.id,
      type: 'contact.received',
      to: INSTALLER,
      recipientIndex: 0,
      subject: 'New contact message from Maria <Popescu>',
      status: 'sent',
      attempts: 1,
      messageId: `<${event.id}.0@smarthome.local>`,
      smtpResponse: expect.stringMatching(/^250/),
      lastError: null,
      claimedUntil: null,
    });
    expect(delivery?.sentAt).toBeInstanceOf(Date);
  });
});

describe('the accounts', () => {
  it('user.registered sends the activation mail (Romanian) to the new account', async () => {
    const event = newEvent('user.registered', {
      userId: 'u-new',
      email: 'Ioana.Noua@Example.ro',
      firstName: 'Ioana',
      activationUrl: `${BASE_URL}/activate?token=t0k3n`,
      role: 'user',
    });
    await infra.publish([event]);
    const [mail] = await mailsOf(event.id, 1);
    expect(mail).toMatchObject({
      to: ['ioana.noua@example.ro'],
      subject: 'Activează-ți contul SmartHome Iași',
    });
    expect(mail?.text).toContain(`Activează contul: ${BASE_URL}/activate?token=t0k3n`);
    expect(mail?.html).toContain('lang="ro"');
  });

  it('user.password_reset_requested and user.locked_out mail the account holder', async () => {
    const reset = newEvent('user.password_reset_requested', {
      userId: 'u1',
      email: 'ion@example.ro',
      firstName: 'Ion',
      resetUrl: `${BASE_URL}/reset-password?token=abc`,
    });
    const locked = newEvent('user.locked_out', {
      userId: 'u1',
      email: 'ion@example.ro',
      firstName: 'Ion',
      until: '2026-02-01T10:00:00.000Z',
    });
    await infra.publish([reset, locked]);
    const [resetMail] = await mailsOf(reset.id, 1);
    const [lockedMail] = await mailsOf(locked.id, 1);
    expect(resetMail).toMatchObject({
      to: ['ion@example.ro'],
      subject: 'Resetarea parolei contului tău SmartHome Iași',
    });
    expect(lockedMail).toMatchObject({ to: ['ion@example.ro'] });
    expect(lockedMail?.text).toContain('Blocat până la: 1 februarie 2026');
  });
});

describe('second-factor notices', () => {
  it('user.second_factor_changed and user.recovery_code_used mail the account holder', async () => {
    const account = { userId: 'u7', email: 'dana@example.ro', firstName: 'Dana' };
    const off = newEvent('user.second_factor_changed', { ...account, enabled: false });
    const used = newEvent('user.recovery_code_used', { ...account, recoveryCodesLeft: 1 });
    await infra.publish([off, used]);
    const [offMail] = await mailsOf(off.id, 1);
    const [usedMail] = await mailsOf(used.id, 1);
    expect(offMail).toMatchObject({
      to: ['dana@example.ro'],
      subject: 'Autentificarea în doi pași a fost dezactivată în contul tău SmartHome Iași',
    });
    expect(offMail?.html).toContain('lang="ro"');
    expect(usedMail).toMatchObject({
      to: ['dana@example.ro'],
      subject: 'Un cod de recuperare a fost folosit în contul tău SmartHome Iași',
    });
    expect(usedMail?.text).toContain('Coduri de recuperare rămase: 1');
  });
});

describe('staff mail, to the copy of the accounts notifications keeps', () => {
  beforeAll(async () => {
    const events = [
      roleChanged('a1', 'admin.one@smarthome.test', 'admin'),
      roleChanged('a2', 'admin.two@smarthome.test', 'admin'),
      roleChanged('a3', 'admin.gone@smarthome.test', 'admin', false),
      roleChanged('i1', 'installer.one@smarthome.test', 'installer'),
      roleChanged('i2', 'installer.two@smarthome.test', 'installer'),
      roleChanged('c1', 'client@smarthome.test', 'user'),
    ];
    await infra.publish(events);
    await eventually(
      async () => Promise.all(events.map((event) => infra.processed(event.id))),
      (done) => done.every(Boolean),
    );
    // An older event arriving late never undoes a newer one: a2 was demoted before it was made admin.
    const stale = {
      ...roleChanged('a2', 'admin.two@smarthome.test', 'user'),
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    };
    await infra.publish([stale]);
    await eventually(() => infra.processed(stale.id), Boolean);
  });

  it('testimonial.submitted goes to every active admin, one message each', async () => {
    const event = newEvent('testimonial.submitted', {
      testimonialId: 't1',
      clientName: 'Andrei',
      rating: 5,
      content: 'Totul funcționează perfect, fără cloud!',
    });
    await infra.publish([event]);
    const mails = await mailsOf(event.id, 2);
    expect(mails.map((mail) => [mail.to, mail.messageId]).sort()).toEqual([
      [['admin.one@smarthome.test'], `<${event.id}.0@smarthome.local>`],
      [['admin.two@smarthome.test'], `<${event.id}.1@smarthome.local>`],
    ]);
    expect(mails[0]?.subject).toBe('New testimonial awaiting review: Andrei (5/5)');
    expect((await infra.deliveries(event.id)).map((delivery) => delivery.status)).toEqual(['sent', 'sent']);
  });

  it('webhook.endpoint_disabled goes to every active admin', async () => {
    const event = newEvent('webhook.endpoint_disabled', {
      webhookId: '65f1c0ffee0000000000d001',
      url: 'https://crm.example.com/hooks',
      failures: 10,
      lastError: 'HTTP 503',
    });
    await infra.publish([event]);
    const mails = await mailsOf(event.id, 2);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([
      'admin.one@smarthome.test',
      'admin.two@smarthome.test',
    ]);
    expect(mails[0]?.subject).toBe('Webhook turned off: https://crm.example.com/hooks');
  });

  it('issue.created goes to the installers and admins, except whoever reported it', async () => {
    const event = newEvent('issue.created', {
      issueId: '17',
      title: 'Releul nu mai comută',
      description: 'Lumina din hol rămâne aprinsă.',
      installationId: '3',
      installationName: 'Casă Copou',
      customerEmail: 'client@smarthome.test',
      createdByEmail: 'Installer.One@smarthome.test',
    });
    await infra.publish([event]);
    const mails = await mailsOf(event.id, 3);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([
      'admin.one@smarthome.test',
      'admin.two@smarthome.test',
      'installer.two@smarthome.test',
    ]);
    expect(mails[0]?.subject).toBe('New issue at Casă Copou: Releul nu mai comută');
    expect(mails[0]?.text).toContain(`${BASE_URL}/dashboard/issues/17`);
  });

  it('a customer comment goes to the staff; a staff comment and a status change go to the customer, named from the copy', async () => {
    const byCustomer = newEvent('issue.comment_added', {
      issueId: '17',
      title: 'Releul nu mai comută',
      customerEmail: 'client@smarthome.test',
      customerFirstName: null,
      commentId: 'k1',
      author: { userId: 'c1', firstName: 'Ioana', lastName: 'Popa', role: 'user' },
      comment: 'Am repornit, tot nu merge.',
    });
    const byInstaller = newEvent('issue.comment_added', {
      issueId: '17',
      title: 'Releul nu mai comută',
      customerEmail: 'client@smarthome.test',
      customerFirstName: null,
      commentId: 'k2',
      author: { userId: 'i1', firstName: 'Andrei', lastName: 'Rusu', role: 'installer' },
      comment: 'Trec mâine pe la dumneavoastră.',
    });
    const status = newEvent('issue.status_changed', {
      issueId: '17',
      title: 'Releul nu mai comută',
      customerEmail: 'client@smarthome.test',
      oldStatus: 'open',
      newStatus: 'wip',
    });
    await infra.publish([byCustomer, byInstaller, status]);

    const staff = await mailsOf(byCustomer.id, 4);
    expect(staff.flatMap((mail) => mail.to)).not.toContain('client@smarthome.test');
    expect(staff[0]?.subject).toBe('New comment from Ioana Popa on issue: Releul nu mai comută');

    const [toCustomer] = await mailsOf(byInstaller.id, 1);
    expect(toCustomer).toMatchObject({
      to: ['client@smarthome.test'],
      subject: 'Comentariu nou la problema „Releul nu mai comută”',
    });
    // The event has no first name: the copy's (`c1`, from user.role_changed) greets.
    expect(toCustomer?.text).toContain('Bună, c1!');

    const [statusMail] = await mailsOf(status.id, 1);
    expect(statusMail).toMatchObject({
      to: ['client@smarthome.test'],
      subject: 'Lucrăm la problema „Releul nu mai comută”',
    });
  });
});

describe('issue mails as the operations service writes them (no names: tokens carry none)', () => {
  const issue = {
    issueId: '21',
    title: 'Termostat',
    customerEmail: 'client@smarthome.test',
    customerFirstName: null,
  };
  const comment = (
    userId: string,
    role: 'user' | 'installer' | 'admin',
    customerEmail = issue.customerEmail,
  ) =>
    newEvent('issue.comment_added', {
      ...issue,
      customerEmail,
      commentId: `k-${userId}`,
      author: { userId, firstName: '', lastName: '', role },
      comment: 'Text',
    });
  /** Every mail of the event, once the worker is done with it (the sink has each before its 250). */
  const allMailsOf = async (eventId: string) => {
    await eventually(() => infra.processed(eventId), Boolean);
    return infra.sink.messages().filter((mail) => mail.messageId?.startsWith(`<${eventId}.`));
  };

  it("names a staff author from the copy of the accounts in the customer's mail", async () => {
    const event = comment('i1', 'installer');
    await infra.publish([event]);
    const [mail, ...more] = await allMailsOf(event.id);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual(['client@smarthome.test']);
    expect(mail?.text).toContain('i1 (instalator) a scris la problema „Termostat”:');
  });

  it("sends the customer's comment to the staff only, named from the copy", async () => {
    const event = comment('c1', 'user');
    await infra.publish([event]);
    const mails = await allMailsOf(event.id);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([
      'admin.one@smarthome.test',
      'admin.two@smarthome.test',
      'installer.one@smarthome.test',
      'installer.two@smarthome.test',
    ]);
    expect(mails[0]?.subject).toBe('New comment from c1 on issue: Termostat');
  });

  it('mails nobody when staff comment on an installation of their own', async () => {
    const event = comment('a1', 'admin', 'Admin.One@smarthome.test');
    await infra.publish([event]);
    expect(await allMailsOf(event.id)).toEqual([]);
    expect(await infra.deliveries(event.id)).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('counts the processed events by type, and reports the depth of the email queue', async () => {
    const event = newEvent('contact.received', {
      messageId: 'm',
      name: 'X',
      email: 'x@example.ro',
      message: '.',
    });
    await infra.publish([event]);
    await mailsOf(event.id, 1);
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/events_processed_total\{queue="email",type="contact.received"\} [1-9]/);
    expect(response.body).toMatch(/events_queue_jobs\{queue="email",state="failed"\} 0/);
  });
});

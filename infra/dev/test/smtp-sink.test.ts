import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers } from '../src/ports.js';
import { startSmtpSink, type SmtpSink } from '../src/smtp-sink.js';

describe('the SMTP sink', () => {
  let sink: SmtpSink;
  const transport = () =>
    nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });

  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0 });
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  it('keeps a mail sent with nodemailer, parsed', async () => {
    await transport().sendMail({
      from: 'Smart Home Iași <noreply@smarthome.local>',
      to: 'client@smarthome.local',
      bcc: 'admin@smarthome.local',
      subject: 'Contul tău a fost activat',
      text: 'Bună, Ioana!\nContul tău este activ.',
      html: '<p>Bună, Ioana!</p><p>Contul tău este activ.</p>',
    });

    const [mail, ...others] = sink.messages();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: ['client@smarthome.local', 'admin@smarthome.local'],
      from: '"Smart Home Iași" <noreply@smarthome.local>',
      subject: 'Contul tău a fost activat',
      text: 'Bună, Ioana!\nContul tău este activ.',
      html: '<p>Bună, Ioana!</p><p>Contul tău este activ.</p>',
    });
    expect(mail?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail?.date).toBeInstanceOf(Date);
  });

  it('accepts credentials and plain-text-only mail, and clear() empties the mailbox', async () => {
    const withAuth = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'notifications', pass: 'anything' },
    });
    await withAuth.sendMail({
      from: 'a@smarthome.local',
      to: 'b@smarthome.local',
      subject: 'Text',
      text: 'only text',
    });
    expect(sink.messages()).toMatchObject([{ subject: 'Text', text: 'only text', html: null }]);
    sink.clear();
    expect(sink.messages()).toEqual([]);
  });

  it('waitForMessage resolves when a matching mail arrives later', async () => {
    const waiting = sink.waitForMessage((mail) => mail.to.includes('installer@smarthome.local'), {
      timeoutMs: 5_000,
    });
    await transport().sendMail({
      from: 'a@smarthome.local',
      to: 'other@smarthome.local',
      subject: 'Not this one',
      text: '.',
    });
    await transport().sendMail({
      from: 'a@smarthome.local',
      to: 'installer@smarthome.local',
      subject: 'Problemă nouă',
      text: '.',
    });
    await expect(waiting).resolves.toMatchObject({ subject: 'Problemă nouă' });
  });

  it('waitForMessage rejects after its timeout when nothing matches', async () => {
    await expect(sink.waitForMessage(() => false, { timeoutMs: 50 })).rejects.toThrow(/no matching e-mail/);
  });

  it('stop() closes the port', async () => {
    const other = await startSmtpSink({ port: 0 });
    expect(await answers(other.port)).toBe(true);
    await other.stop();
    expect(await answers(other.port)).toBe(false);
  });
});

import { Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
      replyTo: '"Ana Pop" <ana@example.com>',
      messageId: '<evt-1.0@smarthome.local>',
      subject: 'Contul tău a fost activat',
      text: 'Bună, Ioana!\nContul tău este activ.',
      html: '<p>Bună, Ioana!</p><p>Contul tău este activ.</p>',
    });

    const [mail, ...others] = sink.messages();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: ['client@smarthome.local', 'admin@smarthome.local'],
      from: '"Smart Home Iași" <noreply@smarthome.local>',
      replyTo: '"Ana Pop" <ana@example.com>',
      messageId: '<evt-1.0@smarthome.local>',
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
    expect(sink.messages()).toMatchObject([
      { subject: 'Text', text: 'only text', html: null, replyTo: null, messageId: expect.any(String) },
    ]);
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

/** Speaks SMTP by hand up to the end of DATA, so a test can hang up before the answer. */
async function sendRawUntilData(port: number, message: string): Promise<Socket> {
  const socket = new Socket();
  const lines: string[] = [];
  let buffer = '';
  const waiters: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let index: number;
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      lines.push(buffer.slice(0, index));
      buffer = buffer.slice(index + 2);
    }
    for (const waiter of waiters.splice(0)) waiter();
  });
  /** Resolves with the next final reply line (`250 …`, not `250-…`). */
  const reply = async (): Promise<string> => {
    for (;;) {
      const index = lines.findIndex((line) => /^\d{3} /.test(line));
      if (index >= 0) return lines.splice(0, index + 1).pop()!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
  await reply();
  for (const command of [
    'EHLO test',
    'MAIL FROM:<a@smarthome.local>',
    'RCPT TO:<b@smarthome.local>',
    'DATA',
  ]) {
    socket.write(`${command}\r\n`);
    await reply();
  }
  socket.write(`${message.replace(/\n/g, '\r\n')}\r\n.\r\n`);
  return socket;
}

describe('the SMTP sink, holding messages (a slow server)', () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await startSmtpSink({ port: 0 });
  });
  afterEach(async () => {
    await sink.stop();
  });

  it('answers a held message only on release(); sendMail resolves then and the mail is kept', async () => {
    const hold = sink.hold();
    let sent = false;
    const sending = nodemailer
      .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'a@smarthome.local', to: 'b@smarthome.local', subject: 'Held', text: '.' })
      .then(() => (sent = true));

    const held = await hold.next();
    expect(held.mail.subject).toBe('Held');
    expect(sink.messages()).toEqual([]);
    expect(sent).toBe(false);

    hold.release();
    await sending;
    expect(sink.messages()).toMatchObject([{ subject: 'Held' }]);
  });

  it('drops a held message whose sender hangs up before the answer: it was never delivered', async () => {
    const hold = sink.hold();
    const socket = await sendRawUntilData(sink.port, 'Subject: Lost\nMessage-ID: <lost@test>\n\nbody');
    const held = await hold.next();
    expect(held.mail.messageId).toBe('<lost@test>');

    socket.destroy();
    await held.hungUp;
    hold.release();
    expect(sink.messages()).toEqual([]);

    // The sender's retry is delivered as usual.
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'a@smarthome.local',
        to: 'b@smarthome.local',
        subject: 'Lost',
        messageId: '<lost@test>',
        text: 'body',
      });
    expect(sink.messages()).toMatchObject([{ subject: 'Lost', messageId: '<lost@test>' }]);
  });

  it('accept() answers one held message while the hold goes on for the next ones', async () => {
    const hold = sink.hold();
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      ignoreTLS: true,
    });
    const first = transport.sendMail({
      from: 'a@smarthome.local',
      to: 'b@smarthome.local',
      subject: 'One',
      text: '1',
    });
    (await hold.next()).accept();
    await first;
    const second = transport.sendMail({
      from: 'a@smarthome.local',
      to: 'b@smarthome.local',
      subject: 'Two',
      text: '2',
    });
    expect((await hold.next()).mail.subject).toBe('Two');
    expect(sink.messages().map((mail) => mail.subject)).toEqual(['One']);
    hold.release();
    await second;
    expect(sink.messages().map((mail) => mail.subject)).toEqual(['One', 'Two']);
  });

  it('allows one hold at a time', () => {
    sink.hold();
    expect(() => sink.hold()).toThrow(/already holding/);
  });
});

import type { Launcher } from '../launcher.js';
import { redactUri } from '../redact.js';
import { startSmtpSink, type SmtpSink } from '../smtp-sink.js';

export interface SmtpInfo {
  url: string;
  port: number | undefined;
  embedded: boolean;
  /** The sink's own HTTP address (what the gateway's DEV_MAILBOX_URL points at). */
  mailboxUrl?: string;
}

/**
 * SMTP_URL as it is (real mail goes out), else the in-process SMTP sink with its mailbox over
 * HTTP: it keeps every mail in memory and delivers nothing.
 */
export async function startSmtp(launcher: Launcher): Promise<{ info: SmtpInfo; sink?: SmtpSink }> {
  const { config, terminal } = launcher;
  let result: { info: SmtpInfo; sink?: SmtpSink };
  if (config.smtpUrl) {
    terminal.info(`SMTP: ${redactUri(config.smtpUrl)} (SMTP_URL)`);
    result = { info: { url: config.smtpUrl, port: undefined, embedded: false } };
  } else {
    const port = await launcher.takePort('smtp', 'the SMTP sink');
    const httpPort = await launcher.takePort('mailbox', 'the mailbox of the SMTP sink');
    const sink = await startSmtpSink({ port, httpPort });
    launcher.track({ name: 'smtp sink', stop: () => sink.stop() });
    result = { info: { url: sink.url, port: sink.port, embedded: true, mailboxUrl: sink.mailboxUrl }, sink };
  }
  // An in-process server is awaited without Launcher.until: a Ctrl-C meanwhile is noticed here.
  launcher.checkCancelled();
  return result;
}

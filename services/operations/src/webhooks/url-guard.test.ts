import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@smarthome/service-kit/contracts/webhooks';
import { isForbiddenAddress, parseWebhookUrl, vetHost, type ResolveHost } from './url-guard.js';

const strict = { allowPrivate: false };
const lenient = { allowPrivate: true };

/** The refusal's message, or 'ok' with the address to connect to. */
async function verdict(raw: string, rules = strict, resolve?: ResolveHost): Promise<string> {
  try {
    const { address } = await vetHost(parseWebhookUrl(raw, rules), rules, resolve);
    return `ok ${address}`;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});

describe('a webhook URL where private addresses are not allowed', () => {
  it.each([
    ['http://127.0.0.1/hook', WEBHOOK_MESSAGES.httpsRequired],
    ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://10.0.0.7:8443/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://192.168.0.10/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://100.64.1.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateAddress],
    ['https://0.0.0.0/', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[fd00::5]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[fe80::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::ffff:a9fe:a9fe]/hook', WEBHOOK_MESSAGES.privateAddress],
    // The URL parser reads these as 127.0.0.1 too.
    ['https://2130706433/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://0x7f.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://localhost/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://LOCALHOST./hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://api.localhost/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://metadata.google.internal/computeMetadata/v1/', WEBHOOK_MESSAGES.privateAddress],
    ['https://nothing.invalid/hook', WEBHOOK_MESSAGES.unresolvable],
    ['https://user:secret@93.184.215.14/hook', WEBHOOK_MESSAGES.urlCredentials],
    ['ftp://93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
    ['javascript:alert(1)', WEBHOOK_MESSAGES.urlInvalid],
    ['/relative/hook', WEBHOOK_MESSAGES.urlInvalid],
    [`https://93.184.215.14/${'a'.repeat(2_000)}`, WEBHOOK_MESSAGES.urlTooLong],
  ])('refuses %s', async (raw, message) => {
    expect(await verdict(raw)).toBe(message);
  });

  it('accepts a public IP literal and connects to it', async () => {
    expect(await verdict('https://93.184.215.14:8443/hooks?x=1')).toBe('ok 93.184.215.14');
    expect(await verdict('https://[2606:4700::1111]/hooks')).toBe('ok 2606:4700::1111');
  });

  it('refuses a name when any of its addresses is private, and connects to the first of a public name', async () => {
    // Answers a DNS server would give (this machine resolves no public name).
    const mixed: ResolveHost = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    const mapped: ResolveHost = async () => [{ address: '::ffff:127.0.0.1', family: 6 }];
    // An ordinary-looking name whose DNS answer is the loopback (a rebinding service's trick).
    const loopback: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    const publicOnly: ResolveHost = async () => [
      { address: '2606:4700::1111', family: 6 },
      { address: '93.184.215.14', family: 4 },
    ];
    const nothing: ResolveHost = async () => [];
    expect(await verdict('https://hooks.example.com/x', strict, mixed)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await verdict('https://127.0.0.1.nip.io/x', strict, loopback)).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
    expect(await verdict('https://hooks.example.com/x', strict, mapped)).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
    expect(await verdict('https://hooks.example.com/x', strict, publicOnly)).toBe('ok 2606:4700::1111');
    expect(await verdict('https://hooks.example.com/x', strict, nothing)).toBe(WEBHOOK_MESSAGES.unresolvable);
  });
});

describe('a webhook URL where private addresses are allowed', () => {
  it('accepts http and loopback, and still refuses what is not a usable URL', async () => {
    expect(await verdict('http://127.0.0.1:8080/hook', lenient)).toBe('ok 127.0.0.1');
    expect(await verdict('http://localhost:8080/hook', lenient)).toBe('ok 127.0.0.1');
    expect(await verdict('https://[::1]/hook', lenient)).toBe('ok ::1');
    expect(await verdict('http://nothing.invalid/hook', lenient)).toBe(WEBHOOK_MESSAGES.unresolvable);
    expect(await verdict('http://a:b@127.0.0.1/hook', lenient)).toBe(WEBHOOK_MESSAGES.urlCredentials);
    expect(await verdict('file:///etc/passwd', lenient)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.js';
import { fastifyTrustProxy, parseTrustProxy } from '../src/trust-proxy.js';

describe('TRUST_PROXY parsing', () => {
  it('is off by default and for false, no, 0 and an empty value', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    for (const value of ['false', 'no', '0', '', 'FALSE'])
      expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('trusts every hop for true and yes', () => {
    for (const value of ['true', 'yes', 'True'])
      expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toBe(true);
  });

  it('reads a whole number as a hop count', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a comma-separated list of addresses, CIDRs and named ranges', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(parseTrustProxy(' 192.168.1.1 , fd00::/8, ::1 ,loopback,')).toEqual([
      '192.168.1.1',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('stops the start on anything else, naming the forms it takes', () => {
    const problemsOf = (value: string) => {
      try {
        parseConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      throw new Error(`TRUST_PROXY=${value} was accepted`);
    };
    expect(problemsOf('maybe')).toEqual([
      'TRUST_PROXY: must be true, false, a hop count (e.g. 1) or a comma-separated list of addresses and CIDRs (e.g. 10.0.0.0/8,127.0.0.1); not an address or CIDR: maybe',
    ]);
    expect(problemsOf('10.0.0.0/8,10.0.0.300')).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be .*; not an address or CIDR: 10\.0\.0\.300$/),
    ]);
    expect(problemsOf('10.0.0.0/33')[0]).toMatch(/not an address or CIDR: 10\.0\.0\.0\/33$/);
    expect(problemsOf('::1/129')[0]).toMatch(/not an address or CIDR: ::1\/129$/);
    expect(problemsOf('10.0.0.0/')[0]).toMatch(/not an address or CIDR/);
    expect(problemsOf('proxy.internal')[0]).toMatch(/not an address or CIDR: proxy\.internal$/);
    expect(problemsOf(',')[0]).toMatch(/^TRUST_PROXY: must be true, false, a hop count/);
    expect(problemsOf('-1')[0]).toMatch(/not an address or CIDR: -1$/);
    expect(problemsOf('1.5')[0]).toMatch(/not an address or CIDR: 1\.5$/);
    expect(problemsOf('101')).toEqual(['TRUST_PROXY: a hop count must be at most 100, got 101']);
  });
});

describe('TRUST_PROXY as Fastify sees it', () => {
  /** request.ip of a request from `peer` carrying `forwardedFor`, under TRUST_PROXY=`value`. */
  async function clientIp(value: string, peer: string, forwardedFor: string): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(parseConfig({ TRUST_PROXY: value }).trustProxy) });
    app.get('/ip', (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({
        url: '/ip',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return (response.json() as { ip: string }).ip;
    } finally {
      await app.close();
    }
  }

  it('takes as many addresses from the right as the hop count says', async () => {
    const chain = '198.51.100.7, 203.0.113.9, 10.1.2.3';
    expect(await clientIp('false', '10.9.9.9', chain)).toBe('10.9.9.9');
    expect(await clientIp('1', '10.9.9.9', chain)).toBe('10.1.2.3');
    expect(await clientIp('2', '10.9.9.9', chain)).toBe('203.0.113.9');
    expect(await clientIp('3', '10.9.9.9', chain)).toBe('198.51.100.7');
    expect(await clientIp('9', '10.9.9.9', chain)).toBe('198.51.100.7');
    expect(await clientIp('true', '10.9.9.9', chain)).toBe('198.51.100.7');
  });

  it('with a list, skips only the listed proxies and ignores the header from anyone else', async () => {
    const chain = '198.51.100.7, 203.0.113.9, 10.1.2.3';
    expect(await clientIp('10.0.0.0/8', '10.9.9.9', chain)).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.0/8,203.0.113.0/24', '10.9.9.9', chain)).toBe('198.51.100.7');
    expect(await clientIp('10.0.0.0/8', '192.0.2.1', chain)).toBe('192.0.2.1');
    expect(await clientIp('127.0.0.1', '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });
});

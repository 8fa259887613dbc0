import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, serviceEnv, tokenVerifierEnv } from './config.js';

const schema = z.object({ ...serviceEnv({ port: 4102, dbName: 'content' }), ...tokenVerifierEnv() });

describe('loadConfig', () => {
  it('gives typed defaults for an empty environment', () => {
    expect(loadConfig(schema, {})).toEqual({
      PORT: 4102,
      HOST: '127.0.0.1',
      MONGODB_URI: 'mongodb://127.0.0.1:27017',
      MONGODB_DB: 'content',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'info',
      AUTH_JWKS_URL: 'http://127.0.0.1:4101/.well-known/jwks.json',
      AUTH_ISSUER: 'smarthome-auth',
      AUTH_AUDIENCE: 'smarthome',
      AUTH_SESSION_COOKIE: 'session',
    });
  });

  it('reads and coerces given values, and treats empty ones as unset', () => {
    const config = loadConfig(schema, {
      PORT: '5000',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster.example.net/?retryWrites=true',
      REDIS_URL: '',
      AUTH_SESSION_COOKIE: '__Host-session',
      UNRELATED: 'ignored',
    });
    expect(config.PORT).toBe(5000);
    expect(config.MONGODB_URI).toBe('mongodb+srv://user:pw@cluster.example.net/?retryWrites=true');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.AUTH_SESSION_COOKIE).toBe('__Host-session');
  });

  it('lists every wrong and missing variable at once, without echoing values', () => {
    const withRequired = schema.extend({ SMTP_URL: z.string() });
    let error: unknown;
    try {
      loadConfig(withRequired, {
        PORT: 'eighty',
        MONGODB_URI: 'http://secret-host/db',
        LOG_LEVEL: 'loud',
        AUTH_JWKS_URL: 'ftp://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'MONGODB_URI', 'LOG_LEVEL', 'AUTH_JWKS_URL', 'SMTP_URL']),
    );
    expect(problems).toHaveLength(5);
    expect(problems).toContain('SMTP_URL: required but not set');
    expect(message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(message).not.toContain('secret-host');
  });

  it('rejects out-of-range ports and malformed database names', () => {
    expect(() => loadConfig(schema, { PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig(schema, { MONGODB_DB: 'a/b' })).toThrow(/MONGODB_DB/);
  });
});

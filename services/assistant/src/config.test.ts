import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from './config.js';

describe('assistant config', () => {
  it('runs offline with the documented defaults', () => {
    const config = loadServiceConfig({});
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.OPENAI_BASE_URL).toBeUndefined();
    expect(config).toMatchObject({
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 30_000,
      CHAT_DAILY_LIMIT: 30,
      CHAT_DAILY_LIMIT_INSTALLER: 200,
      CHAT_DAILY_LIMIT_ADMIN: 200,
      CHAT_CACHE_SECONDS: 3_600,
      ASSISTANT_TIME_ZONE: 'Europe/Bucharest',
    });
  });

  it('treats an empty key as unset and allows turning the cache off', () => {
    const config = loadServiceConfig({ OPENAI_API_KEY: ' ', CHAT_CACHE_SECONDS: '0' });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.CHAT_CACHE_SECONDS).toBe(0);
  });

  it('rejects a limit below 1, a base URL that is not http(s) and an unknown time zone at start', () => {
    expect(() =>
      loadServiceConfig({
        CHAT_DAILY_LIMIT: '0',
        OPENAI_BASE_URL: 'ftp://models.example',
        ASSISTANT_TIME_ZONE: 'Mars/Olympus',
      }),
    ).toThrow(/OPENAI_BASE_URL[\s\S]*CHAT_DAILY_LIMIT[\s\S]*ASSISTANT_TIME_ZONE/);
  });
});

import { describe, expect, it } from 'vitest';
import { withoutQuerySecrets } from './log-redaction.js';

describe('withoutQuerySecrets', () => {
  it('redacts the value of every token parameter, keeping the rest of the URL', () => {
    expect(withoutQuerySecrets('/api/v0/calendar/installations.ics?token=shpat_abc')).toBe(
      '/api/v0/calendar/installations.ics?token=[redacted]',
    );
    expect(withoutQuerySecrets('GET /a?x=1&token=s3cret&y=2 failed')).toBe(
      'GET /a?x=1&token=[redacted]&y=2 failed',
    );
    expect(withoutQuerySecrets('/auth/activate?TOKEN=abc#top')).toBe('/auth/activate?TOKEN=[redacted]#top');
  });

  it('leaves other parameters alone, even when their name ends in token', () => {
    expect(withoutQuerySecrets('/auth/csrf-token?csrftoken=1&page=2')).toBe(
      '/auth/csrf-token?csrftoken=1&page=2',
    );
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingBusinessSettings, webBuildReason } from '../src/web.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A web/ folder whose dist was built with the given business settings (or never built). */
function webDirBuiltWith(from?: Record<string, string>): string {
  const webDir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  dirs.push(webDir);
  if (from) {
    mkdirSync(path.join(webDir, 'dist'));
    writeFileSync(path.join(webDir, 'dist', 'index.html'), '<!doctype html>');
    writeFileSync(path.join(webDir, 'dist', '.business-settings.json'), JSON.stringify({ from }));
  }
  return webDir;
}

describe('the business settings of the web build', () => {
  const both = {
    BUSINESS_WHATSAPP_NUMBER: '+40 712 345 678',
    BUSINESS_FACEBOOK_URL: 'https://www.facebook.com/smarthome.iasi',
  };

  it('names the ones the build was made without, whose links the pages then leave out', () => {
    expect(missingBusinessSettings(webDirBuiltWith(both))).toEqual([]);
    expect(missingBusinessSettings(webDirBuiltWith({ BUSINESS_WHATSAPP_NUMBER: '+40 712 345 678' }))).toEqual(
      ['BUSINESS_FACEBOOK_URL'],
    );
    expect(missingBusinessSettings(webDirBuiltWith({}))).toEqual([
      'BUSINESS_WHATSAPP_NUMBER',
      'BUSINESS_FACEBOOK_URL',
    ]);
    expect(missingBusinessSettings(webDirBuiltWith())).toEqual([
      'BUSINESS_WHATSAPP_NUMBER',
      'BUSINESS_FACEBOOK_URL',
    ]);
  });

  it('builds again when a setting differs from the one the build was made with', () => {
    const webDir = webDirBuiltWith(both);
    expect(webBuildReason(webDir, both)).toBeNull();
    expect(webBuildReason(webDir, { ...both, BUSINESS_FACEBOOK_URL: '' })).toBe(
      'BUSINESS_FACEBOOK_URL changed since the last build',
    );
    expect(webBuildReason(webDirBuiltWith(), both)).toBe('web/dist does not exist yet');
  });
});

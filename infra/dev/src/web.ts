import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Env } from './config.js';

/** What a production build of web/ depends on. */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'graphiql.html',
  'vite.config.ts',
  'vite-plugins',
  'package.json',
  'tsconfig.json',
];

/** Newest modification time (ms) of a file or, recursively, of the files of a folder; 0 when absent. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * The business's settings the build bakes into the pages (web/vite-plugins/business-settings.ts),
 * as the build recorded them in its `.business-settings.json`.
 */
const BUSINESS_VARIABLES = ['BUSINESS_WHATSAPP_NUMBER', 'BUSINESS_FACEBOOK_URL'];

/** The business settings web/dist was built with, by variable (none when it was not built). */
function recordedBusinessSettings(webDir: string): Record<string, string> {
  const file = path.join(webDir, 'dist', '.business-settings.json');
  return existsSync(file)
    ? ((JSON.parse(readFileSync(file, 'utf8')) as { from?: Record<string, string> }).from ?? {})
    : {};
}

function changedBusinessSetting(webDir: string, env: Env): string | undefined {
  const recorded = recordedBusinessSettings(webDir);
  return BUSINESS_VARIABLES.find((name) => (recorded[name] ?? '') !== (env[name]?.trim() ?? ''));
}

/**
 * The business settings web/dist was built without: the pages then show no WhatsApp or Facebook
 * link at all (the contact page's floating WhatsApp button included), as no example account is
 * ever linked to in place of the business's own.
 */
export function missingBusinessSettings(webDir: string): string[] {
  const recorded = recordedBusinessSettings(webDir);
  return BUSINESS_VARIABLES.filter((name) => !recorded[name]);
}

/** Why web/dist must be (re)built, or null when it is newer than every source of web/ and was built with this environment's business settings. */
export function webBuildReason(webDir: string, env: Env): string | null {
  const index = path.join(webDir, 'dist', 'index.html');
  if (!existsSync(index)) return 'web/dist does not exist yet';
  const built = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(webDir, source)) > built);
  if (changed) return `web/${changed} changed since the last build`;
  const setting = changedBusinessSetting(webDir, env);
  return setting ? `${setting} changed since the last build` : null;
}

/** Vite's command-line entry, from web/'s own dependencies. */
export function viteBin(webDir: string): string {
  const packageJson = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  return path.join(path.dirname(packageJson), 'bin', 'vite.js');
}

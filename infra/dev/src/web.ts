import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

/** Why web/dist must be (re)built, or null when it is newer than every source of web/. */
export function webBuildReason(webDir: string): string | null {
  const index = path.join(webDir, 'dist', 'index.html');
  if (!existsSync(index)) return 'web/dist does not exist yet';
  const built = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(webDir, source)) > built);
  return changed ? `web/${changed} changed since the last build` : null;
}

/** Vite's command-line entry, from web/'s own dependencies. */
export function viteBin(webDir: string): string {
  const packageJson = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  return path.join(path.dirname(packageJson), 'bin', 'vite.js');
}

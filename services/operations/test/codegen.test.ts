import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('pnpm codegen', () => {
  it('has generated the committed resolver types from the current SDL', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'codegen.ts', '--check'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

/**
 * One whole product for every file of the `stack` project: started once before the first file, as
 * `make dev` runs it (serving the production build of web/dist through the gateway), and stopped
 * after the last. A cold start of every service costs more than most files' tests, so the files
 * share it; each file works with data of its own or leaves what it changed as it found it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startDevStack } from '@smarthome/dev/testing';

/** What the stack printed, kept once it stops: a failed flow's cause is often a service's log line. */
export const DEV_STACK_LOG = fileURLToPath(new URL('../../../.tmp/e2e-dev-stack.log', import.meta.url));

/** What a test file learns of the shared stack (values only: it lives in another process). */
export interface SharedDevStack {
  /** The site as its mails link to it: http://localhost:<gateway port>. */
  siteUrl: string;
  /** The gateway on 127.0.0.1, where the development mailbox answers. */
  gatewayUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    devStack: SharedDevStack;
  }
}

/**
 * Every file registers accounts and signs in from the same address: the per-address limits (5
 * registrations an hour, 20 sign-ins in 10 minutes) would refuse the later files. The limits
 * themselves are tested by the auth service's own tests.
 */
const MANY_TEST_ACCOUNTS = { LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' };

export default async function startSharedDevStack(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startDevStack({
    vite: false,
    webBuild: false,
    requireBuiltWeb: true,
    env: MANY_TEST_ACCOUNTS,
  });
  project.provide('devStack', {
    siteUrl: stack.siteUrl,
    gatewayUrl: `http://127.0.0.1:${stack.ports.gateway}`,
  });
  return async () => {
    await stack.stop();
    mkdirSync(path.dirname(DEV_STACK_LOG), { recursive: true });
    writeFileSync(DEV_STACK_LOG, stack.output());
  };
}

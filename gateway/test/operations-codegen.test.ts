/**
 * The typed documents the facade runs (src/__generated__/operations.ts) are generated from
 * src/operations/*.graphql and the committed supergraph. A change to either without running
 * `pnpm --filter @smarthome/gateway codegen` leaves the committed file stale: caught here (and by
 * `compose:check`, which runs the same check).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPERGRAPH_PATH } from '../src/config.js';
import { CODEGEN_COMMAND, generateOperations } from '../src/operations-codegen.js';

describe('src/__generated__/operations.ts', () => {
  it(`is up to date with the operation documents and the supergraph (else run \`${CODEGEN_COMMAND}\`)`, async () => {
    const result = await generateOperations({ supergraphFile: DEFAULT_SUPERGRAPH_PATH, check: true });
    expect(result).toEqual({ changed: false });
  });
});

/**
 * Usage: tsx scripts/compose.ts [--check] [--services-dir DIR] [--out FILE]
 *   compose          writes gateway/supergraph.graphql from services/<name>/src/**\/*.graphql
 *   compose --check  re-composes and exits 1 on a composition error or any difference
 * The composition rule is documented in src/composition.ts and the README.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runCompose } from '../src/composition.js';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'services-dir': { type: 'string', default: path.join(gatewayDir, '..', 'services') },
    out: { type: 'string', default: path.join(gatewayDir, 'supergraph.graphql') },
  },
});

process.exitCode = await runCompose({
  check: values.check,
  servicesDir: path.resolve(values['services-dir']),
  outFile: path.resolve(values.out),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});

/**
 * Usage: tsx scripts/codegen.ts [--check]
 *   codegen          writes src/__generated__/operations.ts from src/operations/*.graphql,
 *                    typed against the committed supergraph.graphql
 *   codegen --check  exits 1 when that file is out of date (or a document no longer validates)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CODEGEN_COMMAND, generateOperations, OPERATIONS_FILE } from '../src/operations-codegen.js';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const relOut = path.relative(process.cwd(), OPERATIONS_FILE);

try {
  const { changed } = await generateOperations({
    supergraphFile: path.join(gatewayDir, 'supergraph.graphql'),
    check: values.check,
  });
  if (values.check && changed) {
    console.error(`✖ ${relOut} is out of date with src/operations/*.graphql and supergraph.graphql.`);
    console.error(`Run \`${CODEGEN_COMMAND}\` and commit it.`);
    process.exitCode = 1;
  } else {
    console.log(`✔ ${relOut} ${values.check || !changed ? 'is up to date' : 'written'}`);
  }
} catch (error) {
  // A document that no longer fits the supergraph: the message names the document and the field.
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

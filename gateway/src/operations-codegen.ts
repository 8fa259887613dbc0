/**
 * Typed documents of the GraphQL operations the gateway runs itself (the REST facade's calls and
 * the session renewal). The operations are written in `src/operations/*.graphql`; this generates
 * `src/__generated__/operations.ts` from them, typed against the API schema of the committed
 * supergraph: for each operation `Foo`, `FooDocument: TypedDocumentNode<FooQuery, FooQueryVariables>`.
 * `run()` (rest/execute.ts) takes those documents, so a supergraph change that breaks an operation
 * fails here (the document no longer validates) or in `tsc` (the route reads a field whose type
 * changed), never at run time.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypedDocuments, supergraphApiSchema } from '@smarthome/service-kit/codegen';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const OPERATIONS_DIR = path.join(gatewayDir, 'src', 'operations');
export const OPERATIONS_FILE = path.join(gatewayDir, 'src', '__generated__', 'operations.ts');
export const CODEGEN_COMMAND = 'pnpm --filter @smarthome/gateway codegen';

export interface OperationsCodegenOptions {
  supergraphFile: string;
  operationsDir?: string;
  outFile?: string;
  /** Compare only: report whether the generated file is out of date, write nothing. */
  check?: boolean;
}

/** The `.graphql` documents of a folder, in code-point order of their names (a stable output). */
async function readDocuments(dir: string): Promise<Array<{ location: string; source: string }>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.graphql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      location: path.relative(gatewayDir, path.join(dir, name)),
      source: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/** Writes (or with `check`, compares) the typed documents; rejects documents that do not validate. */
export async function generateOperations(options: OperationsCodegenOptions): Promise<{ changed: boolean }> {
  return generateTypedDocuments({
    schema: await supergraphApiSchema(options.supergraphFile),
    documents: await readDocuments(options.operationsDir ?? OPERATIONS_DIR),
    outFile: options.outFile ?? OPERATIONS_FILE,
    generatedBy: CODEGEN_COMMAND,
    check: options.check ?? false,
  });
}

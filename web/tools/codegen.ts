/**
 * Typed GraphQL documents of the dashboard. Every `src/**\/*.graphql` file (operations and the
 * fragments they use, self-contained) is checked against the API schema of the committed supergraph
 * (what the gateway serves at /graphql) and gives `__generated__/<name>.ts` in its own folder: one
 * `<Operation>Document` per operation, typed with its result and variables, for useQuery/useMutation.
 * The files are committed, so the build needs no gateway.
 *
 *   pnpm --filter @smarthome/web codegen            writes what changed
 *   pnpm --filter @smarthome/web codegen --check    exits 1 when a file is out of date (run by typecheck)
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypedDocuments, supergraphApiSchema } from '@smarthome/service-kit/codegen';
import { Kind, parse } from 'graphql';

const web = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(web, 'src');
const supergraph = path.join(web, '../gateway/supergraph.graphql');
const GENERATED = '__generated__';
const GENERATED_BY = 'pnpm --filter @smarthome/web codegen';

const check = process.argv.includes('--check');
const relative = (file: string) => path.relative(web, file);

/** Every file under `dir` whose name ends with `suffix`, sorted so the run is reproducible. */
function filesEndingWith(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name))
    .sort();
}

/** `features/users/api/users.graphql` → `features/users/api/__generated__/users.ts`. */
const outFileOf = (source: string) =>
  path.join(path.dirname(source), GENERATED, `${path.basename(source, '.graphql')}.ts`);

/**
 * Operation and fragment names are unique across the app: the gateway's logs and metrics name an
 * operation by its name, and two files cannot be told apart there.
 */
function duplicateNames(sources: { location: string; source: string }[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { location, source } of sources) {
    for (const definition of parse(source).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION)
        continue;
      const name = definition.name?.value;
      if (!name) {
        problems.push(`${location}: every operation needs a name`);
        continue;
      }
      const first = seen.get(name);
      if (first) problems.push(`${location}: ${name} is already defined in ${first}`);
      else seen.set(name, location);
    }
  }
  return problems;
}

const documents = filesEndingWith(src, '.graphql').map((file) => ({
  location: relative(file),
  source: readFileSync(file, 'utf8'),
  outFile: outFileOf(file),
}));

const problems = duplicateNames(documents);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const schema = await supergraphApiSchema(supergraph);
const stale: string[] = [];
for (const { location, source, outFile } of documents) {
  const { changed } = await generateTypedDocuments({
    schema,
    documents: [{ location, source }],
    outFile,
    generatedBy: GENERATED_BY,
    check,
  });
  if (changed) stale.push(relative(outFile));
}

// A generated file whose .graphql is gone would keep compiling while nothing regenerates it.
const expected = new Set(documents.map((d) => d.outFile));
for (const file of filesEndingWith(src, '.ts')) {
  if (path.basename(path.dirname(file)) !== GENERATED || expected.has(file)) continue;
  if (!check) rmSync(file);
  stale.push(`${relative(file)} (no .graphql file left)`);
}

if (check && stale.length > 0) {
  console.error(`Out of date, run \`${GENERATED_BY}\`:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(
  stale.length > 0
    ? `Updated:\n  ${stale.join('\n  ')}`
    : `${documents.length} GraphQL document file(s) up to date.`,
);

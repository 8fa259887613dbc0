#!/usr/bin/env node
// Fails when the workspace's own TypeScript modules import each other in a cycle, counting
// `import type` too. ESLint's import-x/no-cycle (also on) skips type-only imports, but a cycle
// of types still ties two modules together: neither can be understood, moved or tested without
// the other. The cure is the same either way: move the shared piece down into a module both
// import. Resolution follows the same rules as the ESLint config: `./x.js` → `./x.ts`,
// workspace packages through their `exports`, `@/` → web/src.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');
const { createNodeResolver } = await import(require.resolve('eslint-plugin-import-x'));

const resolverOptions = {
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};
const resolvers = {
  default: createNodeResolver(resolverOptions),
  web: createNodeResolver({ ...resolverOptions, alias: { '@': [path.join(root, 'web/src')] } }),
};

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean)
  .map((file) => path.join(root, file));
const known = new Set(files);

/** Every module specifier a file imports or re-exports, type-only ones included. */
function specifiersOf(file) {
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return []; // deleted in the work tree but still in the index
  }
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  for (const statement of sourceFile.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

const graph = new Map();
for (const file of files) {
  const resolver = file.startsWith(path.join(root, 'web') + path.sep) ? resolvers.web : resolvers.default;
  const edges = new Set();
  for (const specifier of specifiersOf(file)) {
    const resolved = resolver.resolve(specifier, file);
    if (resolved.found && resolved.path && known.has(resolved.path)) edges.add(resolved.path);
  }
  graph.set(file, edges);
}

/** Tarjan's strongly connected components with more than one module: each is a cycle. */
function cycles(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const found = cycles(graph);
if (found.length === 0) {
  console.log(`No import cycles among ${files.length} TypeScript modules.`);
} else {
  console.error(`Import cycles (type-only imports count too):`);
  for (const group of found)
    console.error(
      `  ${group
        .map((file) => path.relative(root, file))
        .sort()
        .join('  <->  ')}`,
    );
  process.exit(1);
}

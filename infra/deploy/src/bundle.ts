/**
 * A deployable's production bundle: the folder its container image runs, built the same way
 * with or without Docker.
 *
 * 1. `pnpm deploy --prod` copies the package and its production dependencies, at the versions of
 *    the workspace lockfile, into a folder of its own, with one flat (hoisted) node_modules.
 * 2. esbuild compiles the entry (`src/server.ts`, or `src/worker.ts` for a worker) into
 *    `dist/main.js` with the workspace's own packages inside (they are TypeScript sources, which
 *    Node does not run from node_modules); every other package stays an import of node_modules.
 * 3. The schema files a subgraph reads at start (`src/**\/*.graphql`) are copied beside it, and
 *    `dist/healthcheck.js` (the image's HEALTHCHECK) is written with the deployable's port.
 * 4. Sources, tests and the workspace packages' copies are removed: what is left is what runs.
 *
 * Every package the bundle imports must be a production dependency of the package whose code
 * imports it, and be installed at the top of node_modules: otherwise the build fails here, not the
 * process at its first request.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEPLOYABLES, type Deployable } from '@smarthome/service-kit/contracts';
import { build, type Metafile, type Plugin } from 'esbuild';

const run = promisify(execFile);

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What the image runs, relative to the bundle's folder. */
export const BUNDLE_ENTRY = 'dist/main.js';
export const BUNDLE_HEALTHCHECK = 'dist/healthcheck.js';
/** Where the gateway's bundle keeps the built web app (its WEB_DIST_DIR). */
export const BUNDLE_WEB_DIR = 'web';

/** Files a deployable reads at run time from its package folder, besides the bundle. */
const RUNTIME_FILES: Partial<Record<Deployable['name'], string[]>> = {
  gateway: ['supergraph.graphql'],
};

export type DeployableName = Deployable['name'];

export function deployableNamed(name: string): Deployable {
  const deployable = DEPLOYABLES.find((candidate) => candidate.name === name);
  if (!deployable) {
    throw new Error(`no deployable named "${name}" (one of ${DEPLOYABLES.map((d) => d.name).join(', ')})`);
  }
  return deployable;
}

/** The package folder of a deployable, relative to the repository. */
export function packageDirOf(deployable: Deployable): string {
  return deployable.kind === 'gateway' ? 'gateway' : path.join('services', deployable.name);
}

/** The entry file of a deployable: its server, or its worker when it only consumes events. */
export function entryOf(deployable: Deployable, repoRoot = REPO_ROOT): string {
  const dir = path.join(repoRoot, packageDirOf(deployable));
  const entry = ['src/server.ts', 'src/worker.ts'].find((file) => existsSync(path.join(dir, file)));
  if (!entry) throw new Error(`${packageDirOf(deployable)} has no src/server.ts or src/worker.ts`);
  return path.join(dir, entry);
}

export interface BundleOptions {
  /** An empty or missing folder outside the workspace. */
  outDir: string;
  repoRoot?: string;
  /** The gateway's built web app (default `web/dist`); required for the gateway. */
  webDistDir?: string;
}

export interface Bundle {
  deployable: Deployable;
  outDir: string;
  /** The packages the bundle imports from node_modules, sorted. */
  imports: string[];
}

export async function bundleDeployable(name: string, options: BundleOptions): Promise<Bundle> {
  const deployable = deployableNamed(name);
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const outDir = path.resolve(options.outDir);
  const webDistDir = deployable.kind === 'gateway' ? checkedWebDist(options.webDistDir, repoRoot) : undefined;

  await deployPackage(deployable, repoRoot, outDir);
  const metafile = await compile(deployable, repoRoot, outDir);
  const imports = await checkImports(metafile, repoRoot, outDir);
  await copySchemas(deployable, repoRoot, outDir);
  await writeHealthcheck(deployable, outDir);
  await keepOnlyWhatRuns(deployable, outDir);
  if (webDistDir) await cp(webDistDir, path.join(outDir, BUNDLE_WEB_DIR), { recursive: true });
  return { deployable, outDir, imports };
}

function checkedWebDist(given: string | undefined, repoRoot: string): string {
  const dir = path.resolve(repoRoot, given ?? 'web/dist');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `the gateway serves the web app, and ${dir} holds no build: run pnpm --filter @smarthome/web run build first`,
    );
  }
  return dir;
}

/**
 * pnpm deploys from the shared lockfile only with injected workspace packages; the workspace links
 * them instead (edits show at once), so the setting is given to this one command.
 */
async function deployPackage(deployable: Deployable, repoRoot: string, outDir: string): Promise<void> {
  await run(
    'pnpm',
    [
      '--config.inject-workspace-packages=true',
      '--config.node-linker=hoisted',
      '--filter',
      `@smarthome/${deployable.name}`,
      'deploy',
      '--prod',
      outDir,
    ],
    { cwd: repoRoot, env: { ...process.env, CI: 'true' }, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: Error & { stderr?: string; stdout?: string }) => {
    throw new Error(
      `pnpm deploy of ${deployable.name} failed:\n${error.stderr || error.stdout || error.message}`,
    );
  });
}

/** Workspace packages are compiled in; everything else is imported from node_modules at run time. */
const workspaceInside: Plugin = {
  name: 'workspace-inside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@smarthome/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function compile(deployable: Deployable, repoRoot: string, outDir: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entryOf(deployable, repoRoot)],
    outfile: path.join(outDir, BUNDLE_ENTRY),
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Error and class names stay readable in logs.
    keepNames: true,
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'error',
    plugins: [workspaceInside],
  });
  return result.metafile;
}

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; a Node built-in → undefined. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0] ?? '')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Manifest {
  file: string;
  json: PackageJson;
}

async function checkImports(metafile: Metafile, repoRoot: string, outDir: string): Promise<string[]> {
  const manifests = new Map<string, Promise<Manifest>>();
  /** The package.json nearest above `dir`: the package whose code is there. */
  const manifestOf = (dir: string): Promise<Manifest> => {
    let found = manifests.get(dir);
    if (!found) {
      const file = path.join(dir, 'package.json');
      found = existsSync(file)
        ? readFile(file, 'utf8').then((text) => ({ file, json: JSON.parse(text) as PackageJson }))
        : manifestOf(path.dirname(dir));
      manifests.set(dir, found);
    }
    return found;
  };

  const problems: string[] = [];
  const imported = new Set<string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: specifier, external } of imports) {
      // esbuild's own helpers appear as the import `<runtime>`.
      const name = external && !specifier.startsWith('<') ? packageNameOf(specifier) : undefined;
      if (!name) continue;
      imported.add(name);
      const { file, json } = await manifestOf(path.dirname(path.resolve(repoRoot, input)));
      const declared = { ...json.dependencies, ...json.optionalDependencies, ...json.peerDependencies };
      if (!(name in declared)) {
        problems.push(
          `${input} imports ${name}, which is not a production dependency in ${path.relative(repoRoot, file)}`,
        );
      }
    }
  }
  for (const name of imported) {
    if (!existsSync(path.join(outDir, 'node_modules', name, 'package.json'))) {
      problems.push(`${name} is imported but not installed at the top of the bundle's node_modules`);
    }
  }
  if (problems.length > 0)
    throw new Error(`the bundle would fail at run time:\n  - ${problems.join('\n  - ')}`);
  return [...imported].sort();
}

async function copySchemas(deployable: Deployable, repoRoot: string, outDir: string): Promise<void> {
  if (deployable.kind !== 'subgraph') return;
  const srcDir = path.join(repoRoot, packageDirOf(deployable), 'src');
  const files = (await readdir(srcDir, { recursive: true, encoding: 'utf8' })).filter(
    (file) => file.endsWith('.graphql') && !file.split(path.sep).includes('__generated__'),
  );
  for (const file of files) {
    await mkdir(path.dirname(path.join(outDir, 'dist', file)), { recursive: true });
    await cp(path.join(srcDir, file), path.join(outDir, 'dist', file));
  }
}

/**
 * The image's HEALTHCHECK: GET /healthz (or the path given, e.g. /readyz for compose's readiness
 * gate) on the port the process listens on (PORT, else its own).
 */
async function writeHealthcheck(deployable: Deployable, outDir: string): Promise<void> {
  const script = [
    `const port = process.env.PORT || ${deployable.devPort};`,
    "const probe = process.argv[2] || '/healthz';",
    'fetch(`http://127.0.0.1:${port}${probe}`, { signal: AbortSignal.timeout(3000) }).then(',
    '  (answer) => process.exit(answer.ok ? 0 : 1),',
    '  () => process.exit(1),',
    ');',
    '',
  ].join('\n');
  await writeFile(path.join(outDir, BUNDLE_HEALTHCHECK), script);
}

/** Leaves dist/, node_modules (without the workspace packages, now compiled in) and the manifest. */
async function keepOnlyWhatRuns(deployable: Deployable, outDir: string): Promise<void> {
  const keep = new Set(['dist', 'node_modules', 'package.json', ...(RUNTIME_FILES[deployable.name] ?? [])]);
  for (const entry of await readdir(outDir)) {
    if (!keep.has(entry)) await rm(path.join(outDir, entry), { recursive: true, force: true });
  }
  await rm(path.join(outDir, 'node_modules', '@smarthome'), { recursive: true, force: true });

  const manifestFile = path.join(outDir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PackageJson & Record<string, unknown>;
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies ?? {})
      .filter(([name]) => !name.startsWith('@smarthome/'))
      // pnpm writes what the lockfile resolved, peers in parentheses: the version alone is kept.
      .map(([name, version]) => [name, version.replace(/\(.*$/, '')]),
  );
  const runnable = {
    name: manifest.name,
    version: manifest.version,
    private: true,
    type: 'module',
    scripts: { start: `node --enable-source-maps ${BUNDLE_ENTRY}` },
    dependencies,
  };
  await writeFile(manifestFile, `${JSON.stringify(runnable, null, 2)}\n`);
}

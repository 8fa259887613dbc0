/**
 * `pnpm --filter @smarthome/deploy run bundle <name|all> <folder>`: the production bundle of one
 * deployable into <folder>, or of every deployable into <folder>/<name> (what the Dockerfile's
 * build stage runs). The folder must be empty or missing, and outside the workspace.
 */
import path from 'node:path';
import { DEPLOYABLES } from '@smarthome/service-kit/contracts';
import { bundleDeployable } from './bundle.js';

const [which, target] = process.argv.slice(2);
if (!which || !target) {
  console.error(`usage: bundle <${DEPLOYABLES.map((d) => d.name).join('|')}|all> <folder>`);
  process.exit(2);
}
// pnpm runs the script in this package's folder; a relative folder means the caller's.
const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
const names = which === 'all' ? DEPLOYABLES.map((d) => d.name) : [which];
try {
  for (const name of names) {
    const started = Date.now();
    const into = which === 'all' ? path.join(outDir, name) : outDir;
    const bundle = await bundleDeployable(name, { outDir: into });
    console.log(`${name}: ${into} (${bundle.imports.length} packages imported, ${Date.now() - started} ms)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

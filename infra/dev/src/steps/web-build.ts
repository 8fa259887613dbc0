import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Launcher } from '../launcher.js';
import { describeExit, StartupError } from '../processes.js';
import { viteBin, webBuildReason } from '../web.js';

/**
 * Builds web/dist when it is older than a source of web/ (unless DEV_WEB_BUILD=0); resolves
 * whether the gateway has a built web app to serve.
 */
export async function buildWeb(launcher: Launcher, webDir: string): Promise<boolean> {
  const { config, terminal } = launcher;
  const reason = config.webBuild ? webBuildReason(webDir, config.inheritedEnv) : null;
  if (reason) {
    terminal.info(`building the web app (${reason})`);
    // Vite alone: the type check of `pnpm --filter @smarthome/web build` belongs to make test, not to every start.
    const build = launcher.spawn(
      {
        name: 'web-build',
        command: process.execPath,
        args: [viteBin(webDir), 'build', '--logLevel', 'warn'],
        cwd: webDir,
        env: { ...config.inheritedEnv, NODE_ENV: 'production' },
      },
      `${viteBin(webDir)} build`,
      { oneShot: true },
    );
    const info = await build.exited;
    launcher.checkCancelled();
    if (info.code !== 0) throw new StartupError(build, `failed (${describeExit(info)})`);
    terminal.info('web app built into web/dist');
  }
  if (!existsSync(path.join(webDir, 'dist', 'index.html'))) {
    terminal.warn('web/dist has no index.html: the gateway serves the API only (DEV_WEB_BUILD=1 builds it)');
    return false;
  }
  return true;
}

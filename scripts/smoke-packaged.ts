/**
 * Smoke-starts the packaged app that electron-builder left in dist/ (its unpacked folder) with
 * `--smoke`: the app starts its host, opens the TV window, lets a phone join, and exits 0. The
 * release workflow runs this after packaging, on Windows and macOS.
 *
 *   tsx scripts/smoke-packaged.ts [--dist DIR] [--timeout SECONDS]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { invokedAsScript } from './invokedAsScript.js';
import { ROOT } from './build-app.js';

const PRODUCT = 'Nightfall';

/** The unpacked app's executable for this platform, or null when electron-builder made none. */
export function packagedExecutable(platform: NodeJS.Platform, arch: string, dist: string, exists: (file: string) => boolean): string | null {
  const candidates =
    platform === 'win32'
      ? [path.join(dist, 'win-unpacked', `${PRODUCT}.exe`)]
      : platform === 'darwin'
        ? [arch === 'arm64' ? 'mac-arm64' : 'mac', 'mac', 'mac-arm64', 'mac-universal'].map((dir) =>
            path.join(dist, dir, `${PRODUCT}.app`, 'Contents', 'MacOS', PRODUCT),
          )
        : [path.join(dist, 'linux-unpacked', PRODUCT.toLowerCase()), path.join(dist, 'linux-unpacked', PRODUCT)];
  return candidates.find(exists) ?? null;
}

async function main(argv: string[]): Promise<number> {
  const flag = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dist = path.resolve(flag('--dist') ?? path.join(ROOT, 'dist'));
  const timeoutMs = Number(flag('--timeout') ?? 120) * 1000;
  const executable = packagedExecutable(process.platform, process.arch, dist, existsSync);
  if (!executable) {
    console.error(`smoke: no unpacked app in ${dist} (run electron-builder first)`);
    return 1;
  }
  console.log(`smoke: starting ${executable} --smoke`);
  const child = spawn(executable, ['--smoke'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ELECTRON_RUN_AS_NODE: '' } });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => {
      output += String(d);
      process.stdout.write(d);
    });
  }
  const code = await new Promise<number>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      console.error(`smoke: no exit within ${timeoutMs / 1000} s`);
      resolve(1);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`smoke: could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode ?? 1);
    });
  });
  if (code === 0 && !/smoke: ok/.test(output)) {
    console.error('smoke: the app exited 0 without reporting "smoke: ok"');
    return 1;
  }
  console.log(code === 0 ? 'smoke: passed' : `smoke: failed (exit code ${code})`);
  return code;
}

if (invokedAsScript(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

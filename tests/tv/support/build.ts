/** Builds the TV page alone (Vite, the project's settings but only the /tv entry) into `outDir`. */
import { resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../../..');

export async function buildTv(outDir: string): Promise<string> {
  // A production build even when called from vitest (NODE_ENV=test would give React's dev build).
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await doBuild(outDir);
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
  return outDir;
}

async function doBuild(outDir: string): Promise<void> {
  await build({
    mode: 'production',
    configFile: false,
    root: resolve(ROOT, 'renderer'),
    base: '/',
    publicDir: resolve(ROOT, 'renderer/public'),
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      target: ['es2020', 'safari14', 'chrome90'],
      chunkSizeWarningLimit: 4000,
      rollupOptions: { input: { tv: resolve(ROOT, 'renderer/tv/index.html') } },
    },
  });
}

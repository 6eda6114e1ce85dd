/** Builds the TV page alone (Vite, the project's settings but only the /tv entry) into `outDir`. */
import { resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../../..');

export async function buildTv(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: resolve(ROOT, 'renderer'),
    base: '/',
    publicDir: false,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      target: ['es2020', 'safari14', 'chrome90'],
      chunkSizeWarningLimit: 4000,
      rollupOptions: { input: { tv: resolve(ROOT, 'renderer/tv/index.html') } },
    },
  });
  return outDir;
}

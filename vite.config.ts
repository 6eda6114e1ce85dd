import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** Two pages: the phone controller at / and the TV at /tv, built to out/renderer. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: '/',
  // favicon.ico and apple-touch-icon.png, copied to the root of the build (served by the host).
  publicDir: resolve(import.meta.dirname, 'renderer/public'),
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    emptyOutDir: true,
    target: ['es2020', 'safari14', 'chrome90'],
    rollupOptions: {
      // framer-motion marks its modules "use client" for React Server Components; meaningless here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: {
        phone: resolve(import.meta.dirname, 'renderer/phone/index.html'),
        tv: resolve(import.meta.dirname, 'renderer/tv/index.html'),
      },
    },
  },
});

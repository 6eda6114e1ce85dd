// Vite config for the art gallery only: `npx vite renderer/common/art` (dev) or
// `npx vite build renderer/common/art --outDir /tmp/artdemo`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  build: {
    rollupOptions: { input: { demo: `${here}demo.html` } },
  },
  server: { port: 5177, strictPort: false },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstLoadLocales } from './locale-sections-plugin.ts';
import { serviceWorker } from './service-worker-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), firstLoadLocales(), serviceWorker()],
  resolve: {
    alias: {
      // wouter imports React 17's shim of useSyncExternalStore; React 19 has the hook itself, so
      // the shim's fallback code need not ship (src/lib/use-sync-external-store.ts re-exports it).
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  build: {
    target: 'es2022',
    // The build-time page renderer (src/prerender.tsx) needs none of the public files.
    copyPublicDir: !isSsrBuild,
    // Locale files and the policy texts are their own chunks; nothing else needs a warning.
    chunkSizeWarningLimit: 200,
    // Every browser the product targets (Chrome on Android first) preloads modules natively.
    modulePreload: { polyfill: false },
    // The small modules the shell and the first pages share would each be a chunk of their own (a
    // request and a gzip frame each): two chunks hold them, 449 bytes less on the first load of `/`.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /(node_modules[\\/](i18next|react[\\/](cjs[\\/])?(react-)?jsx-runtime)|domain[\\/]src[\\/](constants|languages)\.ts|web[\\/]src[\\/]lib[\\/]storage\.ts|preload-helper|rolldown)/,
            },
            {
              name: 'page-kit',
              test: /web[\\/]src[\\/](ui[\\/]skeleton|components[\\/](art-image|load-failed)|lib[\\/]use-document-title)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // The api keeps the browser's Host (no changeOrigin): its CSRF check compares Origin with it.
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/sandbox': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));

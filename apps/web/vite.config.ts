import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './service-worker-plugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  build: {
    target: 'es2022',
    // Locale files and the policy texts are their own chunks; nothing else needs a warning.
    chunkSizeWarningLimit: 200,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

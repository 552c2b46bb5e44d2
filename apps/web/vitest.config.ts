import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstLoadLocales } from './locale-sections-plugin.ts';

export default defineProject({
  plugins: [react(), firstLoadLocales()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'service-worker-plugin.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A page's chunk loads lazily, and tests wait up to 10 s for it on a machine running every
    // suite at once: a test's own time limit must be longer than that wait.
    testTimeout: 15_000,
  },
});

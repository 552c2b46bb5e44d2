import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contract',
      'apps/api',
      'apps/web',
      'e2e',
      { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      // The api suite again on a real PostgreSQL server, when one is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              root: './apps/api',
              test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});

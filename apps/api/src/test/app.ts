import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../platform/clock';
import { createTestDatabase } from './database';

export type TestApp = { app: FastifyInstance; database: Database; logs: string[]; close(): Promise<void> };

/** The real api on a fresh test database, with its log lines captured for assertions. */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; ports?: AppDeps['ports'] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logStream,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.ports ? { ports: options.ports } : {}),
  });
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

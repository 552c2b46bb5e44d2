import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point as `npm start` runs it, on an embedded database in a temporary DATA_DIR.
const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-server-'));
const children: ChildProcess[] = [];

type Started = { child: ChildProcess; port: number; output: () => string };

function start(extraEnv: Record<string, string> = {}): Promise<Started> {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      ...extraEnv,
    },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 40_000);
    child.stdout?.on('data', () => {
      const match = output.match(/ready on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { code, output }));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', { timeout: 120_000 }, () => {
  it('starts on an embedded database, refuses a second process on its data dir, shuts down gracefully, and keeps data', async () => {
    const first = await start();
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    const banners = (await (await fetch(`http://127.0.0.1:${first.port}/api/banners`)).json()) as {
      data: unknown[];
    };
    expect(banners.data.length).toBe(3); // demo data seeded into the empty database

    const second = await start().catch((error: { code: number; output: string }) => error);
    expect((second as { code: number }).code).toBe(1);
    expect((second as { output: string }).output).toMatch(/in use by another process/);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(fs.existsSync(path.join(dataDir, 'kplay.lock'))).toBe(false);

    const again = await start();
    const after = (await (await fetch(`http://127.0.0.1:${again.port}/api/banners`)).json()) as {
      data: unknown[];
    };
    expect(after.data.length).toBe(3); // reopened, not re-seeded
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  });

  it('stops with a message naming a bad environment variable', async () => {
    const result = await start({ PORT: 'eighty' }).catch((error: { code: number; output: string }) => error);
    expect((result as { code: number }).code).toBe(1);
    expect((result as { output: string }).output).toContain('PORT');
  });
});

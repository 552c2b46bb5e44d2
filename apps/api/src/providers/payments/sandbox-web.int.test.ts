import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// With the web app served on the api's port, the sandbox provider's pages stay its own: the
// app's shell answers client routes, never /sandbox/.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-web-'));
let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the sandbox checkout beside the web app', () => {
  it('is served by the provider, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/payments/checkout/cs_unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This checkout does not exist');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    const app = await t.app.inject({ method: 'GET', url: '/buy-kcash/?order=x' });
    expect(app.body).toContain('<title>shell</title>');
  });
});

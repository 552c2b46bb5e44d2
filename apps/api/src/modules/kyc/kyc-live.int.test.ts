import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycStatus } from '@kp/contract/kyc';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { testLedger } from '../../test/ledger.fixtures';
import { signInByPhone } from '../../test/sign-in';
import { testUsers } from '../../test/users.fixtures';
import { kycProvidersOf } from '../../providers/kyc/kyc-provider';
import { createSandboxKycProvider } from '../../providers/kyc/sandbox-kyc-provider';
import { openEventStream } from './event-stream-client';
import { newAadhaar, newAccountNumber, newCpf, newPan } from './kyc-test-values';
import { createDocumentVault } from './kyc-vault';
import { createKycRepository } from './kyc.repository';
import { createKycService } from './kyc.service';

// The live side of KYC: the status event stream read by a real HTTP client against a listening
// server (with the sign-in cookie, as a browser's EventSource sends it), a second replica on the
// same database, the reconciliation job, and the gate the earnings module asks.

const ENV = {
  KYC_SANDBOX_DELAY_MS: '80',
  KYC_STREAM_HEARTBEAT_MS: '40',
  // Long: on the first server, changes must reach the stream through this process's own notice.
  KYC_STREAM_POLL_MS: '60000',
};

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;

const statusOf = (event: { data: string }) => JSON.parse(event.data) as KycStatus;
const panStatus = (event: { data: string }) =>
  statusOf(event).documents.find((d) => d.document === 'pan')!.status;

function verifyPan(app: FastifyInstance, session: Session, name = 'Asha Rao') {
  return app.inject({
    method: 'POST',
    url: '/api/kyc/verify-pan',
    headers: { authorization: `Bearer ${session.accessToken}` },
    payload: { pan: newPan(), name },
  });
}

/** A second api process on the same database: another replica behind the load balancer. */
async function secondReplica(env: Record<string, string>) {
  const logs: string[] = [];
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    }),
    database: t.database,
    logStream: new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('the verification-status event stream', () => {
  it('sends the current status, then each change as the check goes pending and verified, with heartbeats', async () => {
    const session = await signInByPhone(t.app);
    const stream = await openEventStream(`${baseUrl}/api/kyc/verification-status`, {
      cookie: session.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect(stream.headers['content-encoding']).toBeUndefined();
      const first = await stream.until(() => stream.events[0]);
      expect(first.event).toBe('status');
      expect(statusOf(first)).toMatchObject({ region: 'IN', required: true, verified: false });
      expect(panStatus(first)).toBe('not_submitted');

      expect((await verifyPan(t.app, session)).statusCode).toBe(202);
      await stream.until(() => stream.events.find((e) => panStatus(e) === 'pending'));
      const verified = await stream.until(() => stream.events.find((e) => panStatus(e) === 'verified'));
      expect(statusOf(verified).documents[0]).toMatchObject({ status: 'verified', holderName: 'ASHA RAO' });
      expect(stream.events.map((e) => panStatus(e))).toEqual(['not_submitted', 'pending', 'verified']);
      expect(stream.events.map((e) => e.id)).toEqual(['1', '2', '3']);
      await stream.until(() => stream.comments.includes('heartbeat'));
      // What the JSON route reads is what the stream last sent.
      const json = await t.app.inject({
        method: 'GET',
        url: '/api/kyc/status',
        headers: { cookie: session.cookie },
      });
      expect(json.json().data).toEqual(statusOf(verified));
    } finally {
      stream.close();
    }
  });

  it('is behind the guard: no session, no stream (401, a JSON error)', async () => {
    const stream = await openEventStream(`${baseUrl}/api/kyc/verification-status`);
    await stream.until(() => stream.isEnded());
    expect(stream.status).toBe(401);
    expect(JSON.parse(stream.text())).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    const junk = await openEventStream(`${baseUrl}/api/kyc/verification-status?x=1`, {
      cookie: (await signInByPhone(t.app)).cookie,
    });
    await junk.until(() => junk.isEnded());
    expect(junk.status).toBe(400);
  });

  it("follows a change another replica made, within the poll interval, and each user's stream shows only theirs", async () => {
    const replica = await secondReplica({ ...ENV, KYC_STREAM_POLL_MS: '50' });
    const session = await signInByPhone(t.app);
    const bystander = await signInByPhone(t.app);
    const stream = await openEventStream(`${replica.url}/api/kyc/verification-status`, {
      cookie: session.cookie,
    });
    const other = await openEventStream(`${replica.url}/api/kyc/verification-status`, {
      cookie: bystander.cookie,
    });
    try {
      await stream.until(() => stream.events[0]);
      await other.until(() => other.events[0]);
      // The check is sent through the first server; this replica's stream only reads the database.
      expect((await verifyPan(t.app, session)).statusCode).toBe(202);
      await stream.until(() => stream.events.find((e) => panStatus(e) === 'verified'));
      expect(other.events.map((e) => panStatus(e))).toEqual(['not_submitted']);
    } finally {
      stream.close();
      other.close();
      await replica.app.close();
    }
  });

  it('ends open streams cleanly when the server closes', async () => {
    const replica = await secondReplica(ENV);
    const session = await signInByPhone(t.app);
    const stream = await openEventStream(`${replica.url}/api/kyc/verification-status`, {
      cookie: session.cookie,
    });
    await stream.until(() => stream.events[0]);
    const started = Date.now();
    await replica.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await stream.until(() => stream.isEnded());
  });
});

describe('settling checks', () => {
  it('settles a check whose notice was lost through the reconciliation job', async () => {
    // A replica on a clock that stands still: the sandbox's notice comes, but its answer is not
    // ready by that clock; when the clock has moved, only the job can settle it.
    const clock = fixedClock(new Date());
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        KYC_SANDBOX_DELAY_MS: '40',
      }),
      database: t.database,
      clock,
    });
    try {
      const session = await signInByPhone(app);
      expect((await verifyPan(app, session)).statusCode).toBe(202);
      await new Promise((r) => setTimeout(r, 120));
      const read = async () =>
        (
          await app.inject({
            method: 'GET',
            url: '/api/kyc/status',
            headers: { authorization: `Bearer ${session.accessToken}` },
          })
        ).json().data.documents[0].status;
      expect(await read()).toBe('pending');
      const job = app.jobs.find((j) => j.name === 'kyc-checks')!;
      expect(await job.run()).toBe(0);
      clock.advance(40);
      expect(await job.run()).toBe(1);
      expect(await read()).toBe('verified');
      expect(await job.run()).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('the gate the earnings module asks', () => {
  const db = () => t.database.db;
  function service() {
    const clock = fixedClock(new Date());
    const key = Buffer.alloc(32, 7);
    const users = testUsers(db(), clock);
    return createKycService({
      db: db(),
      repository: createKycRepository(db()),
      // The users module as the api passes it: the regulatory country read in the caller's transaction.
      users,
      // The users module as the lifecycle reaches it: a completed KYC fixes the regulatory country.
      lifecycle: { kycVerified: (userId, tx, { region }) => users.fixKycRegion(userId, region, tx) },
      ledger: testLedger(db()),
      providers: kycProvidersOf([createSandboxKycProvider({ key, delayMs: 0, clock })]),
      vault: createDocumentVault({
        seal: (plaintext, context) => ({
          keyVersion: 1,
          ciphertext: `${Buffer.from(plaintext).toString('base64url')}.${Buffer.from(context).toString('base64url')}.x`,
        }),
        open: (sealed) => Buffer.from(sealed.ciphertext.split('.')[0]!, 'base64url'),
        hashKey: key,
      }),
      clock,
      bonusKcash: 0n,
      log: { error: () => {} },
    });
  }

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  }

  it("reads the region from the verified phone's country, never the profile's, in the caller's transaction", async () => {
    const kyc = service();
    try {
      const indianPhone = await createUser(db(), { phoneNumber: '+919812300001' });
      const brazilianPhone = await createUser(db(), { phoneNumber: '+5511987600001' });
      const brazilProfile = await createUser(db(), { phoneNumber: '+919812300002', countryCode: 'BR' });
      const nepal = await createUser(db(), { phoneNumber: '+9779812300003' });
      const nobody = await createUser(db(), { countryCode: 'IN' });
      const read = (userId: string) => db().transaction((tx) => kyc.payoutStatus(tx, userId));
      const india = { country: 'IN', region: 'IN', required: true, verified: false };
      expect(await read(indianPhone.id)).toEqual(india);
      expect(await read(brazilianPhone.id)).toEqual({
        country: 'BR',
        region: 'BR',
        required: false,
        verified: false,
      });
      expect(await read(brazilProfile.id)).toEqual(india);
      expect(await read(nepal.id)).toEqual({ country: 'NP', region: 'NP', required: false, verified: false });
      expect(await read(nobody.id)).toEqual({
        country: null,
        region: 'Others',
        required: false,
        verified: false,
      });
    } finally {
      await kyc.close();
    }
  });

  it('says verified once every document of the region is, and not before', async () => {
    const kyc = service();
    try {
      const user = await createUser(db(), { phoneNumber: '+919812300010' });
      const read = () => db().transaction((tx) => kyc.payoutStatus(tx, user.id));
      const steps = [
        { document: 'pan', pan: newPan(), name: 'Asha Rao' },
        { document: 'aadhaar', aadhaar: newAadhaar() },
        { document: 'bank', accountNumber: newAccountNumber(), ifsc: 'HDFC0001234' },
      ] as const;
      for (const step of steps) {
        expect(await read()).toEqual({ country: 'IN', region: 'IN', required: true, verified: false });
        await kyc.submit(user.id, step, { isUpdate: false });
        await until(async () =>
          (await kyc.getStatus(user.id)).documents.some(
            (d) => d.document === step.document && d.status === 'verified',
          ),
        );
      }
      expect(await read()).toEqual({ country: 'IN', region: 'IN', required: true, verified: true });

      const brazilian = await createUser(db(), { phoneNumber: '+5511987600011' });
      await kyc.submit(
        brazilian.id,
        { document: 'cpf', cpf: newCpf(), name: 'Ana Lima' },
        { isUpdate: false },
      );
      await until(async () => (await kyc.getStatus(brazilian.id)).documents[0]!.status === 'verified');
      expect(await db().transaction((tx) => kyc.payoutStatus(tx, brazilian.id))).toEqual({
        country: 'BR',
        region: 'BR',
        required: false,
        verified: false,
      });
    } finally {
      await kyc.close();
    }
  });
});

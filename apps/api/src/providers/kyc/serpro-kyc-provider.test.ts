import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSerproServer, type LocalSerproServer } from '../../test/local-serpro-server';
import type { KycProvider } from './kyc-provider';
import { createSerproKycProvider, serproCpfOutcome } from './serpro-kyc-provider';

let server: LocalSerproServer;
beforeAll(async () => {
  server = await startLocalSerproServer();
});
afterAll(() => server.close());

const key = randomBytes(32);
function provider(overrides: Partial<Parameters<typeof createSerproKycProvider>[0]> = {}): KycProvider {
  return createSerproKycProvider({
    baseUrl: server.url,
    consumerKey: server.consumer.key,
    consumerSecret: server.consumer.secret,
    key,
    timeoutMs: 2_000,
    ...overrides,
  });
}

const cpf = (value: string) => ({
  checkId: randomUUID(),
  name: 'Ana Lima',
  document: 'cpf' as const,
  cpf: value,
});

describe('Serpro Consulta CPF', () => {
  it('finds a regular CPF under its registered name, with one token for several queries; says so at once', async () => {
    server.addCpf('52998224725', { name: 'Ana Lima' });
    const kyc = provider();
    const notices: unknown[] = [];
    kyc.onOutcomeReady((notice) => notices.push(notice));
    const request = cpf('52998224725');
    const before = server.requests.length;
    const { reference } = await kyc.submit(request);
    await kyc.submit(cpf('52998224725'));
    expect(server.requests.slice(before)).toEqual([
      'POST /token',
      'GET /consulta-cpf-df/v1/cpf/52998224725',
      'GET /consulta-cpf-df/v1/cpf/52998224725',
    ]);
    expect(notices[0]).toEqual({ checkId: request.checkId, reference });
    expect(await kyc.fetchOutcome(reference)).toEqual({ isFound: true, registeredName: 'ANA LIMA' });
    // Stateless and billed once: another replica reads the outcome from the reference, asking nobody.
    const calls = server.requests.length;
    expect(await provider().fetchOutcome(reference)).toEqual({ isFound: true, registeredName: 'ANA LIMA' });
    expect(server.requests.length).toBe(calls);
    // The reference reveals neither the number nor the name, and another key cannot read it.
    expect(reference).toMatch(/^serpro1:1:/);
    const parts = reference.split(':')[2]!.split('.');
    const opened = parts.map((part) => Buffer.from(part, 'base64url').toString('latin1')).join('');
    for (const secret of ['52998224725', 'ANA', 'Ana']) expect(opened + reference).not.toContain(secret);
    await expect(provider({ key: randomBytes(32) }).fetchOutcome(reference)).rejects.toThrow();
  });

  it('refuses a CPF the registry does not have, and one that is not regular', async () => {
    server.addCpf('11144477735', { name: 'Jose Souza', situation: '3' });
    server.addCpf('12345678909', { name: 'Maria Costa', situation: '2' });
    const kyc = provider();
    const outcome = async (value: string) => kyc.fetchOutcome((await kyc.submit(cpf(value))).reference);
    expect(await outcome('39053344705')).toEqual({ isFound: false, reason: 'NOT_FOUND' });
    expect(await outcome('11144477735')).toEqual({ isFound: false, reason: 'CPF_IRREGULAR' });
    expect(await outcome('12345678909')).toEqual({ isFound: false, reason: 'CPF_IRREGULAR' });
  });

  it('asks for a new token once when the old one is refused', async () => {
    server.addCpf('52998224725', { name: 'Ana Lima' });
    const kyc = provider();
    await kyc.submit(cpf('52998224725'));
    server.expireTokens();
    const before = server.requests.length;
    await kyc.submit(cpf('52998224725'));
    expect(server.requests.slice(before)).toEqual([
      'GET /consulta-cpf-df/v1/cpf/52998224725',
      'POST /token',
      'GET /consulta-cpf-df/v1/cpf/52998224725',
    ]);
  });

  it('is refused with wrong credentials, and unavailable when Serpro fails or is too slow', async () => {
    await expect(provider({ consumerSecret: 'wrong' }).submit(cpf('52998224725'))).rejects.toMatchObject({
      kind: 'rejected',
      status: 401,
    });
    server.failNext({ status: 503 });
    await expect(provider().submit(cpf('52998224725'))).rejects.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    server.failNext({ delayMs: 300 });
    await expect(provider({ timeoutMs: 100 }).submit(cpf('52998224725'))).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('checks CPFs only: PIX keys are in the DICT, open to PIX participants only', async () => {
    const kyc = provider();
    expect(kyc.supports('cpf')).toBe(true);
    expect(kyc.supports('pix')).toBe(false);
    await expect(
      kyc.submit({
        checkId: randomUUID(),
        name: 'Ana Lima',
        document: 'pix',
        key: { type: 'email', value: 'ana@example.com' },
        ownerCpf: '52998224725',
      }),
    ).rejects.toThrow(/DICT/);
    expect(() =>
      serproCpfOutcome('52998224725', { ni: '11144477735', nome: 'X', situacao: { codigo: '0' } }),
    ).toThrow(/unexpected/);
  });
});

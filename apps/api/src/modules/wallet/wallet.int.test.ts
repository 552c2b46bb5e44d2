import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bytesToHex, getAddress, isAddress, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@kp/domain/errors';
import { systemClock } from '../../platform/clock';
import { loadSecrets } from '../../platform/secrets';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { signInByPhone } from '../../test/sign-in';
import {
  CONFIGURED_KEY_VERSION,
  INSTALLATION_KEY_VERSION,
  installationKeyring,
  openSecret,
  type Keyring,
} from '../../platform/sealing';
import { createWalletRepository } from './wallet.repository';
import { createWalletService, sealContext, type WalletService } from './wallet.service';
import { userWallets } from './wallet.tables';

const WALLET_KEY = randomBytes(32);
const BOT_TOKEN = '123456789:AAE-test-bot-token-long-enough_x';

let t: TestApp;
let keyring: Keyring;
let service: WalletService;
beforeAll(async () => {
  t = await createTestApp({
    env: { WALLET_ENCRYPTION_KEY: WALLET_KEY.toString('base64'), TELEGRAM_BOT_TOKEN: BOT_TOKEN },
  });
  // The same keys as the app's: the installation secret is in the database, the other one is ours.
  const { walletKey } = await loadSecrets(t.database.db, undefined);
  keyring = installationKeyring(walletKey, WALLET_KEY);
  service = createWalletService({
    repository: createWalletRepository(t.database.db),
    keyring,
    clock: systemClock,
  });
});
afterAll(() => t.close());

const get = (url: string, accessToken?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

async function storedWallets(userId: string) {
  return t.database.db.select().from(userWallets).where(eq(userWallets.userId, userId));
}

/** A signed-in account as it was before wallets existed: no wallet. */
async function accountWithoutWallet() {
  const session = await signInByPhone(t.app);
  await t.database.db.delete(userWallets).where(eq(userWallets.userId, session.user.id));
  return session;
}

describe('the custodial wallet made at sign-up', () => {
  it('gives a new user exactly one wallet, with a checksummed address, kept on the next sign-in', async () => {
    const session = await signInByPhone(t.app);
    const wallets = await get('/api/users/wallets', session.accessToken);
    expect(wallets.statusCode).toBe(200);
    const [wallet, ...others] = wallets.json().data;
    expect(others).toEqual([]);
    expect(wallet).toEqual({
      address: expect.any(String),
      chain: 'evm',
      kind: 'custodial',
      createdAt: expect.any(String),
    });
    expect(isAddress(wallet.address, { strict: true })).toBe(true);
    expect(getAddress(wallet.address)).toBe(wallet.address);

    const address = await get('/api/users/wallet/address', session.accessToken);
    expect(address.json()).toEqual({ statusCode: 200, data: { evmWalletAddress: wallet.address } });
    expect((await get('/api/users/wallet/approval-status', session.accessToken)).json().data).toEqual({
      status: 'approved',
    });
    expect((await get('/api/users/is_verified', session.accessToken)).json().data).toEqual({
      isVerified: true,
    });

    const again = await signInByPhone(t.app, session.waId);
    expect(again.user.id).toBe(session.user.id);
    const rows = await storedWallets(session.user.id);
    expect(rows.map((r) => r.address)).toEqual([wallet.address]);
  });

  it('gives a user who signs up with Telegram a wallet too', async () => {
    const fields = { id: 880001, first_name: 'Meera', auth_date: Math.floor(Date.now() / 1000) };
    const check = Object.entries(fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('\n');
    const hash = createHmac('sha256', createHash('sha256').update(BOT_TOKEN).digest())
      .update(check)
      .digest('hex');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/telegram',
      payload: { ...fields, hash },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wallets = await get('/api/users/wallets', res.json().data.accessToken);
    expect(wallets.json().data).toHaveLength(1);
  });

  it('gives two users different addresses, and each reads only their own', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const addressOf = async (token: string) =>
      (await get('/api/users/wallet/address', token)).json().data.evmWalletAddress;
    const [addressA, addressB] = [await addressOf(a.accessToken), await addressOf(b.accessToken)];
    expect(addressA).not.toBe(addressB);
    expect(addressA).toBe((await storedWallets(a.user.id))[0]!.address);
    expect(addressB).toBe((await storedWallets(b.user.id))[0]!.address);
    // The routes take no user id: the token decides whose wallet is read.
    const other = await get(`/api/users/wallet/address?userId=${b.user.id}`, a.accessToken);
    expect(other.statusCode).toBe(400);
    expect(JSON.stringify((await get('/api/users/wallets', a.accessToken)).json())).not.toContain(addressB);
  });

  it('keeps only the sealed key: not the key in any form, and it opens to the stored address', async () => {
    const session = await signInByPhone(t.app);
    const [row] = await storedWallets(session.user.id);
    expect(row!.keyVersion).toBe(CONFIGURED_KEY_VERSION);
    const privateKey = openSecret(
      { keyVersion: row!.keyVersion, ciphertext: row!.encryptedPrivateKey },
      installationKeyring(randomBytes(32), WALLET_KEY),
      sealContext(getAddress(row!.address)),
    );
    const hex = bytesToHex(privateKey);
    expect(privateKeyToAccount(hex).address).toBe(row!.address);
    for (const form of [
      hex.slice(2),
      hex.slice(2).toUpperCase(),
      Buffer.from(privateKey).toString('base64url'),
    ])
      expect(row!.encryptedPrivateKey).not.toContain(form);

    const answers = await Promise.all(
      ['/api/users/wallets', '/api/users/wallet/address', '/api/users/is_verified'].map((url) =>
        get(url, session.accessToken),
      ),
    );
    for (const text of [...answers.map((a) => a.body), t.logs.join('\n')]) {
      expect(text).not.toContain(hex.slice(2));
      expect(text).not.toContain(row!.encryptedPrivateKey);
    }
  });

  it('refuses the wallet calls without a token', async () => {
    for (const url of [
      '/api/users/wallets',
      '/api/users/wallet/address',
      '/api/users/wallet/approval-status',
      '/api/users/is_verified',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    }
  });
});

describe('an account made before wallets', () => {
  it('has no wallets, no address (WALLET_NOT_FOUND), no approval and is not verified', async () => {
    const session = await accountWithoutWallet();
    expect((await get('/api/users/wallets', session.accessToken)).json()).toEqual({
      statusCode: 200,
      data: [],
    });
    const address = await get('/api/users/wallet/address', session.accessToken);
    expect(address.statusCode).toBe(422);
    expect(address.json()).toEqual({
      statusCode: 422,
      errorCode: 'WALLET_NOT_FOUND',
      message: 'Wallet not found',
    });
    expect((await get('/api/users/wallet/approval-status', session.accessToken)).json().data).toEqual({
      status: 'none',
    });
    expect((await get('/api/users/is_verified', session.accessToken)).json().data).toEqual({
      isVerified: false,
    });

    const refused = (promise: Promise<unknown>) =>
      expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'WALLET_NOT_FOUND');
    await refused(service.assertHasWallet(session.user.id));
    await refused(service.getWallet(session.user.id));
    await refused(service.signerFor(session.user.id));
    expect(await service.findWallet(session.user.id)).toBeNull();
  });

  it('gets one wallet when ensureWallet runs several times at once', async () => {
    const { user } = await accountWithoutWallet();
    const inTransactions = await Promise.all(
      Array.from({ length: 5 }, () => t.database.db.transaction((tx) => service.ensureWallet(user.id, tx))),
    );
    const bare = await Promise.all(Array.from({ length: 3 }, () => service.ensureWallet(user.id)));
    const addresses = new Set([...inTransactions, ...bare].map((w) => w.address));
    expect(addresses.size).toBe(1);
    expect((await storedWallets(user.id)).map((r) => r.address)).toEqual([...addresses]);
  });

  it("makes the wallet in the caller's transaction: undone with it", async () => {
    const { user } = await accountWithoutWallet();
    const undone = new Error('sign-up failed later');
    await expect(
      t.database.db.transaction(async (tx) => {
        await service.ensureWallet(user.id, tx);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await service.findWallet(user.id)).toBeNull();
    const made = await service.ensureWallet(user.id);
    expect(await service.getWallet(user.id)).toEqual(made);
  });
});

describe('signing with a custodial wallet', () => {
  it('signs a message that recovers to the wallet address, and to no other', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const signer = await service.signerFor(a.user.id);
    const { address } = await service.getWallet(a.user.id);
    expect(signer.address).toBe(address);
    const message = `claim ${randomBytes(8).toString('hex')}`;
    const signature = await signer.signMessage({ message });
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    const other = (await service.getWallet(b.user.id)).address;
    expect(await verifyMessage({ address: other, message, signature })).toBe(false);
    // Nothing of the signer serialises the key.
    const [row] = await storedWallets(a.user.id);
    const hex = bytesToHex(
      openSecret(
        { keyVersion: row!.keyVersion, ciphertext: row!.encryptedPrivateKey },
        keyring,
        sealContext(address),
      ),
    );
    expect(JSON.stringify(signer)).not.toContain(hex.slice(2));
  });

  it('opens a wallet sealed by the installation key after WALLET_ENCRYPTION_KEY was set', async () => {
    const session = await accountWithoutWallet();
    const before = createWalletService({
      repository: createWalletRepository(t.database.db),
      keyring: { ...keyring, currentVersion: INSTALLATION_KEY_VERSION },
      clock: systemClock,
    });
    const made = await before.ensureWallet(session.user.id);
    expect(made.keyVersion).toBe(INSTALLATION_KEY_VERSION);
    expect((await get('/api/users/is_verified', session.accessToken)).json().data).toEqual({
      isVerified: true,
    });
    expect((await service.signerFor(session.user.id)).address).toBe(made.address);
  });

  it('is not verified, and will not sign, when a stored key was moved to another wallet', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const [rowB] = await storedWallets(b.user.id);
    await t.database.db
      .update(userWallets)
      .set({ encryptedPrivateKey: rowB!.encryptedPrivateKey })
      .where(eq(userWallets.userId, a.user.id));
    expect((await get('/api/users/is_verified', a.accessToken)).json().data).toEqual({ isVerified: false });
    expect(t.logs.join('\n')).toContain('a stored wallet key does not open');
    await expect(service.signerFor(a.user.id)).rejects.toThrow(/does not authenticate/);
    expect((await get('/api/users/is_verified', b.accessToken)).json().data).toEqual({ isVerified: true });
  });
});

describe('the key that seals wallet keys', () => {
  it('is derived from the installation secret when WALLET_ENCRYPTION_KEY is unset, and production refuses to start so', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/WALLET_ENCRYPTION_KEY is unset/);
    const dev = await createTestApp();
    try {
      const session = await signInByPhone(dev.app);
      const [row] = await dev.database.db
        .select()
        .from(userWallets)
        .where(eq(userWallets.userId, session.user.id));
      expect(row!.keyVersion).toBe(INSTALLATION_KEY_VERSION);
      const { walletKey } = await loadSecrets(dev.database.db, undefined);
      const signer = await createWalletService({
        repository: createWalletRepository(dev.database.db),
        keyring: installationKeyring(walletKey),
        clock: systemClock,
      }).signerFor(session.user.id);
      expect(signer.address).toBe(row!.address);
    } finally {
      await dev.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createXApiClient } from '../../providers/x/x-api';
import { createXProvider } from '../../providers/x/x-provider';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { startLocalXServer, type LocalXServer } from '../../test/local-x-server';
import { createTestSocialService } from '../../test/social.fixtures';
import type { SocialService } from './social.service';
import { socialAccounts } from './social.tables';

// Two api replicas on one database (each service has its own in-process state), refreshing the X
// tokens of one account: X rotates refresh tokens, so only one refresh may spend the old one.
const SITE = 'http://127.0.0.1:5173';
const CALLBACK = `${SITE}/social/callback`;
const ASHA = { id: '1001', username: 'asha_plays', name: 'Asha Plays' };

let database: Database;
let x: LocalXServer;
let replicaA: SocialService;
let replicaB: SocialService;
let asha: string;

const replica = () =>
  createTestSocialService(database.db, {
    oauth2: { twitter: createXProvider(x.config) },
    telegramBotToken: null,
    allowedOrigins: [SITE],
  });

/** Asks X who the linked account is, with the replica's token (refreshed on X's 401). */
const whoAmI = (service: SocialService) =>
  service.withAccessToken(asha, 'twitter', async (token) => {
    const api = createXApiClient({ apiUrl: x.url, timeoutMs: 2000 });
    return (await api.getMe(token)).username;
  });

const tokenCalls = () => x.requests.filter((r) => r.startsWith('POST /2/oauth2/token')).length;

const accountRow = async () =>
  (await database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, asha)))[0]!;

beforeAll(async () => {
  [database, x] = await Promise.all([
    createTestDatabase(),
    startLocalXServer({ redirectUris: [CALLBACK], seed: { users: [ASHA] } }),
  ]);
  replicaA = replica();
  replicaB = replica();
  asha = (await createUser(database.db)).id;
  const { url } = await replicaA.authorizationUrl(asha, { provider: 'twitter', redirectUri: CALLBACK });
  const back = new URL(await x.authorize(url, { userId: ASHA.id }));
  await replicaA.authenticate(asha, {
    provider: 'twitter',
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  });
}, 60_000);
afterAll(async () => {
  await x?.close();
  await database?.close();
});

describe('refreshing social tokens across replicas', () => {
  it('refreshes once when two replicas find the token refused at once, and both go on with the new one', async () => {
    x.expireAccessTokens();
    const before = tokenCalls();
    const sealedBefore = (await accountRow()).refreshTokenSealed;
    expect(await Promise.all([whoAmI(replicaA), whoAmI(replicaB)])).toEqual([ASHA.username, ASHA.username]);
    expect(tokenCalls() - before).toBe(1);
    const row = await accountRow();
    expect(row.refreshTokenSealed).not.toBe(sealedBefore);
    expect(row.refreshLeaseUntil).toBeNull();
    // The rotated refresh token works: a later refresh on either replica succeeds.
    x.expireAccessTokens();
    expect(await whoAmI(replicaB)).toBe(ASHA.username);
    expect(tokenCalls() - before).toBe(2);
  });

  it('takes over a lease whose replica stopped before giving it back', async () => {
    await database.db
      .update(socialAccounts)
      .set({ refreshLeaseUntil: new Date(Date.now() - 1000) })
      .where(eq(socialAccounts.userId, asha));
    x.expireAccessTokens();
    const before = tokenCalls();
    expect(await whoAmI(replicaA)).toBe(ASHA.username);
    expect(tokenCalls() - before).toBe(1);
    expect((await accountRow()).refreshLeaseUntil).toBeNull();
  });

  it('gives the lease back when the refresh fails, so the next try may refresh at once', async () => {
    x.revokeUserTokens(ASHA.id);
    await expect(whoAmI(replicaA)).rejects.toMatchObject({ code: 'SOCIAL_RECONNECT_REQUIRED' });
    expect((await accountRow()).refreshLeaseUntil).toBeNull();
  });
});

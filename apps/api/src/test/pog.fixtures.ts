import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AvatarGenre } from '@kp/domain/pog';
import type { AvatarStep } from '@kp/domain/pog-mint';
import type { AvatarPort, PogAvatar } from '../modules/pog/pog-ports';
import type { NftMinter } from '../providers/evm/nft-minter';
import { EvmProviderError } from '../providers/evm/evm-chains';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { fundUser, type SignedInUser } from './factories';

/**
 * A test double of the avatars module as minting sees it (AvatarPort): each user's step is what
 * the test sets (`genre` until then); `ready` gives them an avatar; a quick avatar is made for any
 * genre unless `refuseQuick` is set. Not production code: the real port is the avatars module's.
 */
export function fakeAvatars() {
  const steps = new Map<string, AvatarStep>();
  let isQuickRefused = false;
  const avatarOf = (userId: string, genre: string): PogAvatar => ({
    avatarId: `avatar-${userId.slice(0, 8)}-${genre}`,
    imageUrl: `/api/test-avatars/${userId}.png`,
    genre,
  });
  const port: AvatarPort = {
    avatarStepOf: (userId) => Promise.resolve(steps.get(userId) ?? 'genre'),
    readyAvatarOf: (userId) =>
      Promise.resolve(steps.get(userId) === 'ready' ? avatarOf(userId, 'FANTASY') : null),
    quickAvatarFor: (userId, genre: AvatarGenre) =>
      Promise.resolve(isQuickRefused ? null : avatarOf(userId, genre)),
  };
  return {
    port,
    setStep(userId: string, step: AvatarStep) {
      steps.set(userId, step);
    },
    refuseQuick(isRefused: boolean) {
      isQuickRefused = isRefused;
    },
  };
}

/**
 * A chain that does not answer: every call fails as an unreachable RPC does (the mint job's
 * failure path), until `heal()` turns it into a chain that mints in memory.
 */
export function flakyMinter(options: { chainId?: number; contract?: `0x${string}` } = {}) {
  let isDown = true;
  const owners = new Map<bigint, `0x${string}`>();
  let sent = 0;
  const chainId = options.chainId ?? 31337;
  const down = () => {
    throw new EvmProviderError('unavailable', chainId, `chain ${chainId}: connection refused`);
  };
  const minter: NftMinter = {
    chainId,
    contract: options.contract ?? '0x000000000000000000000000000000000000dEaD',
    async ownerOf(tokenId) {
      if (isDown) down();
      return Promise.resolve(owners.get(tokenId) ?? null);
    },
    async sendMint(to, tokenId) {
      if (isDown) down();
      if (owners.has(tokenId)) throw new Error('ERC721InvalidSender');
      owners.set(tokenId, to);
      sent += 1;
      return Promise.resolve(`0x${tokenId.toString(16).padStart(64, '0')}` as const);
    },
    receiptOf: () => Promise.resolve({ status: 'success' }),
  };
  return {
    minter,
    heal() {
      isDown = false;
    },
    ownerOf: (tokenId: bigint) => owners.get(tokenId) ?? null,
    get mintsSent() {
      return sent;
    },
  };
}

let mintedNames = 0;

/**
 * A minted card of a gamer, through the routes: a POG name (`name` or a fresh one), a slot paid in
 * K-Cash granted by `admin`, a quick mint of `genre`, and the mint job run until it is done (the
 * api's POG_MINT_DURATION_MS must be 0, or the clock moved past it). Needs an avatar port that
 * makes quick avatars (`fakeAvatars()` or the avatars module). The card as `GET tps/pog/status` says it.
 */
export async function mintedPogCard(
  app: FastifyInstance,
  db: Db,
  input: { gamer: SignedInUser; admin: SignedInUser; name?: string; genre?: AvatarGenre; clock?: Clock },
): Promise<{ id: string; tokenId: string; name: string; imageUrl: string }> {
  const { gamer } = input;
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...gamer.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  mintedNames += 1;
  const name = input.name ?? `Card${mintedNames}x${randomUUID().slice(0, 4)}`.slice(0, 12);
  const status = await send('GET', '/api/tps/pog/status');
  if (status.name !== name) await send('POST', '/api/tps/pog/name', { name });
  await fundUser(db, {
    userId: gamer.id,
    actorId: input.admin.id,
    currency: 'KCASH',
    amount: 100_00n,
    ...(input.clock ? { clock: input.clock } : {}),
  });
  await send('POST', '/api/tps/pog/slot-unlock', { currency: 'KCASH' }, { 'idempotency-key': randomUUID() });
  const card = await send('POST', '/api/tps/pog/quick-mint', { genre: input.genre ?? 'FANTASY' });
  const mints = app.jobs.find((job) => job.name === 'pog-mints');
  if (!mints) throw new Error('no pog-mints job');
  for (let i = 0; i < 20; i += 1) {
    if ((await send('GET', '/api/tps/pog/status')).card?.status === 'minted') return card;
    await mints.run();
  }
  throw new Error(`the card ${card.id} was not minted`);
}

import type { AvatarGenre } from '@kp/domain/pog';
import type { AvatarStep } from '@kp/domain/pog-mint';
import type { AvatarPort, PogAvatar } from '../modules/pog/pog-ports';
import type { NftMinter } from '../providers/evm/nft-minter';
import { EvmProviderError } from '../providers/evm/evm-chains';

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

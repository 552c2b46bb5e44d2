import type { FastifyInstance } from 'fastify';
import { parseAmount } from '@kp/domain/currencies';
import { POG_CARD_IMAGE } from '@kp/domain/pog-card';
import { DEFAULT_MINT_MODE, POG_SLOT_CURRENCIES, type PogSlotCurrency } from '@kp/domain/pog-mint';
import type { Address, Hex } from 'viem';
import { publicBaseUrl } from '../../config';
import type { Job } from '../../platform/jobs';
import type { PagePreviews } from '../../platform/static-web';
import type { ModuleContext } from '../../platform/module-context';
import { createNftMinter, type NftMinter } from '../../providers/evm/nft-minter';
import type { PogDeps } from './pog-context';
import { NO_AVATARS, UNCOUNTED_SCORES, type AvatarPort, type PogScoresPort } from './pog-ports';
import { createPogRepository } from './pog.repository';
import { pogRoutes } from './pog.routes';
import { createPogService, type PogService } from './pog.service';

/** How often the mint job looks for due mints. */
const MINT_JOB_EVERY_MS = 2_000;

/** The chain POG cards are minted on, from POG_NFT_* (config.ts checked they go together). */
function minterOf(config: ModuleContext['config']): NftMinter | null {
  const { POG_NFT_CHAIN_ID: chainId, POG_NFT_CONTRACT: contract, POG_NFT_MINTER_KEY: minterKey } = config;
  if (chainId === undefined || !contract || !minterKey) return null;
  const rpcUrl = config.EVM_CHAINS.find((chain) => chain.id === chainId)?.rpcUrl;
  if (!rpcUrl) return null;
  return createNftMinter({
    chainId,
    rpcUrl,
    contract: contract as Address,
    minterKey: minterKey as Hex,
    timeoutMs: config.EVM_RPC_TIMEOUT_MS,
  });
}

/**
 * POG minting: the name, the paid slot, the mint job (ERC-721 on POG_NFT_CHAIN_ID, or custodial),
 * the status, the NFTs and their metadata. The avatar and the scores come through ports (README:
 * "Ports"); unwired, nobody has an avatar yet and every score is the default 0, uncounted. An
 * erased account's name, slots and cards go.
 */
export function registerPog(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'config' | 'currencies' | 'lifecycle'> & {
    ledger: PogDeps['ledger'];
    wallets: PogDeps['wallets'];
    avatars?: AvatarPort;
    scores?: PogScoresPort;
    /** Tests: a minter of their own (a chain that fails, say) instead of POG_NFT_*. */
    minter?: NftMinter | null;
  },
): { service: PogService; jobs: Job[]; previews: PagePreviews } {
  const { config, currencies } = deps;
  const slotPrices = Object.fromEntries(
    POG_SLOT_CURRENCIES.map((id) => [
      id,
      parseAmount(
        id === 'KCASH' ? config.POG_SLOT_PRICE_KCASH : config.POG_SLOT_PRICE_REWARD,
        currencies.byId(id),
      ),
    ]),
  ) as Record<PogSlotCurrency, bigint>;
  const service = createPogService({
    db: deps.db,
    clock: deps.clock,
    currencies,
    ledger: deps.ledger,
    wallets: deps.wallets,
    avatars: deps.avatars ?? NO_AVATARS,
    scores: deps.scores ?? UNCOUNTED_SCORES,
    minter: deps.minter === undefined ? minterOf(config) : deps.minter,
    publicUrl: publicBaseUrl(config),
    settings: { mintDurationMs: config.POG_MINT_DURATION_MS, slotPrices, defaultMode: DEFAULT_MINT_MODE },
    log: app.log,
    repository: createPogRepository(deps.db),
    mintedListeners: [],
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  pogRoutes(app, service);
  return {
    service,
    // A shared card's page (/pog?name=, /pog?card=) tells crawlers what it shows: its front as image.
    previews: async (path, query) => {
      const [name, card] = [query.get('name'), query.get('card')];
      if (path !== '/pog' || (!name && !card)) return null;
      const preview = await service.findCardPreview({ name, card });
      return preview && { ...preview, imageWidth: POG_CARD_IMAGE.width, imageHeight: POG_CARD_IMAGE.height };
    },
    jobs: [{ name: 'pog-mints', everyMs: MINT_JOB_EVERY_MS, run: () => service.runDueMints() }],
  };
}

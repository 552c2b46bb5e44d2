import type { PogCard } from '@kp/contract/pog';
import type { CurrencyRegistry } from '@kp/domain/currencies';
import { ERRORS } from '@kp/domain/errors';
import { mintPercent, type MintMode, type PogSlotCurrency } from '@kp/domain/pog-mint';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { NftMinter } from '../../providers/evm/nft-minter';
import type { LedgerService } from '../ledger/ledger.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AvatarPort, PogScoresPort } from './pog-ports';
import type { PogCardRow, PogRepository } from './pog.repository';

/** What the POG module's use cases are built from (pog.setup.ts makes it). */
export type PogDeps = {
  db: Db;
  clock: Clock;
  currencies: CurrencyRegistry;
  ledger: Pick<LedgerService, 'spendKcash' | 'transfer' | 'userAccount' | 'systemAccount'>;
  wallets: Pick<WalletService, 'ensureWallet'>;
  avatars: AvatarPort;
  scores: PogScoresPort;
  /** The chain cards are minted on, or null: custodial records. */
  minter: NftMinter | null;
  /** Where users reach this installation (no trailing slash): metadata and image URLs. */
  publicUrl: string;
  settings: {
    mintDurationMs: number;
    /** A slot's price in minor units of each currency. */
    slotPrices: Record<PogSlotCurrency, bigint>;
    defaultMode: MintMode;
  };
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/** A card just minted, as a module listening to mints (the feed) gets it. */
export type MintedPogCard = {
  cardId: string;
  userId: string;
  tokenId: bigint;
  name: string;
  /** As the card holds it: a path on our origin or an absolute URL. */
  imageUrl: string;
  genre: string;
  mintedAt: Date;
};

/** Told of each card minted, in the transaction that marks it minted (an error rolls the mark back). */
export type MintedListener = (tx: DbOrTx, card: MintedPogCard) => Promise<void>;

export type PogContext = PogDeps & { repository: PogRepository; mintedListeners: MintedListener[] };

/** The catalogue's words of a code, as the status carries an error. */
export function mintError(code: 'MINT_FAILED' | 'PAYMENT_FAILED') {
  return { errorCode: code, message: ERRORS[code].message };
}

/** A URL on our origin, or an absolute one as given. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function metadataUrlOf(publicUrl: string, tokenId: bigint): string {
  return `${publicUrl}/api/pog-nft/${tokenId}`;
}

/** A card as the api answers it, its progress at `now`. */
export function toPogCard(row: PogCardRow, now: Date, publicUrl: string): PogCard {
  return {
    id: row.id,
    tokenId: row.tokenId.toString(),
    name: row.name,
    mode: row.mode as MintMode,
    genre: row.genre,
    imageUrl: absoluteUrl(publicUrl, row.imageUrl),
    status: row.status as PogCard['status'],
    progress: {
      percent: mintPercent(
        { status: row.status as PogCard['status'], startedAt: row.startedAt, finishesAt: row.finishesAt },
        now,
      ),
      startedAt: row.startedAt.toISOString(),
      finishesAt: row.finishesAt.toISOString(),
    },
    mintedAt: row.mintedAt?.toISOString() ?? null,
    ownerAddress: row.ownerAddress,
    chain:
      row.chainId !== null && row.contract !== null
        ? { chainId: row.chainId, contract: row.contract, txHash: row.txHash }
        : null,
    metadataUrl: metadataUrlOf(publicUrl, row.tokenId),
    error: row.status === 'failed' ? mintError('MINT_FAILED') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

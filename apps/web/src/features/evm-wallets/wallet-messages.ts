import type { ParseKeys, TFunction } from 'i18next';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import { SIWE_NONCE_TTL_MS } from '@kp/domain/evm-wallets';
import { GAME_NETWORK_INFO } from '@kp/domain/games';
import { toBcp47, type Language } from '@kp/domain/languages';
import { ERROR_KEYS } from '../../lib/messages';
import { WALLET_FAILURE_KEYS, WalletError } from './ethereum-provider';

/** A text to show: its locale key and values. */
export type Message = { key: ParseKeys; values?: Record<string, string | number> };

/** What went wrong, and what the user can do about it (when there is more to say). */
export type Problem = { message: Message; hint?: Message };

/** The api's refusals that have words of their own here (the catalogue's, in the reader's language). */
export const WALLET_API_ERRORS = [
  'EVM_CHAIN_NOT_SUPPORTED',
  'SIWE_MESSAGE_INVALID',
  'SIWE_DOMAIN_MISMATCH',
  'SIWE_NONCE_INVALID',
  'SIWE_NONCE_EXPIRED',
  'SIWE_CHAIN_MISMATCH',
  'SIWE_ADDRESS_MISMATCH',
  'SIWE_SIGNATURE_INVALID',
  'EVM_WALLET_TAKEN',
  'EVM_WALLET_LIMIT_REACHED',
  'EVM_WALLET_NOT_FOUND',
  'EVM_WALLET_REQUIRED',
  'CAMPAIGN_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/** The claim refusals, in the shared words of the error catalogue (the campaign page shows them too). */
const CLAIM_API_ERRORS = [
  'CAMPAIGN_NOT_CLAIMABLE',
  'CAMPAIGN_TASKS_INCOMPLETE',
  'REWARD_ALREADY_CLAIMED',
  'CLAIM_TRANSACTION_FAILED',
] as const satisfies readonly (keyof typeof ERROR_KEYS)[];

const isClaimError = (code: ErrorCode): code is (typeof CLAIM_API_ERRORS)[number] =>
  (CLAIM_API_ERRORS as readonly string[]).includes(code);
type WalletApiError = (typeof WALLET_API_ERRORS)[number];

const isWalletApiError = (code: ErrorCode): code is WalletApiError =>
  (WALLET_API_ERRORS as readonly string[]).includes(code);

/** Extra advice for the refusals where the catalogue's words do not say what to do. */
const HINTS: Partial<Record<WalletApiError, Message>> = {
  EVM_WALLET_TAKEN: { key: 'evmWallet.hints.walletTaken' },
  SIWE_NONCE_EXPIRED: {
    key: 'evmWallet.hints.nonceExpired',
    values: { minutes: SIWE_NONCE_TTL_MS / 60_000 },
  },
};

/** The words of a failed wallet request or api call. */
export function problemOf(error: unknown): Problem {
  if (error instanceof WalletError) return { message: { key: WALLET_FAILURE_KEYS[error.kind] } };
  if (!(error instanceof AppError)) return { message: { key: ERROR_KEYS.SOMETHING_WENT_WRONG } };
  const { code } = error;
  if (isClaimError(code)) return { message: { key: ERROR_KEYS[code] } };
  if (isWalletApiError(code)) {
    const hint = HINTS[code];
    return { message: { key: `evmWallet.errors.${code}` }, ...(hint ? { hint } : {}) };
  }
  if (code === 'SERVICE_UNAVAILABLE') return { message: { key: ERROR_KEYS.SERVICE_UNAVAILABLE } };
  return { message: { key: ERROR_KEYS.SOMETHING_WENT_WRONG } };
}

/** Names of the EVM chains the platform knows (the others go by their id). */
const CHAIN_NAMES: ReadonlyMap<number, string> = new Map(
  Object.values(GAME_NETWORK_INFO).flatMap((network) =>
    network.chainId === null ? [] : [[network.chainId, network.name] as const],
  ),
);

/** A chain as the user finds it in their wallet: its name and id, or its id alone. */
export function chainLabel(t: TFunction, chainId: number): string {
  const name = CHAIN_NAMES.get(chainId);
  return name
    ? t('evmWallet.chain.named', { name, id: chainId })
    : t('evmWallet.chain.unnamed', { id: chainId });
}

/** Several chains as one phrase: "Polygon (chain 137) or Base (chain 8453)". */
export function chainList(t: TFunction, language: Language, chainIds: readonly number[]): string {
  const labels = chainIds.map((id) => chainLabel(t, id));
  const locale = toBcp47(language);
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(labels);
}

/** A text in the reader's language. */
export function say(t: TFunction, message: Message): string {
  return t(message.key, message.values ?? {}) as string;
}

import type { ParseKeys } from 'i18next';
import type { ClaimTypedData } from '@kp/contract/evm-wallets';
import { EVM_ADDRESS_PATTERN } from '@kp/domain/validation';

/**
 * The browser wallet, spoken to as EIP-1193 says: an injected provider (MetaMask and the others),
 * found through EIP-6963 announcements, else `window.ethereum`. Only the standard calls are made
 * (the e2e test wallet implements exactly these).
 */

/** An EIP-1193 provider: what a wallet injects into the page. */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
};

/** What a wallet says about itself in its EIP-6963 announcement (empty for `window.ethereum`). */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string };

/** One wallet of this browser. */
export type InjectedWallet = { info: WalletInfo; provider: Eip1193Provider };

/** Why a wallet request failed, as the user can act on it. */
export type WalletFailure =
  | 'noWallet'
  | 'declined'
  | 'unauthorized'
  | 'pending'
  | 'unknownChain'
  | 'unsupported'
  | 'disconnected'
  | 'noAccount'
  | 'badAnswer'
  | 'failed';

/** A wallet request that failed, with the wallet's own error as its cause. */
export class WalletError extends Error {
  readonly kind: WalletFailure;
  constructor(kind: WalletFailure, options?: { cause?: unknown }) {
    super(`wallet request failed: ${kind}`, options);
    this.name = 'WalletError';
    this.kind = kind;
  }
}

/** The words of each failure. */
export const WALLET_FAILURE_KEYS = {
  noWallet: 'evmWallet.walletErrors.noWallet',
  declined: 'evmWallet.walletErrors.declined',
  unauthorized: 'evmWallet.walletErrors.unauthorized',
  pending: 'evmWallet.walletErrors.pending',
  unknownChain: 'evmWallet.walletErrors.unknownChain',
  unsupported: 'evmWallet.walletErrors.unsupported',
  disconnected: 'evmWallet.walletErrors.disconnected',
  noAccount: 'evmWallet.walletErrors.noAccount',
  badAnswer: 'evmWallet.walletErrors.badAnswer',
  failed: 'evmWallet.walletErrors.failed',
} as const satisfies Record<WalletFailure, ParseKeys>;

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';
/** How long to wait for a wallet that has not announced itself yet (extensions inject late). */
export const ANNOUNCE_WAIT_MS = 300;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isProvider(value: unknown): value is Eip1193Provider {
  return isObject(value) && typeof value.request === 'function';
}

function announcementOf(event: Event): InjectedWallet | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (!isObject(detail) || !isProvider(detail.provider) || !isObject(detail.info)) return null;
  const { uuid, name, icon, rdns } = detail.info;
  if (typeof uuid !== 'string' || !uuid) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { info: { uuid, name: text(name), icon: text(icon), rdns: text(rdns) }, provider: detail.provider };
}

/**
 * The wallets of this browser: those that answer an EIP-6963 request (each once), else the
 * injected `window.ethereum`, else none. Waits a moment for a wallet when none is there yet.
 */
export async function findInjectedWallets(waitMs = ANNOUNCE_WAIT_MS): Promise<InjectedWallet[]> {
  const win = globalThis.window as (Window & { ethereum?: unknown }) | undefined;
  if (!win) return [];
  const found = new Map<string, InjectedWallet>();
  let onFirst: (() => void) | undefined;
  const onAnnounce = (event: Event) => {
    const wallet = announcementOf(event);
    if (!wallet || found.has(wallet.info.uuid)) return;
    found.set(wallet.info.uuid, wallet);
    onFirst?.();
  };
  win.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  try {
    win.dispatchEvent(new Event(REQUEST_EVENT));
    if (found.size === 0 && !isProvider(win.ethereum) && waitMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        onFirst = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    win.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
  }
  if (found.size > 0) return [...found.values()];
  const injected = win.ethereum;
  if (!isProvider(injected)) return [];
  return [{ info: { uuid: 'window.ethereum', name: '', icon: '', rdns: '' }, provider: injected }];
}

/**
 * Of this browser's wallets, the one that already lets this site see `address` (eth_accounts asks
 * the user nothing), else the first: with several wallets installed, a claim is signed by the one
 * holding the linked account.
 */
export async function pickWalletFor(
  wallets: readonly InjectedWallet[],
  address: string,
): Promise<InjectedWallet | null> {
  if (wallets.length <= 1) return wallets[0] ?? null;
  for (const wallet of wallets) {
    const accounts = await wallet.provider.request({ method: 'eth_accounts' }).catch(() => []);
    if (Array.isArray(accounts) && accounts.some((a) => typeof a === 'string' && isSameAddress(a, address)))
      return wallet;
  }
  return wallets[0] ?? null;
}

/**
 * The EIP-1193 error code of a wallet's error, wherever the wallet put it: a wrapped error's own
 * code first (MetaMask wraps a refusal in an internal error, -32603, at times).
 */
function codeOf(error: unknown): number | string | undefined {
  if (!isObject(error)) return undefined;
  const { data, cause, code } = error;
  const inner =
    (isObject(data) && isObject(data.originalError) ? codeOf(data.originalError) : undefined) ??
    (isObject(cause) ? codeOf(cause) : undefined);
  if (inner !== undefined) return inner;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

/** A wallet's error (EIP-1193 codes, and MetaMask's "request already pending") as a failure. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const code = codeOf(error);
  const kind: WalletFailure =
    code === 4001 || code === 'ACTION_REJECTED'
      ? 'declined'
      : code === 4100
        ? 'unauthorized'
        : code === -32002
          ? 'pending'
          : code === 4902
            ? 'unknownChain'
            : code === 4200 || code === -32601
              ? 'unsupported'
              : code === 4900 || code === 4901
                ? 'disconnected'
                : 'failed';
  return new WalletError(kind, { cause: error });
}

/** The calls made to a wallet and their parameters. */
export type WalletParams = {
  eth_requestAccounts: [];
  eth_accounts: [];
  eth_chainId: [];
  wallet_switchEthereumChain: [{ chainId: string }];
  personal_sign: [message: string, address: string];
  eth_signTypedData_v4: [address: string, typedData: string];
};

/** One request to a wallet; a refusal or failure becomes a WalletError. */
export async function walletRequest<M extends keyof WalletParams>(
  provider: Eip1193Provider,
  method: M,
  params: WalletParams[M],
): Promise<unknown> {
  try {
    return await provider.request(params.length > 0 ? { method, params } : { method });
  } catch (error) {
    throw toWalletError(error);
  }
}

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]+$/;
const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;

/** `0x89` for chain 137, as wallets take a chain id. */
export function toChainHex(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

/** The text a wallet signs with personal_sign: its UTF-8 bytes as 0x-hex. */
export function utf8ToHex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether two addresses are the same account (the checksum's letter case aside). */
export function isSameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The accounts the user lets this site see, the selected one first (asks the user if needed). */
export async function requestAccounts(provider: Eip1193Provider): Promise<string[]> {
  const answer = await walletRequest(provider, 'eth_requestAccounts', []);
  if (!Array.isArray(answer)) throw new WalletError('badAnswer');
  const accounts = answer.filter((a): a is string => typeof a === 'string' && EVM_ADDRESS_PATTERN.test(a));
  if (accounts.length === 0) throw new WalletError('noAccount');
  return accounts;
}

/** The chain the wallet is on. */
export async function readChainId(provider: Eip1193Provider): Promise<number> {
  const answer = await walletRequest(provider, 'eth_chainId', []);
  // The standard answer is hex; some wallets give a number or a decimal string.
  const id =
    typeof answer === 'number'
      ? answer
      : typeof answer === 'string' && HEX_CHAIN_ID.test(answer)
        ? Number.parseInt(answer, 16)
        : typeof answer === 'string' && /^\d+$/.test(answer)
          ? Number(answer)
          : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new WalletError('badAnswer');
  return id;
}

/** Asks the wallet to move to a chain (it must know the chain: else `unknownChain`). */
export async function switchChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId: toChainHex(chainId) }]);
}

function signatureOf(answer: unknown): string {
  if (typeof answer !== 'string' || !HEX_SIGNATURE.test(answer)) throw new WalletError('badAnswer');
  return answer;
}

/** The account's EIP-191 signature of a text (personal_sign of its UTF-8 bytes). */
export async function signMessage(
  provider: Eip1193Provider,
  address: string,
  message: string,
): Promise<string> {
  return signatureOf(await walletRequest(provider, 'personal_sign', [utf8ToHex(message), address]));
}

/** The fields of an EIP-712 domain, in the standard order; a domain lists those it has. */
const EIP712_DOMAIN_FIELDS = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
] as const;

/**
 * The typed data as eth_signTypedData_v4 takes it: JSON, with the `EIP712Domain` type that wallets
 * expect listed among the types (the api leaves it out, as viem does).
 */
export function typedDataForWallet(
  typedData: Pick<ClaimTypedData, 'domain' | 'types' | 'primaryType' | 'message'>,
): string {
  const domain: Record<string, unknown> = typedData.domain;
  const domainType = EIP712_DOMAIN_FIELDS.filter((field) => domain[field.name] !== undefined).map(
    (field) => ({
      ...field,
    }),
  );
  return JSON.stringify({
    types: { EIP712Domain: domainType, ...typedData.types },
    domain: typedData.domain,
    primaryType: typedData.primaryType,
    message: typedData.message,
  });
}

/** The account's EIP-712 signature of typed data. */
export async function signTypedData(
  provider: Eip1193Provider,
  address: string,
  typedData: Pick<ClaimTypedData, 'domain' | 'types' | 'primaryType' | 'message'>,
): Promise<string> {
  return signatureOf(
    await walletRequest(provider, 'eth_signTypedData_v4', [address, typedDataForWallet(typedData)]),
  );
}

/**
 * Calls `listener` with each chain the wallet moves to (EIP-1193 `chainChanged`); returns the
 * unsubscribe. A wallet without events gives nothing to listen to.
 */
export function onChainChanged(provider: Eip1193Provider, listener: (chainId: number) => void): () => void {
  if (typeof provider.on !== 'function') return () => {};
  const handler = (value: unknown) => {
    const id =
      typeof value === 'string' && HEX_CHAIN_ID.test(value)
        ? Number.parseInt(value, 16)
        : typeof value === 'number'
          ? value
          : Number.NaN;
    if (Number.isSafeInteger(id) && id > 0) listener(id);
  };
  provider.on('chainChanged', handler);
  return () => provider.removeListener?.('chainChanged', handler);
}

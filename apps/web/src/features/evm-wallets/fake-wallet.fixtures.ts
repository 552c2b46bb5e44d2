import type { Eip1193Provider, WalletInfo } from './ethereum-provider';

/** A wallet's error as EIP-1193 shapes it. */
export type FakeWalletError = { code: number; message: string };

export type FakeWalletOptions = {
  accounts?: string[];
  chainId?: number;
  /** The chains the wallet can switch to (others: 4902, as MetaMask answers). */
  knownChains?: number[];
  signature?: string;
  /** Methods that fail, with the error the wallet throws (each once, or always with `always`). */
  refuse?: Partial<Record<string, FakeWalletError & { always?: boolean }>>;
  /** Something shared that every request is also written to (to see its order among api calls). */
  log?: string[];
};

export type FakeWallet = {
  provider: Eip1193Provider & { isFake: true };
  /** Every request made, in order. */
  requests: { method: string; params: readonly unknown[] | undefined }[];
  /** The chain the wallet is on now. */
  chainId: () => number;
  /** Moves the wallet to a chain, as the user would in the wallet, and tells the page. */
  moveTo: (chainId: number) => void;
  /** Installs the wallet as `window.ethereum`; returns the uninstall. */
  inject: () => () => void;
  /** Makes the wallet answer EIP-6963 requests with `info`; returns the uninstall. */
  announce: (info: WalletInfo) => () => void;
};

export const FAKE_SIGNATURE = `0x${'ab'.repeat(65)}`;

/**
 * A test double of an injected EIP-1193 wallet (MetaMask and the like): answers the standard calls
 * the product makes from its options and records every request. It signs nothing: the api's
 * signature check is the api tests' business.
 */
export function createFakeWallet(options: FakeWalletOptions = {}): FakeWallet {
  const accounts = options.accounts ?? ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'];
  const known = new Set(options.knownChains ?? [options.chainId ?? 31337]);
  const refusals = { ...options.refuse };
  let chainId = options.chainId ?? 31337;
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const requests: FakeWallet['requests'] = [];
  const emit = (event: string, value: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(value));

  const answer = (method: string, params: readonly unknown[] | undefined): unknown => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [...accounts];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt(
          String((params?.[0] as { chainId?: string } | undefined)?.chainId),
          16,
        );
        if (!known.has(target)) throw { code: 4902, message: 'Unrecognized chain ID' };
        chainId = target;
        emit('chainChanged', `0x${target.toString(16)}`);
        return null;
      }
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return options.signature ?? FAKE_SIGNATURE;
      default:
        throw { code: 4200, message: `The fake wallet does not support ${method}` };
    }
  };

  const provider: FakeWallet['provider'] = {
    isFake: true,
    async request({ method, params }) {
      requests.push({ method, params });
      options.log?.push(`wallet ${method}`);
      const refusal = refusals[method];
      if (refusal) {
        if (!refusal.always) delete refusals[method];
        throw { code: refusal.code, message: refusal.message };
      }
      return answer(method, params);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };

  return {
    provider,
    requests,
    chainId: () => chainId,
    moveTo(next) {
      chainId = next;
      emit('chainChanged', `0x${next.toString(16)}`);
    },
    inject() {
      const win = window as Window & { ethereum?: unknown };
      win.ethereum = provider;
      return () => {
        if (win.ethereum === provider) delete win.ethereum;
      };
    },
    announce(info) {
      const onRequest = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', onRequest);
      return () => window.removeEventListener('eip6963:requestProvider', onRequest);
    },
  };
}

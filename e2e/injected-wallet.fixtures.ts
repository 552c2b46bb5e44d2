import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { isHex, numberToHex, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** One call the page made to the wallet, in order. */
export type WalletRequest = { method: string; params: unknown[] };

export type InjectedWallet = {
  address: Address;
  chainId: number;
  /** Every request the page made (in every frame), in order, as it made them. */
  requests: WalletRequest[];
};

/** An EIP-1193 error (ProviderRpcError): the code a dapp reads, and its message. */
class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the wallet signs itself; it refuses the ones it does not implement (4200). */
const SIGNING_METHODS = new Set([
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_watchAsset',
]);

/** The EIP-6963 description the wallet announces (its icon must be a data URI). */
const WALLET_INFO = {
  name: 'KPlay Test Wallet',
  rdns: 'gg.kplay.test-wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 11h14v10H9z" fill="#fff"/></svg>',
  )}`,
};

let bindingCount = 0;

/**
 * A test double of an EIP-1193 browser wallet (what MetaMask and the like inject), for the
 * end-to-end tests: `window.ethereum` with `request({ method, params })`, `on`, `removeListener`
 * and `isMetaMask: false`, also announced by EIP-6963 (`eip6963:announceProvider`, at load and on
 * each `eip6963:requestProvider`). It holds one account (`privateKey`) on one chain and really
 * signs, in Node with viem, so the api's checks of the signatures are the real ones:
 * - `eth_requestAccounts`, `eth_accounts`: the account; `eth_chainId` (hex), `net_version`;
 * - `wallet_switchEthereumChain`: to its own chain only, else 4902 as MetaMask answers;
 * - `personal_sign` [hex message, address]: EIP-191 of the raw bytes;
 * - `eth_signTypedData_v4` [address, JSON]: EIP-712 (typed data of another chain is refused);
 * - other `eth_` reads go to the chain's JSON-RPC at `rpcUrl`; transactions and the other
 *   signing methods are refused (4200), and a request for another account is refused (4100).
 * Install it before the page loads (it lives in an init script). Returns the record of requests.
 */
export async function injectTestWallet(
  page: Page,
  privateKey: Hex,
  options: { chainId: number; rpcUrl: string },
): Promise<InjectedWallet> {
  const account = privateKeyToAccount(privateKey);
  const { chainId, rpcUrl } = options;
  const requests: WalletRequest[] = [];
  let rpcId = 0;

  const assertOwnAccount = (address: unknown) => {
    if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
      throw new WalletRpcError(4100, 'The requested account has not been authorized by the user.');
  };

  const forward = async (method: string, params: unknown[]): Promise<unknown> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message);
    return body.result;
  };

  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const target = (params[0] as { chainId?: unknown } | undefined)?.chainId;
        if (typeof target !== 'string' || !isHex(target) || Number.parseInt(target, 16) !== chainId)
          throw new WalletRpcError(
            4902,
            `Unrecognized chain ID "${String(target)}". Try adding the chain using wallet_addEthereumChain first.`,
          );
        return null;
      }
      case 'personal_sign': {
        const [message, address] = params;
        assertOwnAccount(address);
        if (typeof message !== 'string' || !isHex(message))
          throw new WalletRpcError(-32602, 'personal_sign takes the message as 0x-prefixed hex');
        return account.signMessage({ message: { raw: message } });
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = params;
        assertOwnAccount(address);
        if (typeof json !== 'string') throw new WalletRpcError(-32602, 'the typed data must be JSON');
        const typedData = JSON.parse(json) as {
          types: Record<string, { name: string; type: string }[]>;
          domain: Record<string, unknown> & { chainId?: number | string };
          primaryType: string;
          message: Record<string, unknown>;
        };
        const domainChainId = typedData.domain.chainId;
        if (domainChainId !== undefined && Number(BigInt(domainChainId)) !== chainId)
          throw new WalletRpcError(
            -32602,
            `Provided chainId "${domainChainId}" must match the active chainId "${chainId}"`,
          );
        // viem derives the domain's type itself and refuses it among the types.
        const { EIP712Domain: _domainType, ...types } = typedData.types;
        // JSON from the page: viem checks the values against the types as it encodes them.
        const definition = {
          domain: {
            ...typedData.domain,
            ...(domainChainId !== undefined ? { chainId: Number(BigInt(domainChainId)) } : {}),
          },
          types,
          primaryType: typedData.primaryType,
          message: typedData.message,
        } as unknown as TypedDataDefinition;
        return account.signTypedData(definition);
      }
    }
    if (SIGNING_METHODS.has(method) || !method.startsWith('eth_'))
      throw new WalletRpcError(4200, `The test wallet does not support ${method}`);
    return forward(method, params);
  };

  // One binding per page (a page refuses a name twice).
  const binding = `__kpTestWallet${++bindingCount}`;
  await page.exposeFunction(binding, async (method: string, params: unknown) => {
    const list = Array.isArray(params) ? params : params === undefined ? [] : [params];
    requests.push({ method, params: list });
    try {
      return { result: await answer(method, list) };
    } catch (error) {
      const known = error instanceof WalletRpcError;
      return {
        error: {
          code: known ? error.code : -32603,
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
  });
  await page.addInitScript(
    ({ binding, info }) => {
      type Listener = (...args: unknown[]) => void;
      type Answer = { result: unknown } | { error: { code: number; message: string } };
      const listeners = new Map<string, Set<Listener>>();
      const call = (method: string, params: unknown) =>
        (window as unknown as Record<string, (m: string, p: unknown) => Promise<Answer>>)[binding]!(
          method,
          params,
        );
      const provider = {
        isMetaMask: false,
        async request(args: { method: string; params?: unknown }) {
          if (!args || typeof args.method !== 'string')
            throw Object.assign(new Error('Invalid request: no method'), { code: -32600 });
          const answer = await call(args.method, args.params);
          if ('error' in answer)
            throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event: string, listener: Listener) {
          const set = listeners.get(event) ?? new Set<Listener>();
          set.add(listener);
          listeners.set(event, set);
          return provider;
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      (window as unknown as { ethereum: typeof provider }).ethereum = provider;
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { binding, info: { ...WALLET_INFO, uuid: randomUUID() } },
  );
  return { address: account.address, chainId, requests };
}

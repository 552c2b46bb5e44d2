import { formatDecimalText } from './display';
import type { Language } from './languages';

/**
 * External EVM wallets (spec sections 2, 3, 7): linked by Sign-In with Ethereum (EIP-4361), and the
 * EIP-712 typed data a linked wallet signs to claim a campaign reward. The api builds and checks
 * these; the web shows them and has the wallet sign them.
 */

/** How long a sign-in nonce may be used after it is issued. */
export const SIWE_NONCE_TTL_MS = 5 * 60_000;

/** The statement of the sign-in message the wallet is asked to sign. */
export const SIWE_STATEMENT = 'Link this wallet to your KPlay account. This request costs no gas.';

/** How many external wallets one account may link. */
export const MAX_EVM_WALLETS_PER_USER = 10;

/** How long the signature of a reward claim stays valid (the typed data's deadline). */
export const CLAIM_SIGNATURE_TTL_MS = 10 * 60_000;

/** The EIP-712 domain name and version of reward claims. */
export const CLAIM_TYPED_DATA_DOMAIN = { name: 'KPlay Rewards', version: '1' } as const;

/** The EIP-712 types of a reward claim (the primary type is `Claim`). */
export const CLAIM_TYPED_DATA_TYPES = {
  Claim: [
    { name: 'campaignId', type: 'string' },
    { name: 'user', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'currency', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** `0x1234…abcd`: an address short enough for a sentence or a phone screen. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * A whole number of a token's base units as the token's amount: `formatTokenAmount(1500000n, 6)`
 * is `1.5`; with a reader's language, in their separators and digits (`1,500.5`, `1.500,5`).
 */
export function formatTokenAmount(baseUnits: bigint, decimals: number, language?: Language): string {
  const negative = baseUnits < 0n;
  const digits = (negative ? -baseUnits : baseUnits).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const sign = negative ? '-' : '';
  if (language)
    return formatDecimalText(`${sign}${whole}${fraction ? `.${fraction}` : ''}`, language, decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

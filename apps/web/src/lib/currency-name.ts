import { KCASH, KPOINTS, USDT } from '@kp/domain/currencies';

// The reward token's name is the operator's and does not come with a quest: it shows as its code.
const NAMES: ReadonlyMap<string, string> = new Map([KCASH, KPOINTS, USDT].map((c) => [c.code, c.name]));

/** A currency's name by its code (K-Cash for KCASH); the code itself for the reward token. */
export function currencyName(code: string): string {
  return NAMES.get(code) ?? code;
}

import { DEFAULT_REWARD_TOKEN, type CurrencyId } from '@kp/domain/currencies';
import type { EarningSource } from '@kp/domain/earnings';
import { earningTitle } from '@kp/domain/earning-titles';

/**
 * The demo data's welcome gift: what each new user of a demo installation finds to collect, one
 * earning in each currency, so that collecting (and India's tax on it) can be tried at once. Said
 * as what it is — a welcome gift, not a quest or a campaign the user never did. Awarded at
 * sign-up through the same service as any earning (reserved in the ledger); amounts in minor units.
 */
export const DEMO_EARNINGS: readonly {
  source: EarningSource;
  sourceId: string;
  title: string;
  currency: CurrencyId;
  amount: bigint;
}[] = [
  {
    source: 'welcome',
    sourceId: 'welcome-gift-kcash',
    title: earningTitle('welcomeGift', { currency: 'K-Cash' }),
    currency: 'KCASH',
    amount: 250n,
  },
  {
    source: 'welcome',
    sourceId: 'welcome-gift-usdt',
    title: earningTitle('welcomeGift', { currency: 'USDT' }),
    currency: 'USDT',
    amount: 1_500_000n,
  },
  {
    source: 'welcome',
    sourceId: 'welcome-gift-kpoints',
    title: earningTitle('welcomeGift', { currency: 'K-Points' }),
    currency: 'KPOINTS',
    amount: 500n,
  },
  {
    source: 'welcome',
    sourceId: 'welcome-gift-reward',
    title: earningTitle('welcomeGift', { currency: DEFAULT_REWARD_TOKEN.name }),
    currency: 'REWARD',
    amount: 10_000_000n,
  },
];

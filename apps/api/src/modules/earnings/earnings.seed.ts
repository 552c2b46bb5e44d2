import type { CurrencyId } from '@kp/domain/currencies';
import type { EarningSource } from '@kp/domain/earnings';

/**
 * The demo data's earnings: what each new user of a demo installation has earned from the demo
 * quests and campaigns (quests.seed.ts, campaigns.seed.ts), one of each earning type. Awarded at
 * sign-up through the same service as any earning (reserved in the ledger); amounts are minor
 * units, the quests' as their seed sets them.
 */
export const DEMO_EARNINGS: readonly {
  source: EarningSource;
  sourceId: string;
  title: string;
  currency: CurrencyId;
  amount: bigint;
}[] = [
  {
    source: 'quest',
    sourceId: 'bullieverse-first-hunt',
    title: 'First Hunt',
    currency: 'KCASH',
    amount: 250n,
  },
  {
    source: 'quest',
    sourceId: 'colexion-starter-pack',
    title: 'Starter Pack',
    currency: 'KCASH',
    amount: 150n,
  },
  {
    source: 'quest',
    sourceId: 'dark-throne-raid',
    title: 'Raid the Crypt',
    currency: 'KPOINTS',
    amount: 500n,
  },
  {
    source: 'campaign',
    sourceId: 'monsoon-airdrop',
    title: 'Monsoon Airdrop',
    currency: 'USDT',
    amount: 1_500_000n,
  },
  {
    source: 'campaign',
    sourceId: 'diwali-dash',
    title: 'Diwali Dash',
    currency: 'REWARD',
    amount: 10_000_000n,
  },
];

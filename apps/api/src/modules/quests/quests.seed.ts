import type { DbOrTx } from '../../db/client';
import { createQuestsRepository } from './quests.repository';

const DAY = 86_400_000;

/** Demo quests for the demo games; amounts are K-Cash minor units. */
export async function seedDemoQuests(tx: DbOrTx, gameIds: Map<string, string>, now: Date): Promise<void> {
  const game = (slug: string) => {
    const id = gameIds.get(slug);
    if (!id) throw new Error(`demo game ${slug} missing`);
    return id;
  };
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await createQuestsRepository(tx).insertQuests([
    {
      slug: 'bullieverse-first-hunt',
      gameId: game('bullieverse'),
      title: 'First Hunt',
      description: 'Finish your first hunt in the Bullieverse.',
      startsAt: at(-3),
      endsAt: at(14),
      totalSlots: 500,
      rewardAmount: 250n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: true,
    },
    {
      slug: 'colexion-starter-pack',
      gameId: game('colexion'),
      title: 'Starter Pack',
      description: 'Open a starter pack and win one match.',
      startsAt: at(-1),
      endsAt: at(21),
      totalSlots: 1000,
      rewardAmount: 150n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: false,
    },
    {
      slug: 'dark-throne-raid',
      gameId: game('dark-throne'),
      title: 'Raid the Crypt',
      description: 'Clear the first crypt with a party of three.',
      startsAt: at(-7),
      endsAt: null,
      totalSlots: 300,
      rewardAmount: 500n,
      rewardCurrency: 'KPOINTS',
      isThirdPartyGame: true,
    },
    {
      slug: 'cricket-clash-super-over',
      gameId: game('cricket-clash'),
      title: 'Super Over',
      description: 'Win a super over against a ranked player.',
      startsAt: at(-2),
      endsAt: at(7),
      totalSlots: 2000,
      rewardAmount: 100n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: false,
    },
    {
      slug: 'favela-racer-hill-climb',
      gameId: game('favela-racer'),
      title: 'Hill Climb',
      description: 'Finish the hill climb under two minutes.',
      startsAt: at(2),
      endsAt: at(30),
      totalSlots: 800,
      rewardAmount: 200n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: false,
    },
  ]);
}

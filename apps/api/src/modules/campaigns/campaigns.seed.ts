import type { DbOrTx } from '../../db/client';
import { createCampaignsRepository } from './campaigns.repository';

const DAY = 86_400_000;

/** Demo K-Drop campaigns: one live, one upcoming, one ended, around the seeding time. */
export async function seedDemoCampaigns(tx: DbOrTx, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await createCampaignsRepository(tx).insertCampaigns([
    {
      slug: 'monsoon-airdrop',
      title: 'Monsoon Airdrop',
      description: 'Follow, join and play to share a pool of K-Cash.',
      status: 'LIVE',
      featured: true,
      startsAt: at(-2),
      endsAt: at(12),
    },
    {
      slug: 'carnaval-drop',
      title: 'Carnaval Drop',
      description: 'A festival of quests for Brazilian gamers.',
      status: 'PUBLISHED',
      featured: false,
      startsAt: at(5),
      endsAt: at(25),
    },
    {
      slug: 'diwali-dash',
      title: 'Diwali Dash',
      description: 'Light up the leaderboard during Diwali week.',
      status: 'ENDED',
      featured: false,
      startsAt: at(-40),
      endsAt: at(-20),
    },
  ]);
}

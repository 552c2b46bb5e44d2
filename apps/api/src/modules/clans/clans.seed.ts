import type { DbOrTx } from '../../db/client';
import { createClansRepository } from './clans.repository';

/** Demo clans in our two main markets. */
export async function seedDemoClans(tx: DbOrTx): Promise<void> {
  await createClansRepository(tx).insertClans([
    {
      clanName: 'MumbaiMavericks',
      city: 'Mumbai',
      country: 'India',
      description: 'College gamers from Mumbai who never miss a raid.',
    },
    {
      clanName: 'BangaloreBytes',
      city: 'Bengaluru',
      country: 'India',
      description: 'Esports hopefuls grinding MOBA and shooters.',
    },
    {
      clanName: 'SampaSquad',
      city: 'São Paulo',
      country: 'Brazil',
      description: 'Racing and card game fans from São Paulo.',
    },
  ]);
}

import type { DbOrTx } from '../../db/client';
import { createContentRepository } from './content.repository';

/** Demo banners for the home page and two articles. */
export async function seedDemoContent(tx: DbOrTx, now: Date): Promise<void> {
  const repository = createContentRepository(tx);
  await repository.insertBanners([
    {
      placement: 'home',
      title: 'Monsoon Airdrop is live',
      subtitle: 'Complete tasks and share the K-Cash pool.',
      linkUrl: '/gamer/k-drop',
      position: 1,
    },
    {
      placement: 'home',
      title: 'Mint your Proof of Gamer',
      subtitle: 'One card for every game you play.',
      linkUrl: '/pog',
      position: 2,
    },
    {
      placement: 'home',
      title: 'Start a clan',
      subtitle: 'Lead your college to the top of the leaderboard.',
      linkUrl: '/clan-chief/',
      position: 3,
    },
    {
      placement: 'home',
      title: 'Retired banner',
      subtitle: 'Not shown: inactive.',
      linkUrl: '/',
      position: 0,
      isActive: false,
    },
  ]);
  await repository.insertArticles([
    {
      slug: 'how-k-cash-works',
      title: 'How K-Cash works',
      summary: 'Earning, swapping and spending K-Cash.',
      body: 'K-Cash is earned by completing quests and campaigns. 1 USDT swaps to 1000 K-Cash. Spend it in the store on vouchers.',
      publishedAt: now,
    },
    {
      slug: 'clan-season-one',
      title: 'Clan season one',
      summary: 'What clans are and how seasons work.',
      body: 'Clans compete on the leaderboard for a season. Chiefs lead, members play, everyone earns.',
      publishedAt: now,
    },
  ]);
}

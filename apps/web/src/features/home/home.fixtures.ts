import type { CampaignSummary } from '@kp/contract/campaigns';
import type { EarningsAggregate, EarningTotals } from '@kp/contract/earnings';
import type { MyQuest, QuestSummary } from '@kp/contract/quests';
import type { CampaignStatus } from '@kp/domain/campaigns';
import { ok } from '../../test/fake-server.fixtures';

/** The api paths the home reads. */
export const PATHS = {
  campaigns: '/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state',
  liveQuests: '/api/quest/live',
  myQuests: '/api/userquest/me',
  aggregate: '/api/platform-simplified-payments/collect-earning/user/aggregate',
  balances: '/api/wallets/balance',
  banners: '/api/banners',
  articles: '/api/articles',
  features: '/api/features',
  games: '/api/game',
} as const;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const art = (kind: string, icon: string, palette: string) =>
  `/api/art/${kind}?icon=${icon}&palette=${palette}&w=640&f=webp&v=1`;

/** A campaign of a status; `progress` makes it the user's (tasks verified of tasks total). */
export function campaign(
  n: number,
  status: CampaignStatus,
  progress?: { verified: number; total: number },
): CampaignSummary {
  const total = progress?.total ?? 3;
  const cardState = progress
    ? progress.verified === total
      ? 'CLAIM_REWARDS'
      : 'CONTINUE_TASKS'
    : status === 'LIVE'
      ? 'GET_STARTED'
      : status === 'PUBLISHED'
        ? 'COMING_SOON'
        : 'ENDED';
  return {
    id: uuid(100 + n),
    language: 'en',
    slug: `campaign-${n}`,
    title: `Campaign ${n}`,
    description: 'Complete the tasks.',
    imageUrl: art('banner', 'raining', 'monsoon'),
    status,
    featured: false,
    startsAt: status === 'PUBLISHED' ? '2099-01-01T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
    endsAt: status === 'ENDED' ? '2026-02-01T00:00:00.000Z' : '2099-02-01T00:00:00.000Z',
    claimEndsAt: '2099-03-01T00:00:00.000Z',
    timerLabel: status === 'LIVE' ? 'ends' : status === 'PUBLISHED' ? 'starts' : 'ended',
    applicableContinents: [],
    countries: [],
    platforms: [],
    client: null,
    category: null,
    reward: {
      currency: 'KCASH',
      amount: '25',
      poolTotal: '1000',
      poolRemaining: '500',
      isPoolExhausted: false,
    },
    claimRequiresSignature: false,
    claimChainId: null,
    minPogHumanScore: null,
    minPogTier: null,
    tasksTotal: total,
    cardState,
    progress: progress
      ? {
          hasStarted: true,
          startedAt: '2026-01-02T00:00:00.000Z',
          tasksVerified: progress.verified,
          tasksTotal: total,
          percent: Math.round((progress.verified * 100) / total),
        }
      : null,
  };
}

/** A live quest of a game (`game` names it, its slug and id follow). */
export function quest(n: number, title: string, game = 'Cricket Clash'): QuestSummary {
  const slug = game.toLowerCase().replaceAll(' ', '-');
  return {
    id: uuid(200 + n),
    language: 'en',
    slug: `quest-${n}`,
    title,
    description: 'Win one match.',
    game: { id: gameId(slug), slug, name: game, iconUrl: art('icon', 'cricket-bat', 'jungle') },
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2099-01-01T00:00:00.000Z',
    isStillValid: true,
    state: 'live',
    totalSlots: 100,
    remainingSlots: 99,
    reward: { amount: '2.50', currency: 'KCASH' },
    isThirdPartyGame: false,
  };
}

/** A game's id by its slug (stable across the fixtures). */
export function gameId(slug: string): string {
  return uuid(300 + [...slug].reduce((sum, c) => sum + c.charCodeAt(0), 0));
}

/** A quest the user started, with `completed` of `total` stages done. */
export function myQuest(of: QuestSummary, completed: number, total: number): MyQuest {
  return {
    questId: of.id,
    status: completed === total ? 'completed' : 'started',
    score: 0,
    startedAt: '2026-01-02T00:00:00.000Z',
    completedAt: completed === total ? '2026-01-03T00:00:00.000Z' : null,
    quest: of,
    completedStages: completed,
    totalStages: total,
  };
}

function totals(earningType: string, currencyName: string, collectable: string): EarningTotals {
  const statuses = { pending: '0', distributing: '0', credited: '0', expired: '0', failed: '0' };
  const counts = { pending: 0, distributing: 0, credited: 0, expired: 0, failed: 0 };
  return {
    earningType,
    currencyName,
    scale: 2,
    amounts: { ...statuses, pending: collectable },
    counts: { ...counts, pending: collectable === '0' ? 0 : 1 },
    collectable,
    taxWithheld: '0',
    netCollected: '0',
  };
}

/** The earnings aggregate: what is ready to collect by currency (K-Cash, K-Points, USDT). */
export function aggregate(
  ready: { kcash?: string; kpoints?: string; usdt?: string } = {},
): EarningsAggregate {
  const list = [
    totals('KCASH', 'K-Cash', ready.kcash ?? '0'),
    totals('KPOINTS', 'K-Points', ready.kpoints ?? '0'),
    totals('USDT', 'USDT', ready.usdt ?? '0'),
  ];
  return { totals: list, collectableCount: list.filter((t) => t.collectable !== '0').length };
}

/** The by-state list's page of campaigns. */
export const campaignPage = (campaigns: CampaignSummary[]) =>
  ok({ campaigns, isLastCard: true, offset: campaigns.length });

/** A quest list's page. */
export const questPage = (quests: QuestSummary[]) => ok({ quests, total: quests.length });

/** The user's wallet balances. */
export const balances = (kcash: string) =>
  ok({ balances: [{ currency: 'KCASH', name: 'K-Cash', scale: 2, balance: kcash }] });

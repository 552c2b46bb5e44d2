import type { ClanDetail, ClanStatus, ClanSummary } from '@kp/contract/clans';
import { failure, ok, USER, type FakeRoute } from '../../test/fake-server.fixtures';

/** Test doubles of the clans api: a clan, its members, the caller's status in its cases. */

export const CHIEF_ID = '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0c01';
export const MEMBER_ID = '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0c02';
export const CLAN_ID = '7a1c0000-0000-4000-8000-00000000c1a0';

const SUMMARY: ClanSummary = {
  id: CLAN_ID,
  clanName: 'MumbaiMavericks',
  city: 'Mumbai',
  country: 'IN',
  description: 'College gamers from Mumbai who never miss a raid.',
  clanLogoUrl: null,
  bannerImageUrl: null,
  chief: { id: CHIEF_ID, username: 'MavChief', hasPicture: false, collegeName: 'IIT Bombay' },
  memberCount: 3,
  memberLimit: 50,
  createdAt: '2026-10-01T10:00:00.000Z',
};

/** The clan as its page shows it: its chief, the signed-in user (USER) and one more member. */
export function clanDetail(chiefId = CHIEF_ID): ClanDetail {
  const chief =
    chiefId === USER.id ? { id: USER.id, username: USER.username } : { id: CHIEF_ID, username: 'MavChief' };
  return {
    ...SUMMARY,
    chief: { ...SUMMARY.chief, ...chief },
    members: [
      {
        userId: chief.id,
        username: chief.username,
        hasPicture: false,
        role: 'Chief',
        joinedAt: SUMMARY.createdAt,
        score: 1200,
      },
      ...(chiefId === USER.id
        ? []
        : [
            {
              userId: USER.id,
              username: USER.username,
              hasPicture: false,
              role: 'Member' as const,
              joinedAt: SUMMARY.createdAt,
              score: 340,
            },
          ]),
      {
        userId: MEMBER_ID,
        username: 'RaidQueen',
        hasPicture: false,
        role: 'Member',
        joinedAt: SUMMARY.createdAt,
        score: 80,
      },
    ],
  };
}

const NO_WAITS = { clanDelete: null, clanLeave: null, clanCreation: null };

/** The caller's status: in the clan as a member or its chief, or in none (an approved chief or not). */
export function clanStatus(
  as: 'member' | 'chief' | 'gamer' | 'approvedChief',
  waits: Partial<ClanStatus['waits']> = {},
): ClanStatus {
  const inClan = as === 'member' || as === 'chief';
  return {
    role: as === 'member' ? 'Member' : as === 'gamer' ? 'Gamer' : 'Chief',
    isApprovedChief: as === 'chief' || as === 'approvedChief',
    clan: inClan
      ? { ...SUMMARY, ...(as === 'chief' ? { chief: { ...SUMMARY.chief, id: USER.id } } : {}) }
      : null,
    joinedAt: inClan ? SUMMARY.createdAt : null,
    waits: { ...NO_WAITS, ...waits },
    canCreateClan: as === 'approvedChief' && !waits.clanCreation,
    canJoinClan: !inClan && !waits.clanLeave,
    canDeleteClan: as === 'chief' && !waits.clanDelete,
  };
}

/** Clans for the list: `count` of them, the third one full. */
export function clanList(count: number, from = 0): ClanSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    ...SUMMARY,
    id: `7a1c0000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
    clanName: `Clan ${from + i + 1}`,
    city: i % 2 ? 'Recife' : 'Pune',
    country: i % 2 ? 'BR' : 'IN',
    memberCount: i === 2 ? 50 : 10 + i,
  }));
}

/** The routes of the clans api a page reads, answering with `status` and the clan. */
export function clanRoutes(status: ClanStatus, clan: ClanDetail | null = null): Record<string, FakeRoute> {
  return {
    '/api/banners': () => ok([]),
    '/api/platform-clans/status': () => ok(status),
    [`/api/platform-clans/v2/${CLAN_ID}`]: () => (clan ? ok(clan) : failure(404, 'CLAN_NOT_FOUND')),
    '/api/platform-clans/rules': () =>
      ok({
        minDaysBeforeClanDelete: 7,
        minDaysToJoinClanAfterLeaving: 3,
        minDaysToRecreateClanAfterDelete: 30,
      }),
    '/api/platform-clans/campaign-stats': ({ url }) =>
      ok({
        clanId: CLAN_ID,
        dashboardType: Number(url.searchParams.get('dashboardType')),
        completed: url.searchParams.get('dashboardType') === '1' ? 4 : 1,
        members: [
          {
            userId: MEMBER_ID,
            username: 'RaidQueen',
            completed: url.searchParams.get('dashboardType') === '1' ? 4 : 1,
          },
        ],
      }),
    '/api/platform-clans/pog-scores': () => ok({ clanId: CLAN_ID, isCounted: false, score: 0, members: [] }),
    '/api/users/cities': ({ url }) => ok(url.searchParams.get('country') === 'IN' ? ['Mumbai', 'Pune'] : []),
  };
}

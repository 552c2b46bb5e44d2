import type { PlatformRole } from '@kp/domain/pog';
import { POG_LINKABLE_ACCOUNTS, type PogFacts, type PogLinkableAccount } from '@kp/domain/pog-scores';
import { PLATFORM_ROLES } from '@kp/domain/pog';
import { xpFor } from '@kp/domain/progression';

/** A user as the facts read them (the users module's row); null when erased or unknown. */
export type PogUserFacts = {
  username: string | null;
  phoneNumber: string | null;
  /** Set by the users module when KYC is verified (the lifecycle's `kycVerified`). */
  kycRegion: string | null;
  preferredRole: string | null;
};

/**
 * Where the facts of the rule come from: each a narrow question to the module that keeps it
 * (their services, never their tables). app.ts answers them; a test may answer them itself.
 */
export type PogFactSources = {
  user(userId: string): Promise<PogUserFacts | null>;
  /** Accounts linked (social module: X, Discord, Google, Steam, Telegram, the EVM wallet). */
  linkedAccounts(userId: string): Promise<readonly string[]>;
  clanOf(userId: string): Promise<string | null>;
  questsCompleted(userId: string): Promise<number>;
  campaignsCompleted(userId: string): Promise<number>;
  /** Games the user set up in the arena (a game username). */
  gamesSetUp(userId: string): Promise<number>;
  /** Verified actions counted by action and XP amount (the xp module). */
  actionCounts(userId: string): Promise<readonly { action: string; amount: number; n: number }[]>;
  /** K-Cash purchases paid and kept (payments). */
  purchases(userId: string): Promise<number>;
  /** Vouchers redeemed (store). */
  redemptions(userId: string): Promise<number>;
};

const isRole = (value: string | null): value is PlatformRole =>
  value !== null && (PLATFORM_ROLES as readonly string[]).includes(value);

/**
 * A user's facts from the sources, and their clan (the clans' POG ranking keeps it); null when the
 * account is gone. A tournament result's XP tells its place (`xpFor`: a podium adds a bonus).
 */
export async function readPogFacts(
  sources: PogFactSources,
  userId: string,
): Promise<{ facts: PogFacts; clanId: string | null } | null> {
  const user = await sources.user(userId);
  if (!user) return null;
  const [accounts, clanId, quests, campaigns, games, actions, purchases, redemptions] = await Promise.all([
    sources.linkedAccounts(userId),
    sources.clanOf(userId),
    sources.questsCompleted(userId),
    sources.campaignsCompleted(userId),
    sources.gamesSetUp(userId),
    sources.actionCounts(userId),
    sources.purchases(userId),
    sources.redemptions(userId),
  ]);
  const countOf = (action: string, amounts?: readonly number[]) =>
    actions
      .filter((a) => a.action === action && (!amounts || amounts.includes(a.amount)))
      .reduce((sum, a) => sum + a.n, 0);
  const podiumAmounts = [1, 2, 3].map((rank) => xpFor('tournament_result', { rank }));
  return {
    clanId,
    facts: {
      isKycVerified: user.kycRegion !== null,
      isPhoneVerified: user.phoneNumber !== null,
      linkedAccounts: POG_LINKABLE_ACCOUNTS.filter((a): a is PogLinkableAccount => accounts.includes(a)),
      questsCompleted: quests,
      questStagesCompleted: countOf('quest_stage'),
      campaignsCompleted: campaigns,
      gamesSetUp: games,
      checkInDays: countOf('daily_check_in'),
      tournamentsPlayed: countOf('tournament_result'),
      tournamentPodiums: countOf('tournament_result', podiumAmounts),
      tournamentWins: countOf('tournament_result', podiumAmounts.slice(0, 1)),
      purchases,
      redemptions,
      referrals: countOf('referral_sign_up'),
      isInClan: clanId !== null,
      preferredRole: isRole(user.preferredRole) ? user.preferredRole : null,
    },
  };
}

/** The services the facts are asked of, each as narrow as the question (app.ts passes them). */
export type PogFactServices = {
  users: {
    getUser(id: string): Promise<{
      username: string | null;
      phoneNumber: string | null;
      kycRegion: string | null;
      preferredRole: string | null;
      deletedAt: Date | null;
    }>;
  };
  social: { status(userId: string): Promise<{ socialStatuses: Record<string, { isActive: boolean }> }> };
  clans: { findClanIdOf(userId: string): Promise<string | null> };
  quests: { listCompletedQuests(userIds: readonly string[]): Promise<unknown[]> };
  campaigns: { listCompletedCampaigns(userIds: readonly string[]): Promise<unknown[]> };
  games: {
    listUsernames(userId: string, page: { limit: number; offset: number }): Promise<{ total: number }>;
  };
  xp: { countActions(userId: string): Promise<{ action: string; amount: number; n: number }[]> };
  payments: { countPaidOrders(userId: string): Promise<number> };
  store: {
    listMyRedemptions(
      userId: string,
      query: { status: 'completed'; limit: number; offset: number },
    ): Promise<{ total: number }>;
  };
};

/** The fact sources over the modules' services. */
export function pogFactSourcesOf(s: PogFactServices): PogFactSources {
  const one = { limit: 1, offset: 0 };
  return {
    async user(userId) {
      const user = await s.users.getUser(userId).catch(() => null);
      return user && !user.deletedAt ? user : null;
    },
    async linkedAccounts(userId) {
      const { socialStatuses } = await s.social.status(userId);
      return Object.entries(socialStatuses).flatMap(([account, status]) =>
        status.isActive ? [account] : [],
      );
    },
    clanOf: (userId) => s.clans.findClanIdOf(userId),
    questsCompleted: async (userId) => (await s.quests.listCompletedQuests([userId])).length,
    campaignsCompleted: async (userId) => (await s.campaigns.listCompletedCampaigns([userId])).length,
    gamesSetUp: async (userId) => (await s.games.listUsernames(userId, one)).total,
    actionCounts: (userId) => s.xp.countActions(userId),
    purchases: (userId) => s.payments.countPaidOrders(userId),
    redemptions: async (userId) =>
      (await s.store.listMyRedemptions(userId, { status: 'completed', ...one })).total,
  };
}

import type { ClanDetail, ClanStatus, ClanSummary, UserClan } from '@kp/contract/clans';
import { CLAN_DASHBOARD_TYPE, CLAN_LIMITS, type ClanMemberRole } from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import { clanImageUrl } from './clan-images';
import type { ClanMemberRow, ClanWithCollege } from './clans.repository';
import type { ClansContext, ClanWait } from './clans-context';

type PublicUser = { id: string; username: string | null; hasPicture: boolean };

const toWait = (wait: ClanWait | null) =>
  wait ? { days: wait.days, availableAt: wait.availableAt.toISOString() } : null;

/** What the clan pages read: the list, a clan's page, the caller's status and membership, the stats. */
export function createClanViews(ctx: ClansContext) {
  const { repository, users, chiefs, memberScores } = ctx;

  async function publicUsers(ids: readonly string[]): Promise<Map<string, PublicUser>> {
    const unique = [...new Set(ids)];
    const found = unique.length ? await users.listPublicUsers(unique) : [];
    return new Map(found.map((user) => [user.id, user]));
  }

  /** The wire shape of clans, with their chiefs and the URLs of their images. */
  async function toSummaries(rows: readonly ClanWithCollege[]): Promise<ClanSummary[]> {
    const [images, chiefsById] = await Promise.all([
      repository.listClanImageIds(rows.map((row) => row.id)),
      publicUsers(rows.map((row) => row.chiefId)),
    ]);
    const imageOf = (clanId: string, imageType: string) => {
      const image = images.find((i) => i.clanId === clanId && i.imageType === imageType);
      return image ? clanImageUrl(image.id) : null;
    };
    return rows.map((row) => {
      const chief = chiefsById.get(row.chiefId);
      return {
        id: row.id,
        clanName: row.clanName,
        city: row.city,
        country: row.country,
        description: row.description,
        clanLogoUrl: imageOf(row.id, 'logo'),
        bannerImageUrl: imageOf(row.id, 'banner'),
        chief: {
          id: row.chiefId,
          username: chief?.username ?? null,
          hasPicture: chief?.hasPicture ?? false,
          collegeName: row.chiefCollegeName,
        },
        memberCount: row.memberCount,
        memberLimit: CLAN_LIMITS.members,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function getClanRow(clanId: string): Promise<ClanWithCollege> {
    const clan = await repository.findClan(clanId);
    if (!clan) throw new AppError('CLAN_NOT_FOUND');
    return clan;
  }

  async function membersOf(
    clanId: string,
  ): Promise<{ rows: ClanMemberRow[]; users: Map<string, PublicUser> }> {
    const rows = await repository.listMembers(clanId);
    return { rows, users: await publicUsers(rows.map((row) => row.userId)) };
  }

  return {
    async listClans(input: { search?: string | undefined; limit: number; offset: number }) {
      const { rows, total } = await repository.listClans(input);
      return { clans: await toSummaries(rows), total };
    },

    /** A clan's page: its members, the chief first, then the highest scores, then the earliest. */
    async getClan(clanId: string): Promise<ClanDetail> {
      const clan = await getClanRow(clanId);
      const [[summary], members] = await Promise.all([toSummaries([clan]), membersOf(clanId)]);
      const scores = await memberScores(members.rows.map((row) => row.userId));
      const listed = members.rows.map((row) => ({
        userId: row.userId,
        username: members.users.get(row.userId)?.username ?? null,
        hasPicture: members.users.get(row.userId)?.hasPicture ?? false,
        role: row.role as ClanMemberRole,
        joinedAt: row.joinedAt.toISOString(),
        score: scores.get(row.userId) ?? 0,
      }));
      const isChief = (m: (typeof listed)[number]) => (m.role === 'Chief' ? 0 : 1);
      listed.sort((a, b) => isChief(a) - isChief(b) || b.score - a.score);
      return { ...summary!, members: listed };
    },

    /** The caller's clan and role, and the waits of the rules that apply to them now. */
    async getStatus(userId: string): Promise<ClanStatus> {
      const [membership, isApprovedChief, rules] = await Promise.all([
        repository.findMembership(userId),
        chiefs.hasChiefRole(userId),
        ctx.getRules(),
      ]);
      const clan = membership ? await repository.findClan(membership.clanId) : null;
      const isInClan = membership !== null && clan !== null;
      const leads = isInClan && membership.role === 'Chief';
      const waits = {
        clanDelete: leads ? ctx.deleteWait(clan, rules) : null,
        clanLeave: await ctx.joinWait(userId, rules),
        clanCreation: await ctx.createWait(userId, rules),
      };
      return {
        role: isInClan ? (membership.role as ClanMemberRole) : isApprovedChief ? 'Chief' : 'Gamer',
        isApprovedChief,
        clan: clan ? (await toSummaries([clan]))[0]! : null,
        joinedAt: isInClan ? membership.joinedAt.toISOString() : null,
        waits: {
          clanDelete: toWait(waits.clanDelete),
          clanLeave: toWait(waits.clanLeave),
          clanCreation: toWait(waits.clanCreation),
        },
        canCreateClan: isApprovedChief && !isInClan && !waits.clanCreation,
        canJoinClan: !isInClan && !waits.clanLeave,
        canDeleteClan: leads && !waits.clanDelete,
      };
    },

    /** The caller's membership (platform-user-clans), or null. */
    async findMyMembership(userId: string): Promise<UserClan | null> {
      const membership = await repository.findMembership(userId);
      const clan = membership ? await repository.findClan(membership.clanId) : null;
      if (!membership || !clan) return null;
      return {
        clanId: clan.id,
        clanName: clan.clanName,
        role: membership.role as ClanMemberRole,
        joinedAt: membership.joinedAt.toISOString(),
      };
    },

    /**
     * How many campaigns (every active task done) or quests the clan's members completed since
     * they joined it: what a member did before joining is not the clan's.
     */
    async getCampaignStats(clanId: string, dashboardType: number) {
      await getClanRow(clanId);
      const members = await membersOf(clanId);
      const count = dashboardType === CLAN_DASHBOARD_TYPE.drop ? ctx.completedCampaigns : ctx.completedQuests;
      const completions = await count(members.rows.map((row) => row.userId));
      const perMember = members.rows.map((row) => ({
        userId: row.userId,
        username: members.users.get(row.userId)?.username ?? null,
        completed: completions.filter((c) => c.userId === row.userId && c.completedAt >= row.joinedAt).length,
      }));
      const completed = perMember.reduce((sum, member) => sum + member.completed, 0);
      return { clanId, dashboardType, completed, members: perMember };
    },

    /** These clans' names, logos and member counts, by id (a deleted clan is absent): for boards. */
    async listClanCards(
      clanIds: readonly string[],
    ): Promise<ReadonlyMap<string, { name: string; logoUrl: string | null; memberCount: number }>> {
      const unique = [...new Set(clanIds)];
      const [rows, images] = await Promise.all([
        repository.listBriefs(unique),
        repository.listClanImageIds(unique),
      ]);
      const logoOf = (clanId: string) => {
        const logo = images.find((i) => i.clanId === clanId && i.imageType === 'logo');
        return logo ? clanImageUrl(logo.id) : null;
      };
      return new Map(
        rows.map((row) => [
          row.id,
          { name: row.clanName, logoUrl: logoOf(row.id), memberCount: row.memberCount },
        ]),
      );
    },

    /** The ids of a clan's members, its chief included (none for a clan that is gone). */
    async listMemberIds(clanId: string): Promise<string[]> {
      return (await repository.listMembers(clanId)).map((row) => row.userId);
    },

    /**
     * The clan's POG scores: each member's POG total (the pog-scores module's rule) and their sum.
     * Without that module wired nothing is counted and every score is 0, said as such (isCounted
     * false) rather than made up.
     */
    async getPogScores(clanId: string) {
      await getClanRow(clanId);
      const rows = await repository.listMembers(clanId);
      const totals = ctx.pogTotals ? await ctx.pogTotals(rows.map((row) => row.userId)) : null;
      const members = rows.map((row) => ({ userId: row.userId, score: totals?.get(row.userId) ?? 0 }));
      return {
        clanId,
        isCounted: totals !== null,
        score: members.reduce((sum, member) => sum + member.score, 0),
        members,
      };
    },
  };
}

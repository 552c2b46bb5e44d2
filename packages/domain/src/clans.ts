/** Clan enumerations of spec section 3: roles, rule kinds and the dashboard type. */

/** The roles a user can have in a clan. */
export const CLAN_ROLES = ['Chief', 'Member', 'Gamer'] as const;

export type ClanRole = (typeof CLAN_ROLES)[number];

/** The kinds of clan rule; each limits an action by a day count the server sends. */
export const CLAN_RULE_KINDS = ['clanDelete', 'clanLeave', 'clanCreation'] as const;

export type ClanRuleKind = (typeof CLAN_RULE_KINDS)[number];

/** The field of the clan rules answer that holds each rule kind's day count. */
export const CLAN_RULE_FIELDS = {
  clanDelete: 'minDaysBeforeClanDelete',
  clanLeave: 'minDaysToJoinClanAfterLeaving',
  clanCreation: 'minDaysToRecreateClanAfterDelete',
} as const satisfies Record<ClanRuleKind, string>;

export type ClanRules = Record<(typeof CLAN_RULE_FIELDS)[ClanRuleKind], number>;

/** The clan dashboard types and their wire values. */
export const CLAN_DASHBOARD_TYPE = { drop: 0, quest: 1 } as const;

export type ClanDashboardType = (typeof CLAN_DASHBOARD_TYPE)[keyof typeof CLAN_DASHBOARD_TYPE];

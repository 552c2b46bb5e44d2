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

// ---------------------------------------------------------------------------------------------
// The clan chief application (the /clan-chief/ route). Its form schema is in clan-chief.ts, apart
// from these constants because it brings zod and the phone metadata along.

/** The answers of a yes-or-no choice of the clan forms. */
export const YES_NO = ['Yes', 'No'] as const;

export type YesNo = (typeof YES_NO)[number];

/** Whether the clan chief names a college (the clan state's isCollageName), and its default. */
export const IS_COLLAGE_NAME_DEFAULT: YesNo = 'No';

/** Where a clan chief application stands: waiting for an operator, then approved or rejected. */
export const CLAN_CHIEF_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type ClanChiefApplicationStatus = (typeof CLAN_CHIEF_APPLICATION_STATUSES)[number];

/** The statuses that keep a user from applying again: one under review, or one approved. */
export const CLAN_CHIEF_OPEN_STATUSES = [
  'pending',
  'approved',
] as const satisfies readonly ClanChiefApplicationStatus[];

/** What an operator decides about a pending application. */
export const CLAN_CHIEF_DECISIONS = ['approve', 'reject'] as const;

export type ClanChiefDecision = (typeof CLAN_CHIEF_DECISIONS)[number];

/** The status a decision leads to. */
export const CLAN_CHIEF_DECISION_STATUS = {
  approve: 'approved',
  reject: 'rejected',
} as const satisfies Record<ClanChiefDecision, ClanChiefApplicationStatus>;

/** Length of the reason an operator gives with a decision (the applicant reads it). */
export const CLAN_CHIEF_REASON_LENGTH = { min: 5, max: 500 } as const;

/** The longest value of each clan chief field. */
export const CLAN_CHIEF_FIELD_MAX_LENGTH = {
  email: 254,
  chiefCity: 80,
  phoneNumber: 24,
  collegeName: 150,
} as const;

/** Whether a user with an application in this status may not apply again. */
export function isOpenClanChiefStatus(status: ClanChiefApplicationStatus): boolean {
  return (CLAN_CHIEF_OPEN_STATUSES as readonly string[]).includes(status);
}

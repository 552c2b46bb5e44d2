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
// Clans themselves: who holds which role, the limits, the rules' defaults and the waits.

/**
 * The roles held inside a clan: its Chief (who created it and alone may delete it or remove a
 * member) and its Members. Gamer, the third role, is a user in no clan who is not an approved chief.
 */
export const CLAN_MEMBER_ROLES = ['Chief', 'Member'] as const satisfies readonly ClanRole[];

export type ClanMemberRole = (typeof CLAN_MEMBER_ROLES)[number];

/** The limits of a clan and of its form's fields (lengths in characters). */
export const CLAN_LIMITS = {
  clanName: { min: 3, max: 30 },
  city: { max: 80 },
  description: { max: 500 },
  /** Members of one clan, its chief included: a clan at this size refuses anyone joining. */
  members: 50,
} as const;

/** The characters of a clan name: letters of any script, digits, spaces, `_`, `-` and `.`. */
export const CLAN_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} _.-]*$/u;

/** The rules' day counts until an operator sets others. */
export const CLAN_RULES_DEFAULT: ClanRules = {
  minDaysBeforeClanDelete: 7,
  minDaysToJoinClanAfterLeaving: 3,
  minDaysToRecreateClanAfterDelete: 30,
};

/** The largest day count an operator may set for a rule (a year). */
export const CLAN_RULE_DAYS_MAX = 365;

/** The images of a clan: its logo (square) and its banner (wide). */
export const CLAN_IMAGE_TYPES = ['logo', 'banner'] as const;

export type ClanImageType = (typeof CLAN_IMAGE_TYPES)[number];

/**
 * The size every clan image is re-encoded to (a JPEG, cropped to fill it): the logo as the
 * profile picture is, the banner at 3:1.
 */
export const CLAN_IMAGE_SIZES = {
  logo: { width: 256, height: 256 },
  banner: { width: 1200, height: 400 },
} as const satisfies Record<ClanImageType, { width: number; height: number }>;

/**
 * The `page` an image is uploaded from, which says what it is for: `create-clan`, the form of a
 * clan not created yet (the image waits until the create call names it as clanLogo or
 * bannerImage; a newer upload of the same type replaces it); `my-clan`, the chief's own clan,
 * whose logo or banner it replaces at once.
 */
export const CLAN_IMAGE_PAGES = ['create-clan', 'my-clan'] as const;

export type ClanImagePage = (typeof CLAN_IMAGE_PAGES)[number];

/** The one-time code flows of clans (spec section 4's phone flow types) and the purpose of each. */
export const CLAN_CODE_PURPOSES = ['create_clan', 'delete_clan'] as const;

export type ClanCodePurpose = (typeof CLAN_CODE_PURPOSES)[number];

/**
 * Why a user stopped being a member: they left (the only one that starts the rejoin wait), the
 * chief removed them, the clan was deleted, they deleted their own clan as its chief (which starts
 * the recreate wait), or their account was erased.
 */
export const CLAN_DEPARTURE_REASONS = [
  'left',
  'removed',
  'clan_deleted',
  'deleted_own_clan',
  'account_erased',
] as const;

export type ClanDepartureReason = (typeof CLAN_DEPARTURE_REASONS)[number];

const DAY_MS = 86_400_000;

/** When a wait of `days` days from `from` ends. */
export function clanWaitEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * The whole days left before `end`, counting a part day as one (what a refusal says: 1 until the
 * very end); 0 once it has passed.
 */
export function clanDaysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

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

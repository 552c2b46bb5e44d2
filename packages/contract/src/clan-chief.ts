import { z } from 'zod';
import { clanChiefApplicationSchema, clanChiefDecisionSchema } from '@kp/domain/clan-chief';
import { CLAN_CHIEF_APPLICATION_STATUSES, YES_NO } from '@kp/domain/clans';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, pageQuery } from './route';

/**
 * The clan chief application (spec section 2, `/clan-chief/`; section 3, clan chief data). A
 * signed-in user applies with the phone number verified on their account; operators approve or
 * reject with a reason the applicant reads.
 */

/** An application as its applicant sees it. */
export const clanChiefApplication = z.object({
  id: z.uuid(),
  email: z.string(),
  chiefCity: z.string(),
  phoneNumber: z.string().describe('E.164, e.g. +919876543210'),
  isCollageName: z.enum(YES_NO),
  collegeName: z.string().nullable(),
  status: z.enum(CLAN_CHIEF_APPLICATION_STATUSES),
  decisionReason: z.string().nullable().describe("the operator's reason, once decided"),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type ClanChiefApplication = z.output<typeof clanChiefApplication>;

/** An application as operators see it: whose it is and who decided it. */
export const adminClanChiefApplication = clanChiefApplication.extend({
  userId: z.uuid(),
  username: z.string().nullable(),
  decidedBy: z.uuid().nullable().describe('the operator who decided'),
});
export type AdminClanChiefApplication = z.output<typeof adminClanChiefApplication>;

export const getMyClanChiefApplication = defineRoute({
  ...ENDPOINTS.getMyClanChiefApplication,
  summary: "The signed-in user's latest clan chief application and its status, or null",
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ application: clanChiefApplication.nullable() })) },
});

export const submitClanChiefApplication = defineRoute({
  ...ENDPOINTS.submitClanChiefApplication,
  summary:
    'Applies to be a clan chief with the phone number verified on the account; 409 while an application is pending or approved',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  body: clanChiefApplicationSchema,
  response: { 201: envelope(clanChiefApplication) },
});

export const adminListClanChiefApplications = defineRoute({
  ...ENDPOINTS.adminListClanChiefApplications,
  summary:
    'Operators: clan chief applications of one status (pending ones oldest first, as a queue) or of all (newest first)',
  tags: ['admin'],
  access: 'admin',
  querystring: z
    .object({ status: z.enum(CLAN_CHIEF_APPLICATION_STATUSES).optional(), ...pageQuery })
    .strict(),
  response: {
    200: envelope(z.object({ applications: z.array(adminClanChiefApplication), total: z.number().int() })),
  },
});

export const adminDecideClanChiefApplication = defineRoute({
  ...ENDPOINTS.adminDecideClanChiefApplication,
  summary:
    'Operators: approve or reject a pending clan chief application with a reason (kept with who decided and when)',
  tags: ['admin'],
  access: 'admin',
  params: z.object({ id: z.uuid() }).strict(),
  querystring: noQuery,
  body: clanChiefDecisionSchema,
  response: { 200: envelope(adminClanChiefApplication) },
});

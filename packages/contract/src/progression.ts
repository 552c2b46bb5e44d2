import { z } from 'zod';
import { isTimeZone, PROGRESSION_BADGES, XP_ACTIONS } from '@kp/domain/progression';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * The loop that brings gamers back (packages/domain/src/progression.ts): XP for verified actions,
 * levels, a daily streak in the user's time zone, badges. Every answer is the caller's own.
 */

/** A gamer's progress: XP and level, the streak, badges and the latest XP earned. */
export const progress = z.object({
  xp: z.number().int().describe('all the XP earned; never spent, not K-Points'),
  level: z.number().int().describe('1 at 0 XP; reaching level n takes 50·n·(n−1) XP'),
  xpIntoLevel: z.number().int().describe('XP earned since this level began'),
  xpForNextLevel: z.number().int().describe('XP this level spans, up to the next'),
  timeZone: z
    .string()
    .describe('the IANA time zone the days count in (the last check-in named it; UTC until then)'),
  isCheckedInToday: z.boolean().describe("whether today's check-in (in the user's time zone) is done"),
  streak: z.object({
    current: z.number().int().describe('days in the streak still alive today (0 when broken)'),
    best: z.number().int().describe('the longest streak ever'),
    freezes: z
      .number()
      .int()
      .describe('freezes held: each covers one missed day (one per 7 streak days, 2 at most)'),
    isTodayDone: z.boolean().describe('whether today already counts'),
  }),
  badges: z
    .array(z.enum(PROGRESSION_BADGES.map((b) => b.id)))
    .describe('milestone badges earned, in table order'),
  recent: z
    .array(z.object({ action: z.enum(XP_ACTIONS), amount: z.number().int(), at: z.iso.datetime() }))
    .describe('the last 10 XP events, newest first'),
});
export type Progress = z.output<typeof progress>;

const timeZone = text()
  .max(64)
  .refine(isTimeZone, 'not_an_iana_time_zone')
  .describe('an IANA time zone, e.g. Asia/Kolkata; kept for the days that follow');

export const checkIn = defineRoute({
  ...ENDPOINTS.checkIn,
  summary:
    "The daily check-in: 10 XP once per day in the user's time zone (the one sent, else the one kept, else UTC; a new zone is taken only when the last check-in is a day old or more); another the same day answers the same check-in and awards nothing",
  tags: ['progression'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ timeZone: timeZone.optional() }).strict(),
  response: {
    200: envelope(
      z.object({
        checkIn: z.object({
          day: z.iso.date().describe("the day checked in, in the user's time zone"),
          amount: z.number().int().describe('the XP it earned'),
          at: z.iso.datetime().describe('when that day was checked in first'),
        }),
        progress,
      }),
    ),
  },
});

export const getMyProgress = defineRoute({
  ...ENDPOINTS.getMyProgress,
  summary:
    "The signed-in user's own XP, level, streak (from the days with any XP, in their time zone), badges and last 10 XP events",
  tags: ['progression'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(progress) },
});

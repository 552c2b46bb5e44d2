import { z } from 'zod';

/** A number of codes per hour: a whole number of at least 1. */
const codesPerHour = z.coerce.number().int().min(1).max(10_000_000);

/**
 * The budgets of text messages with codes (spread into config.ts; the README's table lists them).
 * They stop SMS pumping: a bot asking codes for premium numbers of one country, or for numbers
 * everywhere, runs into them before it runs up the bill. Size them to the real traffic: at the
 * budget, sign-in codes stop for everyone (of that dial code) until the hour is over.
 */
export const AUTH_CODE_ENV = {
  /** Codes sent by text message in an hour, all numbers together. */
  OTP_GLOBAL_MAX_PER_HOUR: codesPerHour.default(2000),
  /** Codes sent by text message in an hour to the numbers of one dial code (+91, +55, +1 …). */
  OTP_MAX_PER_DIAL_CODE_PER_HOUR: codesPerHour.default(500),
};

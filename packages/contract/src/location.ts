import { z } from 'zod';
import { LOCATION_TYPES, REGIONS, type LocationCountry } from '@kp/domain/locations';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope } from './route';

const LOCATION_COUNTRIES = ['India', 'Brazil', 'other'] as const satisfies readonly LocationCountry[];

/**
 * Where an IP address is (spec sections 3 and 7). The snake_case names are the ones the client
 * reads (`country`, `country_calling_code`); an address that cannot be placed has null country
 * fields, region Others and location type unknown.
 */
export const ipLocation = z.object({
  ip: z.string(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .describe('ISO 3166-1 alpha-2, e.g. IN'),
  country_name: z.string().nullable().describe('in English, from the country list'),
  country_calling_code: z
    .string()
    .regex(/^\+\d+$/)
    .nullable()
    .describe('with its leading plus, e.g. +91'),
  region: z.enum(REGIONS),
  locationType: z.enum(LOCATION_TYPES),
  location: z.enum(LOCATION_COUNTRIES),
});
export type IpLocation = z.output<typeof ipLocation>;

export const getLocation = defineRoute({
  ...ENDPOINTS.getLocation,
  summary:
    "The country, calling code and region of an IP address (by default the caller's), looked up offline",
  tags: ['users'],
  access: 'public',
  querystring: z
    .object({
      ip: z
        .union([z.ipv4(), z.ipv6()])
        .optional()
        .describe("an IPv4 or IPv6 address; without it, the caller's"),
    })
    .strict(),
  response: { 200: envelope(ipLocation) },
});

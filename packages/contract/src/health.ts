import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { defineRoute, noQuery } from './route';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

export const healthResponse = z.object({ status: z.literal('ok'), db: z.enum(DB_KINDS) });

export const getHealth = defineRoute({
  ...ENDPOINTS.getHealth,
  summary: 'Whether the api and its database answer',
  tags: ['platform'],
  access: 'public',
  querystring: noQuery,
  response: { 200: healthResponse },
});

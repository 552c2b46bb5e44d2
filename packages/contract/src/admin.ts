import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { sessionUser } from './auth';
import { defineRoute, envelope, pageQuery, text } from './route';

export const adminUser = sessionUser.extend({
  createdAt: z.iso.datetime(),
  deletionRequestedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso.datetime().nullable(),
});

export const adminListUsers = defineRoute({
  ...ENDPOINTS.adminListUsers,
  summary: 'Operators: accounts, newest first, optionally matching a phone number, email or username',
  tags: ['admin'],
  access: 'admin',
  querystring: z.object({ search: text({ trim: true }).min(1).max(100).optional(), ...pageQuery }).strict(),
  response: { 200: envelope(z.object({ users: z.array(adminUser), total: z.number().int() })) },
});

import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { readCode } from './helpers';

/**
 * The e2e world's operator, through the admin api (the product has no operators' pages): signs in
 * with the number of ADMIN_PHONE_NUMBERS, approves quest proofs waiting for review and clan chief
 * applications, sets the clan rules. What a gamer cannot do themselves, and the tests stand in for.
 */

const baseURL = inject('baseURL');

type Call = {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  token?: string;
  idempotent?: boolean;
  /** The address the call comes from, through the e2e world's proxy (X-Forwarded-For). */
  address?: string;
};

async function call<T>(
  path: string,
  { method = 'GET', body, token, idempotent, address }: Call = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (address) headers['x-forwarded-for'] = address;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (idempotent) headers['idempotency-key'] = randomUUID();
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

type PendingProof = { id: string; value: string };
type Application = { id: string; username: string | null };

/** Every row of an admin list, page after page (`limit` its page size). */
async function listAll<T>(path: string, key: string, token: string, limit: number): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await call<Record<string, T[]> & { total: number }>(
      `${path}&limit=${limit}&offset=${offset}`,
      { token },
    );
    rows.push(...page[key]!);
    if (offset + limit >= page.total) return rows;
  }
}

export type Operator = {
  /** Approves the pending proofs with these values (each must be there); their stages complete. */
  approveProofs(values: readonly string[]): Promise<void>;
  /** Approves the pending clan chief application of the user with this username. */
  approveClanChief(username: string): Promise<void>;
  /** Sets the clan rules' day counts (`PUT /api/admin/clan-rules`), enforced from the next request. */
  setClanRules(rules: ClanRules): Promise<void>;
  /** Grants a user earned K-Cash from the treasury (`POST /api/admin/ledger/grants`), e.g. '150'. */
  grantKcash(userId: string, amount: string, reason?: string): Promise<void>;
};

export type ClanRules = {
  minDaysBeforeClanDelete: number;
  minDaysToJoinClanAfterLeaving: number;
  minDaysToRecreateClanAfterDelete: number;
};

/** Signs the operator in by phone (the code read from the outbox) and answers its review calls. */
export async function signInOperator(phone: string, from: { address?: string } = {}): Promise<Operator> {
  const { challengeId } = await call<{ challengeId: string }>(
    '/api/authentication/login?source=website&region=IN',
    {
      method: 'POST',
      body: { waId: phone.replace(/^\+/, ''), platform: 'browser', hostname: new URL(baseURL).hostname },
      ...from,
    },
  );
  const code = await readCode(phone, new Set());
  const { accessToken: token } = await call<{ accessToken: string }>('/api/authentication/verify', {
    method: 'POST',
    body: { challengeId, code },
    ...from,
  });

  return {
    async approveProofs(values) {
      const proofs = await listAll<PendingProof>(
        '/api/admin/quest-proofs?status=pending',
        'proofs',
        token,
        50,
      );
      for (const value of values) {
        const proof = proofs.find((p) => p.value === value);
        if (!proof) throw new Error(`no pending proof ${value} in the review queue`);
        await call(`/api/admin/quest-proofs/${proof.id}/approve`, {
          method: 'POST',
          token,
          idempotent: true,
        });
      }
    },
    async approveClanChief(username) {
      const applications = await listAll<Application>(
        '/api/admin/clan-chief/applications?status=pending',
        'applications',
        token,
        100,
      );
      const application = applications.find((a) => a.username === username);
      if (!application) throw new Error(`no pending clan chief application of ${username}`);
      await call(`/api/admin/clan-chief/applications/${application.id}/decision`, {
        method: 'POST',
        token,
        body: { decision: 'approve', reason: 'Welcome, chief: lead your clan well.' },
      });
    },
    async setClanRules(rules) {
      await call('/api/admin/clan-rules', { method: 'PUT', token, body: rules });
    },
    async grantKcash(userId, amount, reason = 'e2e: K-Cash to pay a POG slot') {
      await call('/api/admin/ledger/grants', {
        method: 'POST',
        token,
        idempotent: true,
        body: {
          userId,
          currency: 'KCASH',
          amount,
          subBalance: 'earned',
          reason,
        },
      });
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kp/domain/errors';

/**
 * How the sandbox payment provider signs its webhooks, as the big providers do (Stripe's scheme):
 * `Sandbox-Signature: t=<Unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The time is
 * signed with the body, so a captured delivery cannot be replayed later than the tolerance; more
 * than one v1 may be given (while a secret is being rotated).
 */
export const SIGNATURE_HEADER = 'sandbox-signature';

function hmac(secret: string, timestamp: number, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

/**
 * Checks a webhook's signature over its raw body: 400 when the header is missing or malformed,
 * 401 when no signature matches or it was made more than `toleranceSeconds` from now.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  rawBody: string;
  header: string | string[] | undefined;
  nowSeconds: number;
  toleranceSeconds: number;
}): void {
  const { header } = input;
  if (typeof header !== 'string' || header.length > 1000)
    throw new AppError('WEBHOOK_SIGNATURE_MISSING', { params: { header: 'Sandbox-Signature' } });
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0)
    throw new AppError('WEBHOOK_SIGNATURE_MALFORMED', { params: { header: 'Sandbox-Signature' } });
  const expected = hmac(input.secret, timestamp, input.rawBody);
  if (!signatures.some((s) => timingSafeEqual(s, expected))) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  if (Math.abs(input.nowSeconds - timestamp) > input.toleranceSeconds) throw new AppError('WEBHOOK_TOO_OLD');
}

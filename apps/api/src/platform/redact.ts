// What never reaches a log line: tokens, codes, phone numbers, secrets.

/** Query parameters whose values are replaced in logged URLs. */
const SENSITIVE_QUERY_KEYS = new Set([
  'access_token',
  'accesstoken',
  'refresh_token',
  'refreshtoken',
  'id_token',
  'token',
  'code',
  'otp',
  'qr_ref_id',
  'phone',
  'phone_number',
  'phonenumber',
  'waid',
  'recipient',
  'email',
  'secret',
  'client_secret',
  'hash',
  'signature',
]);

export const REDACTED = '[REDACTED]';

/** Object paths pino censors in every log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  ...[
    'accessToken',
    'refreshToken',
    'refresh_token',
    'access_token',
    'idToken',
    'token',
    'otp',
    'code',
    'password',
    'secret',
    'phone_number',
    'phoneNumber',
    'phone',
    'waId',
    'email',
    // KYC document numbers (the KYC module never logs them; this is the net under it).
    'pan',
    'aadhaar',
    'accountNumber',
    'cpf',
    'pixKey',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** A URL with the values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // keep the raw key
      }
      return SENSITIVE_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

const PHONE_LIKE = /\+?\d[\d\s-]{8,}\d/g;

/** Free text with anything shaped like a phone number masked. */
export function redactText(text: string): string {
  return text.replace(PHONE_LIKE, REDACTED);
}

import { z } from 'zod';

/** X's environment variables (spread into config.ts; the README's table lists them). */
export const X_ENV = {
  /** The OAuth 2.0 client of the X app (a confidential client: "Web App" type); unset, X is not connected. */
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where the browser goes to authorize the app. */
  X_AUTHORIZE_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  /** The API v2 host; its `/2/oauth2/token` is the token endpoint. */
  X_API_URL: z.url().default('https://api.x.com'),
};

type XEnv = {
  X_CLIENT_ID?: string | undefined;
  X_CLIENT_SECRET?: string | undefined;
  X_AUTHORIZE_URL: string;
  X_API_URL: string;
};

/** The cross-field rules of X's variables; a message naming the variable, or null. */
export function xConfigProblem(config: XEnv, isLoopbackUrl: (url: string) => boolean): string | null {
  if (Boolean(config.X_CLIENT_ID) !== Boolean(config.X_CLIENT_SECRET))
    return 'X_CLIENT_ID and X_CLIENT_SECRET go together (X links accounts as a confidential client)';
  for (const key of ['X_AUTHORIZE_URL', 'X_API_URL'] as const) {
    if (config[key].startsWith('http:') && !isLoopbackUrl(config[key]))
      return `${key} must be https (http only for a local test server)`;
  }
  return null;
}

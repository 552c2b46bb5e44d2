// oidc-provider ships no types (and @types/oidc-provider is not installed): the little the tests use.
// Delete this file if @types/oidc-provider is ever added.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  /** The provider's configuration; see oidc-provider's docs for the keys. */
  export type Configuration = Record<string, unknown> & {
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
  };

  /** An OpenID provider; `callback()` is its Node request handler. */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}

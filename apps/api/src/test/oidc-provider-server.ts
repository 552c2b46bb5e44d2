// The local OpenID provider as a process of its own, standing in for Google in the end-to-end
// tests: `tsx apps/api/src/test/oidc-provider-server.ts`. It prints one line, OIDC_ISSUER=<url>,
// once it listens, and runs until SIGTERM (or SIGINT).
//
//   OIDC_REDIRECT_URIS  JSON array of the redirect URIs its client accepts: the product's sign-in
//                       callback (…/api/authentication/google/callback) and its Google-linking page
//                       (…/social-connect/google)
//   OIDC_REDIRECT_URI   one redirect URI (when OIDC_REDIRECT_URIS is unset)
//   OIDC_ACCOUNT_SUB    the test account's subject, which its development login page takes as the login
//   OIDC_ACCOUNT_EMAIL  the test account's email (verified)
//   OIDC_ACCOUNT_NAME   the test account's name
import { startLocalOidcProvider } from './local-oidc-provider';
import { jsonEnv, runAsProcess } from './local-server-process';

const redirectUris = jsonEnv<string[]>(
  'OIDC_REDIRECT_URIS',
  process.env.OIDC_REDIRECT_URI ? [process.env.OIDC_REDIRECT_URI] : [],
);
if (redirectUris.length === 0) {
  process.stderr.write('OIDC_REDIRECT_URIS (a JSON array) or OIDC_REDIRECT_URI is required\n');
  process.exit(1);
}

const provider = await startLocalOidcProvider({
  redirectUris,
  accounts: [
    {
      sub: process.env.OIDC_ACCOUNT_SUB ?? 'e2e-google-gamer',
      email: process.env.OIDC_ACCOUNT_EMAIL ?? 'e2e-gamer@example.com',
      email_verified: true,
      name: process.env.OIDC_ACCOUNT_NAME ?? 'Asha Gamer',
    },
  ],
});
runAsProcess({ OIDC_ISSUER: provider.issuer }, provider.close);

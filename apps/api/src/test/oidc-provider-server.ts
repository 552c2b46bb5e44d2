// The local OpenID provider as a process of its own, standing in for Google in the end-to-end
// tests: `tsx apps/api/src/test/oidc-provider-server.ts`. It prints one line, OIDC_ISSUER=<url>,
// once it listens, and runs until SIGTERM (or SIGINT).
//
//   OIDC_REDIRECT_URI   the product's callback, e.g. http://127.0.0.1:4000/api/authentication/google/callback
//   OIDC_ACCOUNT_SUB    the test account's subject, which its development login page takes as the login
//   OIDC_ACCOUNT_EMAIL  the test account's email (verified)
//   OIDC_ACCOUNT_NAME   the test account's name
import { startLocalOidcProvider } from './local-oidc-provider';

const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!redirectUri) {
  process.stderr.write('OIDC_REDIRECT_URI is required\n');
  process.exit(1);
}

const provider = await startLocalOidcProvider({
  redirectUris: [redirectUri],
  accounts: [
    {
      sub: process.env.OIDC_ACCOUNT_SUB ?? 'e2e-google-gamer',
      email: process.env.OIDC_ACCOUNT_EMAIL ?? 'e2e-gamer@example.com',
      email_verified: true,
      name: process.env.OIDC_ACCOUNT_NAME ?? 'Asha Gamer',
    },
  ],
});
process.stdout.write(`OIDC_ISSUER=${provider.issuer}\n`);

let isClosing = false;
const stop = () => {
  if (isClosing) return;
  isClosing = true;
  provider.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

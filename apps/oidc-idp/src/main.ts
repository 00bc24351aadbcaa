import { SOCIAL_PROVIDERS } from '@figura/sdk-core/schema';
import { readSettings, readSocialProviders } from '@figura/settings';
import { createOidcProvider, type ProviderAccount, type ProviderClient } from './provider.ts';
import { createOidcServer, listen } from './server.ts';

// The local OpenID provider of `npm start` and the browser tests, standing in for Google and
// Facebook. Its clients are the sign-on site's providers that name it as their issuer (the same
// SIGNON_<PROVIDER>_* variables the sign-on site reads), each sent back to its callback.
const port = Number(process.env.OIDC_IDP_PORT ?? 5176);
const host = process.env.HOST ?? '127.0.0.1';
const issuer = (process.env.OIDC_IDP_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const signOnUrl = readSettings(process.env).publicUrls.signOn;

/** Test people (docs/sign-in.md lists them); the login page also takes any typed email. */
export const TEST_ACCOUNTS: readonly ProviderAccount[] = [
  { email: 'grace@social.test', name: 'Grace Hopper', emailVerified: true },
  { email: 'rosalind@social.test', name: 'Rosalind Franklin', emailVerified: true },
];

const clients: ProviderClient[] = Object.entries(
  readSocialProviders(process.env, SOCIAL_PROVIDERS),
).flatMap(([provider, settings]) =>
  settings && settings.issuer === issuer
    ? [
        {
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          redirectUris: [`${signOnUrl}/social/${provider}/callback`],
        },
      ]
    : [],
);
if (clients.length === 0)
  console.warn(`No sign-on provider names ${issuer} as its issuer: nobody can sign in here.`);

const oidc = createOidcProvider({ issuer, clients });
const server = createOidcServer({
  oidc,
  testAccounts: TEST_ACCOUNTS,
});
const url = await listen(server, port, host);
console.log(`Local OpenID provider on ${url} (issuer ${issuer})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));

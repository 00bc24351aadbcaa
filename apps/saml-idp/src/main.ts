import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createIdentityProvider, makeSigningKeys, type IdpUser } from './identity-provider.ts';
import { createIdpServer, listen } from './server.ts';

// The local identity provider of `npm start` and the browser tests. A new key pair each start
// (never stored beyond this run's data dir); it writes what the API seeds its configuration from
// (SAML_IDP_SEED_FILE) before it listens, so the API started after it finds it.
const port = Number(process.env.SAML_IDP_PORT ?? 5175);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.SAML_IDP_PUBLIC_URL ?? `http://localhost:${port}`;
const apiUrl = (process.env.API_PUBLIC_URL ?? 'http://localhost:3001').replace(/\/$/, '');
const seedFile = process.env.SAML_IDP_SEED_FILE;

/** Test users of the made-up University of Tests (docs/saml-sign-in.md lists them). */
export const TEST_USERS: readonly IdpUser[] = [
  {
    username: 'ada',
    password: 'ada-saml-test',
    email: 'ada@university.test',
    name: 'Ada Lovelace',
  },
  {
    username: 'alan',
    password: 'alan-saml-test',
    email: 'alan@university.test',
    name: 'Alan Turing',
  },
];

const keys = await makeSigningKeys('Figura local identity provider');
const idp = createIdentityProvider(`${publicUrl}/metadata`, keys);
if (seedFile) {
  await mkdir(path.dirname(seedFile), { recursive: true });
  const seed = {
    name: 'University of Tests (local identity provider)',
    entityId: idp.entityId,
    ssoUrl: `${publicUrl}/sso`,
    certificates: [keys.certificate],
    emailDomains: ['university.test'],
  };
  await writeFile(seedFile, JSON.stringify(seed, null, 2), { mode: 0o600 });
}
const server = createIdpServer({
  idp,
  users: TEST_USERS,
  allowedAcsPrefixes: [`${apiUrl}/auth/saml/acs/`],
});
const url = await listen(server, port, host);
console.log(`Local SAML identity provider on ${url} (public URL ${publicUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));

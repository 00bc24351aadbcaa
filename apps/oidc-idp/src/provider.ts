import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { type Configuration, type JWKS } from 'oidc-provider';

/**
 * A local OpenID provider that stands in for Google and Facebook, which tests and development
 * cannot reach: authorisation-code flow with PKCE, ID tokens signed with an RSA key made at start
 * (never stored), one client per provider it imitates. Never for production.
 */

/** A person at the provider. `emailVerified: false` imitates an address the provider never checked. */
export interface ProviderAccount {
  email: string;
  name: string;
  emailVerified: boolean;
}

/** A relying party (the sign-on site, once per provider it lets people use). */
export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** The subject a person keeps across sign-ins: the same email always gets the same `sub`. */
export function subjectOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
}

/** An RS256 signing key, made fresh each start. */
function signingKeys(): JWKS {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] } as JWKS;
}

export interface OidcProvider {
  provider: Provider;
  /** Remembers who signed in at the login page, so that findAccount can answer for them. */
  remember(account: ProviderAccount): string;
}

export function createOidcProvider(options: {
  issuer: string;
  clients: readonly ProviderClient[];
}): OidcProvider {
  const accounts = new Map<string, ProviderAccount>();
  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: signingKeys(),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google's, the ID token itself carries email and name (no userinfo call needed).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    ttl: {
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
  };
  const provider = new Provider(options.issuer, configuration);
  return {
    provider,
    remember(account) {
      const id = subjectOf(account.email);
      accounts.set(id, { ...account, email: account.email.trim().toLowerCase() });
      return id;
    },
  };
}

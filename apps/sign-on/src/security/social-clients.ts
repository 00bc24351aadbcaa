import type { SocialProvider } from '@figura/sdk-core/contract';
import type { SocialProviderSettings } from '@figura/settings';
import * as oidc from 'openid-client';

/** What the site asks every provider for: an ID token with the person's email and name. */
const SCOPE = 'openid email profile';
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The relying-party side of social sign-in, the same for every OpenID provider (openid-client). */
export interface SocialClients {
  isConfigured(provider: SocialProvider): boolean;
  /** The provider's authorisation URL for a new flow (PKCE S256, state, nonce). */
  authorizationUrl(
    provider: SocialProvider,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<URL>;
  /**
   * Redeems the code of the callback URL and verifies the ID token (signature against the
   * provider's JWKS, issuer, audience, expiry, nonce) and the state. Throws when anything is off.
   */
  redeem(
    provider: SocialProvider,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<oidc.IDToken>;
}

export function newFlowChecks() {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

export function createSocialClients(
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>,
  redirectUri: (provider: SocialProvider) => string,
): SocialClients {
  // One discovery per provider, kept once it succeeds (a failure is tried again next time).
  const configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function configurationOf(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = providers[provider];
    if (!settings) return Promise.reject(new Error(`${provider} is not configured`));
    let found = configurations.get(provider);
    if (!found) {
      const issuer = new URL(settings.issuer);
      found = oidc.discovery(
        issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: [
            // Plain http only for a provider on this machine (the local stand-in).
            ...(issuer.protocol === 'http:' && isLoopback(issuer.hostname)
              ? [oidc.allowInsecureRequests]
              : []),
            // Checks the ID token's signature too, not only its claims.
            oidc.enableNonRepudiationChecks,
          ],
        },
      );
      found.catch(() => configurations.delete(provider));
      configurations.set(provider, found);
    }
    return found;
  }

  return {
    isConfigured: (provider) => providers[provider] !== undefined,

    async authorizationUrl(provider, checks) {
      const configuration = await configurationOf(provider);
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(provider),
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async redeem(provider, callbackUrl, checks) {
      const configuration = await configurationOf(provider);
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      return claims;
    },
  };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

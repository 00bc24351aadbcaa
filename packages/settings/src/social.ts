import { nonEmpty, withoutTrailingSlash, type Env } from './env.ts';

/** How the sign-on site reaches one OpenID provider (Google, Facebook, or the local stand-in). */
export interface SocialProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** `SIGNON_<PROVIDER>_ISSUER`, `…_CLIENT_ID`, `…_CLIENT_SECRET` (e.g. SIGNON_GOOGLE_ISSUER). */
export function socialEnvNames(provider: string) {
  const prefix = `SIGNON_${provider.toUpperCase()}_`;
  return {
    issuer: `${prefix}ISSUER`,
    clientId: `${prefix}CLIENT_ID`,
    clientSecret: `${prefix}CLIENT_SECRET`,
  };
}

/**
 * The configured providers among `providers`: those with all three variables set. A provider
 * with only some of them is a mistake worth stopping for, not a provider silently missing.
 */
export function readSocialProviders<P extends string>(
  env: Env,
  providers: readonly P[],
): Partial<Record<P, SocialProviderSettings>> {
  const configured: Partial<Record<P, SocialProviderSettings>> = {};
  for (const provider of providers) {
    const names = socialEnvNames(provider);
    const issuer = nonEmpty(env[names.issuer]);
    const clientId = nonEmpty(env[names.clientId]);
    const clientSecret = nonEmpty(env[names.clientSecret]);
    const given = [issuer, clientId, clientSecret].filter((value) => value !== undefined);
    if (given.length === 0) continue;
    if (!issuer || !clientId || !clientSecret)
      throw new Error(
        `Social sign-in with ${provider} needs ${names.issuer}, ${names.clientId} and ${names.clientSecret} together`,
      );
    new URL(issuer);
    configured[provider] = { issuer: withoutTrailingSlash(issuer), clientId, clientSecret };
  }
  return configured;
}

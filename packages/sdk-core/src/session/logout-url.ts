import { readJwtPayload } from '../api/jwt';

/**
 * Where logout sends the browser (spec §4): `<issuer>/logout?continue=<continueUrl>`, the issuer
 * being the token's `iss` (read, not verified: it only picks the redirect target) or else the
 * sign-on site. `trustedIssuers`, when given, limits which issuers are followed.
 */
export function logoutUrl(options: {
  token: string | null | undefined;
  signOnUrl: string;
  continueUrl: string;
  trustedIssuers?: readonly string[];
}): string {
  const issuer = issuerOf(options.token, options.trustedIssuers) ?? options.signOnUrl;
  return `${issuer.replace(/\/+$/, '')}/logout?continue=${encodeURIComponent(options.continueUrl)}`;
}

function issuerOf(
  token: string | null | undefined,
  trusted: readonly string[] | undefined,
): string | null {
  const iss = token ? readJwtPayload(token)?.iss : undefined;
  if (typeof iss !== 'string') return null;
  let url: URL;
  try {
    url = new URL(iss);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (trusted && !trusted.some((candidate) => sameIssuer(candidate, iss))) return null;
  return iss;
}

function sameIssuer(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

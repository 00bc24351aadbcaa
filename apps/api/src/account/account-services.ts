import { signOnUrlFor, type SignOnDomains } from '@figura/sdk-core/schema';
import type { ApiConfig } from '../config.ts';
import type { EmailDelivery } from '../email/delivery.ts';
import { createGeoIpStandIn, type GeoIpLookup } from './geo-ip.ts';
import { createSignOnAccounts, type SignOnAccounts } from './sign-on-accounts.ts';

/** What the account routes use besides the database: one object, made once per app. */
export interface AccountServices {
  /** The sign-on site's account API for a country (the Chinese site for CN). */
  signOn(countryCode?: string | null): SignOnAccounts;
  /** The sign-on site's URL for a country. */
  signOnUrl(countryCode?: string | null): string;
  partnerSites: ReadonlyMap<number, string>;
  geoIp: GeoIpLookup;
  email: EmailDelivery;
}

export interface AccountServiceOverrides {
  geoIp?: GeoIpLookup;
  email?: EmailDelivery;
}

/** `email` is the app's mail delivery (the outbox stand-in unless a provider is wired in). */
export function createAccountServices(
  config: ApiConfig,
  email: EmailDelivery,
  overrides: AccountServiceOverrides = {},
): AccountServices {
  const domains: SignOnDomains = { default: config.signOnUrl, cn: config.signOnCnUrl };
  const sites = new Map<string, SignOnAccounts>();
  const signOnUrl = (countryCode?: string | null) => signOnUrlFor(countryCode, domains);
  return {
    signOnUrl,
    signOn(countryCode) {
      const url = signOnUrl(countryCode);
      let accounts = sites.get(url);
      if (!accounts)
        sites.set(url, (accounts = createSignOnAccounts(url, config.signOnForwardSecret)));
      return accounts;
    },
    partnerSites: config.partnerSites ?? new Map(),
    geoIp: overrides.geoIp ?? createGeoIpStandIn(config.geoIpTable ?? new Map()),
    email: overrides.email ?? email,
  };
}

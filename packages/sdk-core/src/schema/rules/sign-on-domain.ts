/**
 * Which sign-on site a person uses (spec §2): the Chinese one when the stored country code is CN,
 * otherwise the default. Both URLs are configured; this is the one place that chooses.
 */
export interface SignOnDomains {
  /** The sign-on site for everyone outside China. */
  default: string;
  /** The Chinese sign-on site; the default when none is configured. */
  cn?: string | undefined;
}

/** Users whose stored country is China sign on (and check out) on the China hosts. */
export const CHINA_COUNTRY_CODE = 'CN';

export function signOnUrlFor(
  countryCode: string | null | undefined,
  domains: SignOnDomains,
): string {
  const isChina = countryCode?.trim().toUpperCase() === CHINA_COUNTRY_CODE;
  return ((isChina && domains.cn) || domains.default).replace(/\/+$/, '');
}

/** The numeric partner ids with a partner site of their own (spec §2; their URLs are configured). */
export const PARTNER_SITE_IDS = [1, 2, 5, 10, 11, 13, 15, 16] as const;

/**
 * Reads `"1=https://a.example,2=https://b.example"` into partner id → site URL; refuses ids
 * outside PARTNER_SITE_IDS and values that are not http(s) URLs, naming the setting.
 */
export function parsePartnerSites(value: string | undefined, name: string): Map<number, string> {
  const sites = new Map<number, string>();
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [id, url] = entry.split(/=(.*)/s).map((part) => part?.trim() ?? '');
    const partnerId = Number(id);
    if (!(PARTNER_SITE_IDS as readonly number[]).includes(partnerId)) {
      throw new Error(`${name}: "${id}" is not a partner id (${PARTNER_SITE_IDS.join(', ')})`);
    }
    if (!/^https?:\/\/\S+$/.test(url ?? '')) {
      throw new Error(`${name}: the site of partner ${partnerId} must be an http(s) URL`);
    }
    sites.set(partnerId, url!.replace(/\/+$/, ''));
  }
  return sites;
}

/** The partner site of a user's stored partner id, or null. */
export function partnerSiteFor(
  partner: string | null | undefined,
  sites: ReadonlyMap<number, string>,
): string | null {
  if (!partner || !/^\d+$/.test(partner)) return null;
  return sites.get(Number(partner)) ?? null;
}

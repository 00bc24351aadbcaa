/**
 * The geo-IP lookup of spec §7 ("a geo-IP lookup endpoint is configured"), behind an interface:
 * the real service is a third party we do not call. The stand-in answers from a configured table
 * (`FIGURA_GEOIP_TABLE`, "address=CC,address=CC"); unknown addresses have no country.
 */
export interface GeoIpLookup {
  countryOf(address: string): Promise<string | null>;
}

export function createGeoIpStandIn(table: ReadonlyMap<string, string>): GeoIpLookup {
  return { countryOf: async (address) => table.get(address) ?? null };
}

/** Reads `FIGURA_GEOIP_TABLE`; refuses entries that are not `address=two-letter code`. */
export function parseGeoIpTable(value: string | undefined, name: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address, country] = entry.split('=').map((part) => part.trim());
    if (!address || !country || !/^[A-Za-z]{2}$/.test(country)) {
      throw new Error(`${name}: "${entry}" must be address=two-letter country code`);
    }
    table.set(address, country.toUpperCase());
  }
  return table;
}

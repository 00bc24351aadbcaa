// The demo journal partner of `npm start` and the browser tests' stacks: partner 16, "Demo
// Journal", embedding from the portal's origin (where the examples are served), Cell's profile.
// Its key is made at first start into the data dir (never committed, never printed); a journal
// example's server reads it from there.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newPartnerKey, partnerKeySha256 } from '../apps/api/src/partners/partner-keys.ts';

export const DEMO_PARTNER_ID = 16;

/** Where the demo partner's key lives: `<dataDir>/partners/16.key`. */
export function demoPartnerKeyFile(dataDir) {
  return path.join(dataDir, 'partners', `${DEMO_PARTNER_ID}.key`);
}

/** The demo partner's key, made (readable by this user only) when the data dir has none. */
export function demoPartnerKey(dataDir) {
  const file = demoPartnerKeyFile(dataDir);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = newPartnerKey();
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another stack on the same data dir made it first.
    if (error.code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return key;
}

/** FIGURA_PARTNERS for the demo partner (its key's hash, not the key). */
export function demoPartners(dataDir, portalUrl) {
  return JSON.stringify([
    {
      id: DEMO_PARTNER_ID,
      name: 'Demo Journal',
      siteUrl: portalUrl,
      allowedOrigins: [new URL(portalUrl).origin],
      profile: 'cell',
      keySha256: partnerKeySha256(demoPartnerKey(dataDir)),
    },
  ]);
}

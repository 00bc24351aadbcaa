// Makes a journal partner's key: `node apps/api/src/partners/new-key.ts` prints the key (give it
// to the journal, over a safe channel) and its SHA-256 (the partner's `keySha256` in
// FIGURA_PARTNERS). The API never sees the key itself until the journal's server sends it.
import { newPartnerKey, partnerKeySha256 } from './partner-keys.ts';

const key = newPartnerKey();
process.stdout.write(`${JSON.stringify({ key, keySha256: partnerKeySha256(key) }, null, 2)}\n`);

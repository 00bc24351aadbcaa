import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Partner keys: 32 random bytes, base64url. The API keeps only their SHA-256 (a key this long
 * needs no slow hash: nobody can guess one), and compares in constant time.
 */
export function newPartnerKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The key's SHA-256 as lower-case hex: what the partner's configuration holds (`keySha256`). */
export function partnerKeySha256(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether `key` is one of the partner's keys (two during a rotation), in constant time. */
export function partnerKeyMatches(key: string, sha256s: readonly string[]): boolean {
  const presented = createHash('sha256').update(key, 'utf8').digest();
  let matched = false;
  for (const stored of sha256s) {
    // Every stored hash is compared, so the time says nothing about which one matched.
    if (timingSafeEqual(presented, Buffer.from(stored, 'hex'))) matched = true;
  }
  return matched;
}

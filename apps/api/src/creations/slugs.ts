import { randomInt } from 'node:crypto';
import { creationSlug, SLUG_SUFFIX_LENGTH } from '@figura/sdk-core/schema';

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new creation's slug: its name as words and 8 random base-36 characters (36^8, about 2.8e12
 * suffixes: a clash is left to the unique index rather than checked first).
 */
export function newCreationSlug(name: string): string {
  let suffix = '';
  for (let i = 0; i < SLUG_SUFFIX_LENGTH; i += 1)
    suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return creationSlug(name, suffix);
}

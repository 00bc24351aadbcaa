import { UNSTORABLE_TEXT_MESSAGE } from './messages';
import { z } from './zod';

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL stores neither (a NUL in text, or a `\u0000` or
 * lone `\ud800` in jsonb, fails the write), and an unpaired surrogate has no UTF-8 form at all.
 * With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only a lone half.
 */
const UNSTORABLE_TEXT = /[\0\p{Cs}]/u;

/** Whether the string can be stored and sent as UTF-8 (one native regex scan). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

const UNSTORABLE_TEXT_ALL = /[\0\p{Cs}]/gu;

/**
 * Text a person typed or pasted, made storable: each NUL and unpaired surrogate becomes U+FFFD
 * (the replacement character), so the text keeps its length and its style runs their offsets,
 * and the save that follows is not refused.
 */
export function toStorableText(value: string): string {
  return isStorableText(value) ? value : value.replace(UNSTORABLE_TEXT_ALL, '\uFFFD');
}

/**
 * The one base of every string a Figura server accepts (bodies, queries, params, headers): a zod
 * string that refuses NUL and unpaired surrogates. Chain `.max()`, `.regex()`, `.trim()` as on
 * `z.string()`. A lint rule keeps `z.string()` out of the schemas.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

// No zod here: the editor's text path (render/patch.ts) uses these in the first frame's code.

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

/** Any string refused for a NUL or an unpaired UTF-16 surrogate (PostgreSQL stores neither). */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates';

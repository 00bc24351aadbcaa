import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { z } from './zod';

export { isStorableText, toStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

/**
 * The one base of every string a Figura server accepts (bodies, queries, params, headers): a zod
 * string that refuses NUL and unpaired surrogates. Chain `.max()`, `.regex()`, `.trim()` as on
 * `z.string()`. A lint rule keeps `z.string()` out of the schemas.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

import { z } from '../zod';
import { text } from '../strings';

/**
 * An http(s) URL: the only links a credit may carry (no javascript:, data: or file: that a
 * credits line or an inspector link would hand to a reader).
 */
export const creditUrl = text()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Only http(s) links are allowed');

/**
 * A person's, a lab's or a publisher's name: any script's letters (Servier, Ľubica Šťastná,
 * 山田太郎), digits, spaces and the punctuation names use; at least one letter; no markup.
 */
export const creditName = text()
  .trim()
  .min(1)
  .max(200)
  .regex(
    /^[\p{L}\p{M}\p{N}\p{Zs}.,'’&()\-/+_@]+$/u,
    "Names may hold letters, digits, spaces and . , ' & ( ) - / + _ @",
  )
  .regex(/\p{L}/u, 'A name needs at least one letter');

/** An SPDX licence id (`CC0-1.0`, `CC-BY-4.0`, `MIT`, `BSD-3-Clause`) and the licence's text. */
export const licenceSchema = z.object({
  spdx: text()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9.+-]*$/, 'Invalid SPDX licence id'),
  url: creditUrl,
});
export const authorSchema = z.object({ name: creditName, url: creditUrl.optional() });
/** Where an item comes from; the project's own drawings (source "Figura") have no page to link. */
export const sourceSchema = z.object({ name: creditName, url: creditUrl.optional() });

export type Licence = z.infer<typeof licenceSchema>;
export type Author = z.infer<typeof authorSchema>;
export type Source = z.infer<typeof sourceSchema>;

/** Who made a library item and under which licence; copied onto the element placed from it. */
export const attribution = {
  licence: licenceSchema.optional(),
  author: authorSchema.optional(),
  source: sourceSchema.optional(),
};

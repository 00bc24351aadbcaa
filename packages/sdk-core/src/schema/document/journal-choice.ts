// The journal a slide is made for, as its Preflight choices left it: kept with the slide, so a
// reload (or a co-author) checks it against the same rules and the same article licence. Read
// loosely (the lists it names are Preflight's, which this floor does not import): an id Preflight
// no longer knows falls back to its default.
import { z } from './zod';
import { text } from './strings';

export const journalChoiceSchema = z.object({
  /** A registry profile's id, `custom`, or a journal partner's (`partner-<id>`). */
  profile: text().max(64),
  /** The article's licence (`cc-by`, `cc-by-nc`, `closed`), once chosen. */
  licence: text().max(32).optional(),
  /** The person's own rules, when `profile` is `custom`. */
  custom: z
    .object({
      width: z.number().int().min(1).max(100_000),
      height: z.number().int().min(1).max(100_000),
      dpi: z.number().min(1).max(10_000),
      formats: z.array(text().max(8)).max(16),
      minFontPt: z.number().min(0).max(1_000),
    })
    .optional(),
});

export type JournalChoice = z.infer<typeof journalChoiceSchema>;

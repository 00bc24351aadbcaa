import { z } from '../document/zod';
import { text } from '../document/strings';
import { JOURNAL_PROFILE_IDS } from '../../preflight/profiles';
import { PREFLIGHT_CHECKS, PREFLIGHT_FIXES, PREFLIGHT_SEVERITIES } from '../../preflight/types';

/** A journal's profile (sdk-core/preflight): what its files must be. */
export const journalProfileSchema = z.enum(JOURNAL_PROFILE_IDS);

/** One problem preflight found (sdk-core/preflight's PreflightProblem). */
export const preflightProblemSchema = z.object({
  check: z.enum(PREFLIGHT_CHECKS),
  severity: z.enum(PREFLIGHT_SEVERITIES),
  message: text(),
  elementId: text().optional(),
  slideIndex: z.number().int().min(0).optional(),
  fix: z.enum(PREFLIGHT_FIXES).optional(),
  id: text(),
});
export type JournalProfileId = z.infer<typeof journalProfileSchema>;

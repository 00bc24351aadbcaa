import type { z } from 'zod';
import { slideDocumentSchema, type SlideDocument } from './document';
import { migrateToCurrent } from './migrate';
import { cleanStoredSvg } from './stored-svg';

export { DocumentVersionError, migrateToCurrent, migrations, type Migration } from './migrate';

/**
 * Migrates, brings embedded SVG to its clean form, and validates: what every reader of a stored
 * document calls. (Writes validate with `slideDocumentSchema` as sent.)
 */
export function parseSlideDocument(input: unknown): SlideDocument {
  return slideDocumentSchema.parse(cleanStoredSvg(migrateToCurrent(input)));
}

export function safeParseSlideDocument(
  input: unknown,
): { success: true; data: SlideDocument } | { success: false; error: z.ZodError | Error } {
  try {
    const migrated = cleanStoredSvg(migrateToCurrent(input));
    const result = slideDocumentSchema.safeParse(migrated);
    return result.success
      ? { success: true, data: result.data }
      : { success: false, error: result.error };
  } catch (error) {
    return { success: false, error: error as Error };
  }
}

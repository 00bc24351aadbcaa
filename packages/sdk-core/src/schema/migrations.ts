import type { z } from 'zod';
import { slideDocumentSchema, type SlideDocument } from './document';
import { migrateToCurrent } from './migrate';
import { nestingProblem } from './nesting';
import { cleanStoredSvg } from './stored-svg';

export { DocumentVersionError, migrateToCurrent, migrations, type Migration } from './migrate';

/** Refuses a document nested too deep before anything recurses into it. */
function checkNesting(input: unknown): void {
  const problem = nestingProblem(input);
  if (problem) throw new Error(problem);
}

/**
 * Migrates, brings embedded SVG to its clean form, and validates: what every reader of a stored
 * document calls. (Writes validate with `slideDocumentSchema` as sent.)
 */
export function parseSlideDocument(input: unknown): SlideDocument {
  checkNesting(input);
  return slideDocumentSchema.parse(cleanStoredSvg(migrateToCurrent(input)));
}

export function safeParseSlideDocument(
  input: unknown,
): { success: true; data: SlideDocument } | { success: false; error: z.ZodError | Error } {
  try {
    checkNesting(input);
    const migrated = cleanStoredSvg(migrateToCurrent(input));
    const result = slideDocumentSchema.safeParse(migrated);
    return result.success
      ? { success: true, data: result.data }
      : { success: false, error: result.error };
  } catch (error) {
    return { success: false, error: error as Error };
  }
}

import type { z } from 'zod';
import { slideDocumentSchema, type SlideDocument } from './document';
import { CURRENT_SCHEMA_VERSION } from './empty-document';
import { migrateToCurrent } from './migrate';
import { nestingProblem } from './nesting';
import { cleanStoredSvg } from './stored-svg';

export { DocumentVersionError, migrateToCurrent, migrations, type Migration } from './migrate';

/**
 * A document an editor older than its API saves (an earlier schema version, or none) migrated to
 * the current version, so it can be checked and stored as current; anything else (current, newer,
 * malformed, nested too deep) as it was, for the schema to refuse with its reasons. The API and
 * the in-memory API call it on every write.
 */
export function migrateOlderWrite(content: unknown): unknown {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return content;
  const version = (content as { schemaVersion?: unknown }).schemaVersion;
  if (version !== undefined && (typeof version !== 'number' || version >= CURRENT_SCHEMA_VERSION))
    return content;
  if (nestingProblem(content)) return content;
  try {
    return migrateToCurrent(content);
  } catch {
    return content;
  }
}

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

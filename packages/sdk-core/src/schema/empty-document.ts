// The current schema version and the empty document, with no zod (the editor's first frame needs
// them; the schemas load on demand).
import type { SlideDocument } from './document';

/** The schema version this build writes. Older documents are migrated on read. */
export const CURRENT_SCHEMA_VERSION = 3;

export function createEmptyDocument(width: number, height: number): SlideDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width,
    height,
    background: '#ffffff',
    elements: [],
  };
}

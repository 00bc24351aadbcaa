// The current schema version and the empty document, with no zod (the editor's first frame needs
// them; the schemas load on demand).
import type { SlideDocument } from './document';

import { CURRENT_SCHEMA_VERSION } from './schema-version';

export { CURRENT_SCHEMA_VERSION };

export function createEmptyDocument(width: number, height: number): SlideDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width,
    height,
    background: '#ffffff',
    elements: [],
  };
}

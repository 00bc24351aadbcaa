// Migrating documents between schema versions: pure functions with no zod, so the editor can
// open a document before the schemas have loaded.
import { CURRENT_SCHEMA_VERSION } from './empty-document';
import { migratePartColours } from './migrate-part-colours';

/**
 * A migration turns a document of version `from` into version `from + 1`. Migrations are pure:
 * they never read the clock, the network or fabric, so old documents always open the same way.
 */
export interface Migration {
  from: number;
  describe: string;
  migrate: (doc: Record<string, unknown>) => Record<string, unknown>;
}

export const migrations: readonly Migration[] = [
  {
    // Version 0 is any document written before versioning: the same shape without a version,
    // possibly with fabric's `objects` key for elements and without a background.
    from: 0,
    describe: 'add schemaVersion; read fabric-style `objects` as elements; default background',
    migrate: (doc) => {
      const { objects, ...rest } = doc;
      return {
        background: '#ffffff',
        ...rest,
        elements: Array.isArray(rest.elements)
          ? rest.elements
          : Array.isArray(objects)
            ? objects
            : [],
        schemaVersion: 1,
      };
    },
  },
  {
    from: 1,
    describe:
      'illustrations: bake partColors (by part id) into the stored SVG; colours by colour and hueShift instead',
    migrate: migratePartColours,
  },
  {
    // Nothing to rewrite: version 3 only widens what an image's `src` may hold. The version
    // still moves so an editor that cannot read file references refuses such a document
    // instead of drawing grey boxes (and saving them back).
    from: 2,
    describe: 'uploads may name a stored file (`src`: figura-file:<sha256>) instead of a data: URL',
    migrate: (doc) => ({ ...doc, schemaVersion: 3 }),
  },
  {
    // Nothing to rewrite either: version 4 adds the scientific objects (scientific-kinds.ts), so
    // an editor that cannot draw them refuses the document instead of dropping them on save.
    from: 3,
    describe: 'scientific objects drawn from data (nucleic_acid, membrane, well_plate, gel, …)',
    migrate: (doc) => ({ ...doc, schemaVersion: 4 }),
  },
];

export class DocumentVersionError extends Error {
  constructor(version: unknown) {
    super(
      `This document was saved by a newer version of Figura (schema ${String(version)}); ` +
        `this version reads up to ${CURRENT_SCHEMA_VERSION}.`,
    );
    this.name = 'DocumentVersionError';
  }
}

function versionOf(doc: Record<string, unknown>): number {
  const version = doc.schemaVersion;
  if (version === undefined) return 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new DocumentVersionError(version);
  }
  return version;
}

/** Brings any known version up to the current one, without validating element contents. */
export function migrateToCurrent(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new TypeError('A slide document must be an object');
  }
  let doc = input as Record<string, unknown>;
  let version = versionOf(doc);
  if (version > CURRENT_SCHEMA_VERSION) throw new DocumentVersionError(version);
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) throw new DocumentVersionError(version);
    doc = step.migrate(doc);
    version = versionOf(doc);
  }
  return doc;
}

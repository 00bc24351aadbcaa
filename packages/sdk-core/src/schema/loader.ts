// The schemas (and zod, the largest library after fabric and React) load on demand: the editor's
// first frame needs none of them, and the embed's initial JS stays within budget. Code that
// validates awaits loadSchema(); code that runs only after a document was opened (which loads the
// schemas) may use loadedSchema(). The cache holds code, not editor state: it is shared safely.
import type * as SchemaIndex from './index';

export type SchemaModule = typeof SchemaIndex;

let loaded: SchemaModule | undefined;
let loading: Promise<SchemaModule> | undefined;

export function loadSchema(): Promise<SchemaModule> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./index').then((module) => (loaded = module));
  return loading;
}

export function loadedSchema(): SchemaModule {
  if (!loaded) {
    throw new Error('The Figura document schema has not loaded yet: await loadSchema() first.');
  }
  return loaded;
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import type { CreationType } from '../schema/constants';
import type { LibraryTemplateSummary } from '../schema/library-templates';
import type { LibraryResultsStatus } from './library-results';

export interface TemplateResultsState {
  /** The kind of creation shown; null for every kind. */
  kind: CreationType | null;
  templates: readonly LibraryTemplateSummary[];
  status: LibraryResultsStatus;
  /** The failure of the last request, when `status` is `failed`. */
  error: unknown;
  /** Shows the templates of `kind` (null: all); a reply to an earlier choice is dropped. */
  show: (kind: CreationType | null) => Promise<void>;
}

export type TemplateResultsStore = StoreApi<TemplateResultsState>;

/**
 * One gallery's templates from the content library (a few dozen: one request, no pages). Like
 * the illustration results, only the reply to the latest choice is shown.
 */
export function createTemplateResults(options: {
  api: Pick<FiguraApi, 'listLibraryTemplates'>;
}): TemplateResultsStore {
  let latest = 0;
  return createStore<TemplateResultsState>()((set) => ({
    kind: null,
    templates: [],
    status: 'idle',
    error: undefined,
    show: async (kind) => {
      const request = ++latest;
      set({ kind, status: 'loading', error: undefined });
      try {
        const list = await options.api.listLibraryTemplates(kind ? { type: kind } : {});
        if (request === latest) set({ templates: list.templates, status: 'ready' });
      } catch (error) {
        if (request === latest) set({ status: 'failed', error });
      }
    },
  }));
}

import { useStore } from 'zustand';
import type { PreflightProfile } from '@figura/sdk-core/preflight';
import type { BuilderModel } from './use-builder';

/** The journal the abstract is made for now (it changes with the documents: setProfile). */
export function useJournal(model: BuilderModel): PreflightProfile {
  return useStore(model.session.documents, () => model.session.profile);
}

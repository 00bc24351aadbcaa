import type { StoreApi } from 'zustand/vanilla';
import type {
  BuilderColorId,
  BuilderLogo,
  BuilderState,
  BuilderTemplateId,
  BuilderTopic,
  HighlightName,
  LibrarySearchFunction,
  TopicIllustration,
} from './types';
import type { StoredBuilderState } from '../schema/document/builder-state';

/** A change to one topic: the fields given replace the topic's. */
export type TopicPatch = Partial<Pick<BuilderTopic, 'title' | 'description'>> & {
  illustration?: TopicIllustration | null;
};

/** Why a logo was refused: a translation key (`common` namespace) for the UI to show. */
export type LogoProblem =
  'builder.logo.unsupported' | 'builder.logo.tooLarge' | 'builder.logo.unsafe';

export interface BuilderActions {
  /** Applies a template; what the author typed is kept (extra topics are set aside, not lost). */
  chooseTemplate: (id: BuilderTemplateId) => void;
  /** Selects a template in the template step or the gallery without applying it (spec §4). */
  selectTemplate: (id: BuilderTemplateId | null) => void;
  chooseColor: (id: BuilderColorId) => void;
  setTitle: (title: string) => void;
  setHighlight: (highlight: string) => void;
  /**
   * Sets the logo (null removes it): a PNG, JPEG or SVG data: URL; an SVG goes through the
   * sanitiser. Returns why it was refused, or null when it was set.
   */
  setLogo: (logo: BuilderLogo | null) => LogoProblem | null;
  /** Changes topic `index` (0-based) of the current template; other indexes are ignored. */
  setTopic: (index: number, patch: TopicPatch) => void;
  setCurrentHighlight: (name: HighlightName) => void;
  /** Opens the modal; with a template id, selects and applies that template. */
  openModal: (templateId?: BuilderTemplateId) => void;
  closeModal: () => void;
  /** Replaces the content with a stored state (a document's, or a host's). */
  load: (stored: StoredBuilderState) => void;
  /** Gives the store the library's search (it may load after the store is made); null removes it. */
  setLibrarySearch: (search: LibrarySearchFunction | null) => void;
  /** Back to the start: the default template and colours, nothing typed, the modal closed. */
  reset: () => void;
}

export type BuilderStoreState = BuilderState & BuilderActions;
export type BuilderStore = StoreApi<BuilderStoreState>;

export interface BuilderStoreOptions {
  /** The template to start with (default 1). */
  templateId?: BuilderTemplateId;
  /** The colour pair to start with (default 1). */
  colorId?: BuilderColorId;
  /** A stored state to start from (a document's builder state, or a host's); wins over the above. */
  initial?: StoredBuilderState;
  /** The library's search by meaning, for the illustrations suggested per topic. */
  searchLibrary?: LibrarySearchFunction;
  /** How many illustrations to suggest per topic (default 8). */
  illustrationsPerTopic?: number;
}

// The builder session's shapes: what it is given, what it holds, what it hands over and how it
// refuses (session.ts makes one).
import type { StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import type { ReceivedCreationList } from '../api/received-list';
import type { AutosaveState } from '../editor/autosave';
import type { Translate } from '../i18n/create-i18n';
import type {
  JournalProfile,
  JournalProfileId,
  PreflightProfile,
  ProfileFile,
} from '../preflight/profiles';
import type { BuilderTemplateId } from '../schema/document/constants';
import type { PreflightResult } from '../preflight/types';
import type { StoredBuilderState, StoredBuilderStateInput } from '../schema/document/builder-state';
import type { SlideDocument } from '../schema/document/document';
import type { ExportStatusReply } from '../schema/contract/exports';
import type { TextMeasure } from './text-fit';
import type { TextOverflow } from './text-plan';
import type { BuilderStore } from './store-types';
import type { AbstractSize, BuilderContentState } from './types';

/** The journal-ready file an export hands over. */
export interface BuilderExport {
  file: Blob;
  format: ProfileFile['format'];
  fileName: string;
  width: number;
  height: number;
  dpi: number;
  document: SlideDocument;
}

/** Preflight found problems the journal does not accept: the export stopped before any download. */
export class BuilderPreflightError extends Error {
  // eslint-disable-next-line i18next/no-literal-string -- the class's name, for developers
  override readonly name: string = 'BuilderPreflightError';
  readonly result: PreflightResult;

  constructor(result: PreflightResult) {
    super(result.problems.find((problem) => problem.severity === 'error')?.message);
    this.result = result;
  }
}

/** The creation asked for holds no slide the builder made (the builder does not overwrite it). */
export class NotBuiltError extends Error {
  // eslint-disable-next-line i18next/no-literal-string -- the class's name, for developers
  override readonly name: string = 'NotBuiltError';
  readonly creationId: string;

  constructor(creationId: string) {
    // eslint-disable-next-line i18next/no-literal-string -- for developers; the builder words it
    super(`Creation ${creationId} was not made with the graphical-abstract builder.`);
    this.creationId = creationId;
  }
}

/** What a builder opens: a creation, the latest the token sees, or a new abstract. */
export interface BuilderOpenOptions {
  creationId?: string;
  /** Without `creationId`: the latest graphical abstract the API lists that the builder made. */
  resume?: boolean;
  /**
   * The list `resume` reads, when the host asked for it before the builder's code had loaded
   * (`api.listCreations(RESUME_QUERY)`, as the custom element does): not asked again.
   */
  resumeList?: Promise<ReceivedCreationList>;
  /** A new abstract's state (a host's saved one); checked with the schema first. */
  initialState?: StoredBuilderStateInput;
  /**
   * A reopened abstract keeps the journal it was made for (the registry's journal of its size)
   * instead of the session's: for hosts where the author chooses the journal (setProfile).
   */
  keepProfile?: boolean;
}

/** A builder's document and its draft (see BuilderSession's `documents`). */
export interface BuiltAbstract {
  document: SlideDocument;
  draft: SlideDocument;
  /**
   * The document's texts that do not fit their boxes at the journal's smallest size (set at it
   * anyway): check() reports each, with how many of its words fit.
   */
  overflows: readonly TextOverflow[];
  /** The draft's (its placeholders may not fit either): the preview cuts them short. */
  draftOverflows: readonly TextOverflow[];
  /** What they were built from: the same object when only the measure changed. */
  content: BuilderContentState;
}

/** The texts of `built`'s draft or document that do not fit their boxes (the preview's words). */
export const overflowsIn = (built: BuiltAbstract, which: 'draft' | 'document') =>
  which === 'draft' ? built.draftOverflows : built.overflows;

export interface BuilderSessionState extends AutosaveState {
  /** The creation the work is saved to; null until the first change made one. */
  creationId: string | null;
}

export interface BuilderSessionOptions {
  api: FiguraApi;
  store: BuilderStore;
  /**
   * The journal's profile: the abstract's size and what its export must meet (a registry id, or a
   * whole profile: a journal partner's own, read from the API).
   */
  profile: JournalProfileId | JournalProfile;
  /** The builder's words (`common` namespace): placeholders, element names, the description. */
  t: Translate;
  /** The words of preflight's messages (`editor` namespace keys are written out). */
  preflightT?: Translate;
  /** The name a new creation gets when the title is empty. */
  untitledName: string;
  /** The team workspace the new creation goes to (its id); the author's own list without one. */
  workspace?: string;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  /** The host's timers (a builder passes its window's). */
  timers?: {
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
}

export interface BuilderSession {
  readonly profile: PreflightProfile;
  /** The abstract's size: the profile's canvas (a journal's box: its smallest file). */
  readonly size: AbstractSize;
  /** The file an export writes: the profile's preferred one. */
  readonly file: ProfileFile;
  /**
   * Makes the abstract for another journal: the same words laid out again at its size and
   * smallest text (the documents change, and are saved as an edit is).
   */
  setProfile(id: JournalProfileId): void;
  /**
   * For each template, how many of the author's texts would run past their boxes at this
   * journal's sizes (the Template step's hint): 0 everywhere while nothing is typed.
   */
  overflowsPerTemplate(): Record<BuilderTemplateId, number>;
  /**
   * What the store's content builds, rebuilt when it changes (not on focus moves), both at the
   * journal's smallest text size (minFontSizeFor): `document`, what is saved and exported (what
   * the author left empty is left out); `draft`, the same with placeholders in the empty fields
   * (what the preview shows while the author works).
   */
  readonly documents: StoreApi<BuiltAbstract>;
  /** Saving: autosave's status and the creation. */
  readonly status: StoreApi<BuilderSessionState>;
  /** Opens a creation, resumes the latest, or starts anew. Rejects when the creation cannot be opened. */
  open(options?: BuilderOpenOptions): Promise<void>;
  /**
   * Validates what `open` read unchecked (an empty resume list, see ReceivedCreationList):
   * rejects with the ApiError validation would have thrown. Resolves at once when nothing is left.
   */
  checkOpened(): Promise<void>;
  creationId(): string | null;
  /** The builder state as the document stores it. */
  storedState(): StoredBuilderState;
  /** Saves what is pending, making the creation first if there is none; resolves with its id. */
  save(): Promise<string>;
  /**
   * Saves for "Continue in the editor": as save(), with the builder's sample words in the fields
   * the author left empty (the preview's draft), so the editor shows what to type over.
   */
  saveForEditor(): Promise<string>;
  /** Saves now (after a failure, rather than waiting for the next retry). */
  retryNow(): Promise<void>;
  /** After a conflict (the abstract was saved elsewhere meanwhile): this builder's version wins. */
  keepMine(): Promise<void>;
  /** After a conflict: the other version comes into the builder. */
  loadTheirs(): Promise<void>;
  /**
   * The journal's checks of the document (default: the current one) as the export would write
   * it; remembered per document (the steps ask on every change).
   */
  check(document?: SlideDocument): PreflightResult;
  /**
   * The face texts are set in: the one drawn like the journal's (Arimo for Cell's Arial), else
   * Inter. Changes with the profile.
   */
  readonly fontFamily: string;
  /**
   * Measures text in `family` (default Inter) from now on: createCanvasTextMeasure once that face
   * has loaded (until then the estimate sets text a little smaller). When it is the face in use,
   * the documents are built again; that alone is not a change to save.
   */
  setTextMeasure(measure: TextMeasure, family?: string): void;
  /**
   * Checks, saves and downloads the journal's file. Rejects with a BuilderPreflightError when a
   * problem the journal does not accept is found (unless `anyway`), else with the API's error.
   */
  exportFile(options?: {
    anyway?: boolean;
    onProgress?: (status: ExportStatusReply) => void;
    signal?: AbortSignal;
  }): Promise<BuilderExport>;
  /** Saves what is pending (making the creation only if there is something to save), then lets go. */
  close(): Promise<void>;
  dispose(): void;
}

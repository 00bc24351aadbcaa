// The graphical-abstract builder's public surface: its props, the events it reports and the
// handle a host gets once it takes input. Types only, so hosts' small modules (the custom
// element) can name them without loading the builder.
import type { FiguraApi, ReceivedCreationList } from '@figura/sdk-core/api';
import type { FiguraI18n } from '@figura/sdk-core/i18n';
import type { JournalProfile } from '@figura/sdk-core/preflight';
import type { JournalProfileId, SlideDocument } from '@figura/sdk-core/schema';

/**
 * A builder state as a document keeps it and a host may send it back (spec §3: template, colour,
 * content, topics…; see `storedBuilderStateSchema` of @figura/sdk-core/schema).
 */
export type BuilderStateInput = Record<string, unknown>;

/** What the builder reports on every change. */
export interface BuilderChangeDetail {
  /** The one slide document the builder made (what the editor would open). */
  document: SlideDocument;
  /** The builder state it was made from, as the document stores it. */
  state: BuilderStateInput;
  /** The creation it is saved to; null until the first save made one. */
  creationId: string | null;
}

/** The journal-ready file, checked against the profile. */
export interface BuilderExportDetail {
  file: Blob;
  /** `tiff`, `pdf`, `jpg` or `png`: the profile's preferred format. */
  format: string;
  fileName: string;
  /** The file's size in pixels and the DPI written in it. */
  width: number;
  height: number;
  dpi: number;
  document: SlideDocument;
}

/** What failed: opening (`load`), saving (`save`) or exporting (`export`), and the message shown. */
export interface BuilderErrorDetail {
  kind: 'load' | 'save' | 'export';
  message: string;
}

/** The builder as a host drives it once it takes input (AbstractBuilder's `onReady`). */
export interface AbstractBuilderHandle {
  /** The creation the builder saves to (null until the first save made one). */
  creationId(): string | null;
  /** The document and the state now. */
  current(): Omit<BuilderChangeDetail, 'creationId'>;
  /**
   * Exports as the Export step does (preflight with the journal's profile first, then the file
   * through the API) and resolves with the file; rejects with the reason shown when preflight
   * finds a problem the host does not let the author pass, or the download fails.
   */
  exportFile(): Promise<BuilderExportDetail>;
  /** Saves what is pending; resolves once the server has it. */
  flush(): Promise<void>;
}

/** A journal's profile as the builder is given it (AbstractBuilderProps.profile). */
export type BuilderProfile = JournalProfileId | `partner-${number}` | JournalProfile;

export interface AbstractBuilderProps {
  api: FiguraApi;
  /**
   * The journal's preflight profile: the size the abstract is made at and what the export must
   * meet. A registry id, `partner-<id>` for a journal partner's own (read from the API; an embed
   * token's `profile`), or a whole profile.
   */
  profile?: BuilderProfile;
  /** A creation to reopen (its builder state is read back from its slide). */
  creationId?: string;
  /**
   * Without `creationId`: reopen the latest graphical abstract the API lists for this token (a
   * journal's embed token lists only its submission's work), if there is one.
   */
  resume?: boolean;
  /**
   * What `resume` reads, when the host asked for it before the builder's code had loaded
   * (`api.listCreations(RESUME_QUERY, { checkLater: true })` of @figura/sdk-core/builder, as
   * the custom element does): used once, not asked again.
   */
  resumeList?: Promise<ReceivedCreationList>;
  /** A state to start a new abstract from (a host's saved `state`, or the gallery's template). */
  initialState?: BuilderStateInput;
  /** The template a new abstract starts on (1-5). */
  initialTemplate?: number;
  /** A team workspace (its id) a new abstract is made in; the author's own list without one. */
  workspace?: string;
  /** Let the author export although preflight found problems (default: no). */
  allowExportAnyway?: boolean;
  /**
   * Let the author choose the journal the abstract is for (a select in the first step; `profile`
   * is where a new one starts): the same words are laid out again at that journal's size and
   * smallest text, and a reopened abstract keeps the journal it was made for. Default: no (a
   * journal's own builder is for that journal).
   */
  chooseJournal?: boolean;
  /** The author chose another journal (with chooseJournal). */
  onJournalChange?: (profile: JournalProfileId) => void;
  /** The builder's strings (see createFiguraI18n); default: Figura's English. */
  i18n?: FiguraI18n;
  /** The nonce of the page's policy for styles (browsers without adoptable stylesheets only). */
  styleNonce?: string;
  className?: string;
  /** Called once the builder takes input; may return a teardown run when it goes away. */
  onReady?: (builder: AbstractBuilderHandle) => void | (() => void);
  onChange?: (detail: BuilderChangeDetail) => void;
  onExport?: (detail: BuilderExportDetail) => void;
  /** The author cancelled. */
  onCancel?: () => void;
  /**
   * The author chose "Continue in the editor": the creation is saved; open it in the editor
   * (the portal goes to /editor/:id). Without it the button is not shown.
   */
  onContinue?: (creationId: string) => void;
  onError?: (detail: BuilderErrorDetail) => void;
}

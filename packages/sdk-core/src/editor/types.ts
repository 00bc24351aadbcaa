import type { StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import type { FiguraI18n, Translate } from '../i18n/create-i18n';
import type { Creation } from '../schema/contract/creation';
import type { CreationAccessLevel } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import type { PlanCode } from '../schema/rules/plans';
import type { EditorStore, ElementPatch } from '../stores/editor-store';
import type { ArrangeCommands } from './arrange-commands';
import type { AutosaveState, AutosaveStatus } from './autosave';
import type { CameraPort } from './camera';
import type { EditorCollaboration } from './collaboration';
import type { CreationNaming } from './creation-name';
import type { DrawTools } from './draw-tools';
import type { ImageGeneration } from './image-generation';
import type { DownloadTerms } from './plan-allowance';
import type { BackgroundRemoval } from './background-commands';
import type { PreflightSession } from './preflight-session';
import type { SlideDeckState } from './slide-deck';
import type { ExportFilesOptions, ExportProgressOptions } from './export-commands';
import type { EditorPanels, SidePanel } from './panels';

export interface SaveEventDetail {
  status: AutosaveStatus;
  /** The slide revision now stored on the server (after a successful save). */
  revision?: number;
  error?: string;
}

/** What went wrong, for a host that shows errors its own way. */
export type EditorErrorKind =
  /** A slide (or the first one) could not be opened. */
  | 'load'
  /** A save failed; autosave keeps the work and retries. */
  | 'save'
  /** A save was refused: the slide was changed elsewhere; the user chooses what to keep. */
  | 'conflict'
  /** Renaming the creation (or undoing a rename) failed; the name shown is the stored one. */
  | 'name'
  /** Adding, deleting, moving, copying or resizing slides failed. */
  | 'slides'
  /** A download failed. */
  | 'export'
  /** An image could not be stored as a file: it stays inside the slide (nothing is lost). */
  | 'file'
  /**
   * Co-editing: a change of this person's was refused by the room (and undone), their rights
   * changed while they were here, or someone deleted the open slide.
   */
  | 'collab';

export interface EditorErrorDetail {
  kind: EditorErrorKind;
  /** In the user's words (the server's message, or the editor's). */
  message: string;
  error: unknown;
}

export interface EditorEvents {
  /** The document changed (an edit, undo/redo, or loading the server's version). */
  change: SlideDocument;
  /** The selection changed (ids in selection order). */
  selection: readonly string[];
  /** The save status changed. */
  save: SaveEventDetail;
  /** Slides were added, deleted or reordered, or another slide was opened. */
  slides: SlideDeckState;
  /** The zoom changed. */
  camera: { zoom: number };
  /** A panel beside the canvas opened or closed (null: none open). */
  panel: { panel: SidePanel | null };
  /** The creation's name changed here (a rename, its undo or redo). */
  name: { name: string };
  /** Something failed that a host should show (the editor's own interface shows it too). */
  error: EditorErrorDetail;
  /** Co-editing: someone else changed the open slide's comments (read them again). */
  comments: { slideId: string };
}

/**
 * What a host gets from `createEditor`, `onMount(editor)` and `<figura-editor>.editor`: methods
 * and events only; hosts never reach into React or fabric. `getDocument()` and the other
 * document calls act on the open slide.
 */
export interface FiguraEditor {
  /** The creation being edited. */
  readonly creationId: string;
  /** What the signed-in user may do with it: everything (owner), change it (editor), or comment. */
  readonly access: CreationAccessLevel;
  /** True for a commentor: the editor shows the creation and takes comments, and changes nothing. */
  readonly readOnly: boolean;

  getDocument(): SlideDocument;
  getSelection(): readonly string[];
  select(ids: readonly string[]): void;
  /** Adds an element (one undo step) and selects it. */
  addElement(element: FiguraElement): void;
  /** Changes elements by id (one undo step): `{ [id]: { left: 10, fill: '#f00' } }`. */
  updateElements(patches: Readonly<Record<string, ElementPatch>>, label?: string): void;
  /** Removes elements by id (one undo step). */
  deleteElements(ids: readonly string[]): void;
  deleteSelected(): void;

  /** Takes back the latest step: a slide edit, or a rename made through `rename`. */
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;

  /** The creation's name as last set here. */
  getName(): string;
  /**
   * Renames the creation (trimmed; one undo step). Rejects with the reason (empty, too long,
   * refused by the server), and the name stays as it was.
   */
  rename(name: string): Promise<void>;

  /** The zoom (screen px per slide px); 1 until a view shows the editor. */
  getZoom(): number;
  /** Zooms about the middle of the view (clamped to the editor's range). */
  setZoom(zoom: number): void;
  zoomIn(): void;
  zoomOut(): void;
  /** Fits the whole slide in the view (and keeps fitting as the view resizes). */
  zoomToFit(): void;
  zoomToSelection(): void;

  /**
   * Opens a panel beside the canvas in place of the one open ('library', 'icons', 'add',
   * 'layers', 'altText', 'preflight', 'comments', 'canvas'); the slide stays where it is.
   */
  openPanel(panel: SidePanel): void;
  /** Closes the panel beside the canvas, if one is open. */
  closePanel(): void;
  /** The panel open beside the canvas, or null. */
  getOpenPanel(): SidePanel | null;

  /** Gives every slide of the creation this size (100–2500 px each way), as one undo step here. */
  setCanvasSize(size: { width: number; height: number }): void;

  /** Saves pending changes now; resolves when the latest document is stored. */
  flush(): Promise<void>;
  getSaveState(): SaveEventDetail;
  /** After a failed save: try again now instead of waiting for the next retry. */
  retrySave(): Promise<void>;
  /** After a conflict: store this version on top of the one saved elsewhere. */
  keepMine(): Promise<void>;
  /** After a conflict: drop local changes to the slide and load the version saved elsewhere. */
  loadTheirs(): Promise<void>;
  /** Flushes, then downloads the server-rendered PNG as `<creation name>.png`. */
  downloadPng(): Promise<void>;
  /**
   * Flushes, then downloads the open slide or every slide in a format (the Download dialog).
   * Long exports (every slide, a high dpi) run as a server job and report progress; a failed
   * one rejects with an ExportJobError (the server's message and the job, for retryExport).
   */
  exportFiles(options: ExportFilesOptions, progress?: ExportProgressOptions): Promise<void>;
  /**
   * The plan whose watermark the signed-in person's downloads carry (the canvas shows it), or
   * null: none, or the API cannot say (an embed's token).
   */
  downloadWatermark(): Promise<PlanCode | null>;
  /**
   * What the person's plan says of downloads, read when the Download dialog opens so it is said
   * before they download: the watermark and this month's high-resolution downloads.
   */
  downloadTerms(): Promise<DownloadTerms>;
  /** Runs a failed export job again and saves its file. */
  retryExport(
    jobId: string,
    options: ExportFilesOptions,
    progress?: ExportProgressOptions,
  ): Promise<void>;

  /** The creation's slide ids in order. */
  getSlides(): readonly string[];
  getCurrentSlideId(): string;
  /** A slide's latest document (the open one's as edited). */
  getSlideDocument(slideId: string): Promise<SlideDocument>;
  /** Saves the open slide, then opens another one (with its own undo history). */
  goToSlide(slideId: string): Promise<void>;
  /** Adds an empty slide after the open one and opens it; resolves with its id. */
  addSlide(): Promise<string>;
  /** Copies a slide (default: the open one) right after itself and opens the copy. */
  duplicateSlide(slideId?: string): Promise<string>;
  /** Deletes a slide (default: the open one); the last slide cannot be deleted. */
  deleteSlide(slideId?: string): Promise<void>;
  /** Moves a slide to a 0-based index of the order. */
  moveSlide(slideId: string, toIndex: number): Promise<void>;
  /** Copies a slide (default: the open one) to the end of another creation. */
  copySlideTo(targetCreationId: string, slideId?: string): Promise<void>;
  /**
   * Reads the creation's slides again after someone else added, deleted, reordered, resized or
   * restored some (co-editing does it by itself); when the open slide is gone its neighbour opens.
   */
  refreshSlides(): Promise<void>;

  /** Subscribes to an event; returns the unsubscribe. */
  on<E extends keyof EditorEvents>(
    event: E,
    listener: (payload: EditorEvents[E]) => void,
  ): () => void;
  /** Saves what is pending (best effort), then lets go of everything. */
  dispose(): Promise<void>;
}

/**
 * The editor as its views see it (react-editor, the custom elements, the test harness): the
 * public FiguraEditor plus the stores they render from and the pieces they drive.
 */
export interface EditorEngine extends FiguraEditor {
  readonly api: FiguraApi;
  /** The creation as opened (its name may have changed since). */
  readonly creation: Creation;
  /** The open slide's document, selection and history. */
  readonly store: EditorStore;
  /** The creation's name and its renames in the undo history. */
  readonly naming: CreationNaming;
  /** The draw tools (text, shapes, lines): armed in the toolbar, placed by a click or a drag. */
  readonly tools: DrawTools;
  /** Pictures from a prompt, drawn by the deployment's image-generation service. */
  readonly generation: ImageGeneration;
  /** Removing a picture's backdrop, counted against the plan and undoable. */
  readonly backgroundRemoval: BackgroundRemoval;
  /** The slides and which one is open. */
  readonly slides: StoreApi<SlideDeckState>;
  /** A counter per slide whose stored document changed while it was closed (thumbnails). */
  readonly slideChanges: StoreApi<Readonly<Record<string, number>>>;
  readonly saveStatus: StoreApi<AutosaveState>;
  /**
   * True once checkFirstSlide has resolved. Views keep the editor inert until then, and ask for
   * nothing the drawn slide does not need (comments, plan allowances and watermark, the drag
   * and draw tools' code), so its first frame comes first.
   */
  readonly firstSlideChecked: StoreApi<boolean>;
  /** Live co-editing, when the host asked for it (CreateEditorOptions.collaboration). */
  readonly collaboration: EditorCollaboration | undefined;
  readonly camera: CameraPort;
  /** The panel beside the canvas, the inspector's tab and the dialog open: what the shell shows. */
  readonly panels: EditorPanels;
  /** Arrange and clipboard commands, each one history entry. */
  readonly commands: ArrangeCommands;
  /** The Preflight panel's profile, problems and files (journal checks of the open slide). */
  readonly preflight: PreflightSession;
  /** The editor's strings (createFiguraI18n), loaded before the engine was handed over. */
  readonly i18n: FiguraI18n;
  /** Translates keys of the `common` namespace (history entries, the engine's messages). */
  readonly t: Translate;
  /** Whether there is work the server does not have yet (leaving the page should ask). */
  hasUnsavedChanges(): boolean;
  /**
   * A view's input that is not in the document yet (text still being typed on the canvas):
   * `commit` puts it there, and is called before every save and before `hasUnsavedChanges`
   * answers, so leaving the page mid-word keeps the word. Returns the function that removes it.
   */
  addPendingInput(commit: () => void): () => void;
  /**
   * Validates the first slide when it was handed over unchecked (getFirstSlide's checkLater);
   * resolves at once otherwise; then sets firstSlideChecked. Views call it once the slide is
   * drawn; it rejects (and emits a 'load' error) when the replies are not a creation and a
   * Figura document.
   */
  checkFirstSlide(): Promise<void>;
  /** Tells hosts of a failure (the 'error' event); views call it for what fails in them. */
  reportError(kind: EditorErrorKind, error: unknown): void;
  /**
   * A stored file's data: URL, for drawing images that name one (`figura-file:`); undefined
   * when the API has no file calls (images then stay data: URLs in the documents).
   */
  readonly resolveFile: ((fileId: string) => Promise<string>) | undefined;
  /** Resolves once every image upload started so far has ended (stored, or kept inline). */
  filesSettled(): Promise<void>;
}

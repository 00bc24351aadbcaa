import type { AutosaveStatus } from '@figura/sdk-core/stores';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';

export interface SaveEventDetail {
  status: AutosaveStatus;
  /** The slide revision now stored on the server (after a successful save). */
  revision?: number;
  error?: string;
}

export interface EditorEvents {
  /** The document changed (an edit, undo/redo, or loading the server's version). */
  change: SlideDocument;
  /** The save status changed. */
  save: SaveEventDetail;
}

/**
 * What a host gets from `onMount(editor)` (and `<figura-editor>.editor`). Methods and events only:
 * hosts never reach into React or fabric.
 */
export interface FiguraEditor {
  getDocument(): SlideDocument;
  getSelection(): readonly string[];
  select(ids: readonly string[]): void;
  /** Adds an element (one undo step) and selects it. */
  addElement(element: FiguraElement): void;
  deleteSelected(): void;
  on<E extends keyof EditorEvents>(
    event: E,
    listener: (payload: EditorEvents[E]) => void,
  ): () => void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Saves pending changes now; resolves when the latest document is stored. */
  flush(): Promise<void>;
  /** Flushes, then downloads the server-rendered PNG as `<creation name>.png`. */
  downloadPng(): Promise<void>;
  getSaveState(): SaveEventDetail;
}

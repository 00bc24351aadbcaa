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
  /** Slides were added, deleted or reordered, or another slide was opened. */
  slides: { slideIds: readonly string[]; currentSlideId: string };
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
  /** The creation's slide ids in order. `getDocument()` and the other calls act on the open one. */
  getSlides(): readonly string[];
  getCurrentSlideId(): string;
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
}

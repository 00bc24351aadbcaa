import type { FiguraApi } from '../api/client';
import { StaleWriteError } from '../api/errors';
import type { SlideDocument } from '../schema/document/document';
import { loadSchema } from '../schema/loader';

/**
 * One slide's link to the server: the revision its next write is based on, and what a refused
 * (stale) write left behind. Every write of the slide's content goes through here, so a stale
 * write is refused rather than overwriting, and only "Keep mine" overwrites on purpose.
 */
export interface SlideSync {
  readonly slideId: string;
  /** The revision the server holds as far as this editor knows (the base of the next write). */
  revision(): number;
  /** The server's revision after a refused write, until the user settles the conflict. */
  conflict(): { serverRevision: number } | null;
  /** Stores `document` on top of `revision()`; a 409 records the conflict and rejects with StaleWriteError. */
  save(document: SlideDocument): Promise<void>;
  /** The server stored this revision of the slide on the editor's behalf (e.g. a resize). */
  adopt(revision: number): void;
  /** After a conflict: base the next write on the server's newer revision (it overwrites theirs). */
  keepMine(): void;
  /** After a conflict (or any time): the server's version, which becomes the base. */
  loadTheirs(): Promise<SlideDocument>;
}

export interface SlideSyncOptions {
  api: FiguraApi;
  creationId: string;
  slideId: string;
  revision: number;
}

export function createSlideSync({
  api,
  creationId,
  slideId,
  revision,
}: SlideSyncOptions): SlideSync {
  let base = revision;
  let conflict: { serverRevision: number } | null = null;
  return {
    slideId,
    revision: () => base,
    conflict: () => conflict,
    async save(document) {
      try {
        const saved = await api.saveSlideContent(creationId, slideId, {
          revision: base,
          content: document,
        });
        base = saved.revision;
        conflict = null;
      } catch (error) {
        if (error instanceof StaleWriteError) conflict = { serverRevision: error.revision };
        throw error;
      }
    },
    adopt(next) {
      base = next;
    },
    keepMine() {
      if (conflict) base = conflict.serverRevision;
      conflict = null;
    },
    async loadTheirs() {
      const [latest, schemas] = await Promise.all([
        api.getSlideContent(creationId, slideId),
        loadSchema(),
      ]);
      const theirs = schemas.parseSlideDocument(latest.content);
      base = latest.revision;
      conflict = null;
      return theirs;
    },
  };
}

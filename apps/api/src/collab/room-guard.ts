import * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { recordFileReferences } from '../files/files.ts';
import { checkSlideWrite } from '../creations/slides.ts';
import { RoomMirror } from './room-mirror.ts';

export interface RoomGuardOptions {
  db: Database;
  creationId: string;
  log: FastifyBaseLogger;
}

/**
 * How long a room's mirror is kept after its last checked change. A copy of a room costs about
 * what the room does (1.3 MiB for 200 elements): rooms people only watch keep none, and one is
 * made again (a copy of the room) when the next change comes.
 */
export const MIRROR_IDLE_MS = 60_000;

/**
 * The gate of one room: a client's update enters the room only once the room's mirror
 * (room-mirror.ts) found it valid and the rules of a save (checkSlideWrite: linked images, file
 * rights) passed for its sender. Checks run one at a time, and an accepted update goes into the
 * room at once, so the mirror and the room never part. Updates the room takes from elsewhere
 * (other API nodes, the server's own writes) are followed. The mirror is kept while people
 * change the room (MIRROR_IDLE_MS), and made again when needed.
 */
export class RoomGuard {
  private mirror: RoomMirror | undefined;
  private idle: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** While a check waits for the database, updates from elsewhere wait here. */
  private checking = false;
  private followed: Uint8Array[] = [];
  /** Who made the last change the room took: its store is saved in their name. */
  lastWriter: UserRow | undefined;
  private readonly room: Y.Doc;
  private readonly options: RoomGuardOptions;

  constructor(room: Y.Doc, options: RoomGuardOptions) {
    this.room = room;
    this.options = options;
    room.on('update', this.onRoomUpdate);
  }

  /**
   * Checks a client's update; the problem when it is refused (the room never took it), undefined
   * when the room holds it now. `origin`: the transaction origin of the sender's connection.
   */
  check(update: Uint8Array, sender: UserRow, origin: unknown): Promise<string | undefined> {
    const run = this.queue.then(() => this.checkNow(update, sender, origin));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The slide the room holds, validated (what a store saves). */
  document(): SlideDocument | undefined {
    return this.mirrorNow().document();
  }

  destroy(): void {
    this.room.off('update', this.onRoomUpdate);
    clearTimeout(this.idle);
    this.mirror?.destroy();
    this.mirror = undefined;
  }

  /** The mirror, made (a copy of the room) when there is none; dropped after MIRROR_IDLE_MS. */
  private mirrorNow(): RoomMirror {
    if (!this.mirror) {
      this.mirror = new RoomMirror(this.room);
      if (this.mirror.problems.length > 0)
        this.options.log.warn(
          { problems: this.mirror.problems },
          'co-editing: a room holds invalid elements',
        );
    }
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.checking) return;
      this.mirror?.destroy();
      this.mirror = undefined;
    }, MIRROR_IDLE_MS);
    this.idle.unref();
    return this.mirror;
  }

  private async checkNow(
    update: Uint8Array,
    sender: UserRow,
    origin: unknown,
  ): Promise<string | undefined> {
    this.checking = true;
    let accepted = false;
    try {
      const mirror = this.mirrorNow();
      const result = mirror.check(update);
      if (!result.ok) return result.problem;
      const known = mirror.fileIds();
      try {
        const { db, creationId } = this.options;
        const fileIds = await checkSlideWrite(db, sender, result.change.elements, known);
        // The creation's readers may read what it names from now on (a save records them too).
        await recordFileReferences(
          db,
          creationId,
          fileIds.filter((id) => !known.has(id)),
        );
      } catch (error) {
        result.change.refuse();
        this.followed = []; // The mirror copied the room, which holds them.
        if (error instanceof HttpError && error.statusCode < 500) return error.message;
        throw error;
      }
      result.change.commit();
      accepted = true;
    } catch (error) {
      this.options.log.error({ err: error }, 'co-editing: a change could not be checked');
      return 'The change could not be checked. Please try again.';
    } finally {
      this.checking = false;
      this.drainFollowed();
    }
    if (accepted) {
      this.lastWriter = sender;
      // The room takes it now; Hocuspocus applying it after finds nothing new.
      Y.applyUpdate(this.room, update, origin);
    }
    return undefined;
  }

  private readonly onRoomUpdate = (update: Uint8Array) => {
    // Without a mirror there is nothing to follow: the next one copies the room as it is then.
    if (!this.mirror) return;
    if (this.checking) this.followed.push(update);
    else this.follow(update);
  };

  private drainFollowed(): void {
    const waiting = this.followed;
    this.followed = [];
    for (const update of waiting) this.follow(update);
  }

  private follow(update: Uint8Array): void {
    if (!this.mirror) return;
    const problems = this.mirror.follow(update);
    if (problems.length > 0)
      this.options.log.warn(
        { problems },
        'co-editing: the room took an invalid change from elsewhere; its last valid form is kept',
      );
  }
}

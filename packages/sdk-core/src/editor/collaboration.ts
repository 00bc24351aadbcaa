import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../i18n/create-i18n';
import type { EditorStore } from '../stores/editor-store';
import type {
  CollabSession,
  CollabSessionState,
  CollaborationOptions,
  KeptRoom,
  NetworkEvents,
  RoomEventForEditor,
} from '../collab/session';
import type { Autosave, AutosaveTimers } from './autosave';
import { SLIDES_WITH_HISTORY, type SlideDeck } from './slide-deck';

/** The editor's co-editing: the open slide's room, followed as other slides open. */
export interface EditorCollaboration {
  /** The open slide's room: its connection and the people in it. */
  state: StoreApi<CollabSessionState>;
  /** This person's pointer on the slide (slide coordinates), or null off the canvas. */
  setCursor(point: { x: number; y: number } | null): void;
  dispose(): void;
}

export interface EditorCollaborationOptions {
  options: CollaborationOptions;
  creationId: string;
  store: EditorStore;
  deck: SlideDeck;
  autosave: Autosave;
  timers: Pick<AutosaveTimers, 'setTimeout' | 'clearTimeout'>;
  network?: NetworkEvents;
  t: Translate;
  /** What the open slide's room tells (comments or slides changed elsewhere, rights, refusals). */
  onEvent: (event: RoomEventForEditor) => void;
}

/**
 * Joins the open slide's room (collab/session.ts, loaded on first use so an editor without
 * co-editing never loads Yjs) and moves to the next slide's room when another slide opens. The
 * rooms of the slides left most recently keep their document and this person's undo, so coming
 * back to a slide undoes what they did there (as without co-editing, slide-deck.ts).
 */
export function followSlideRooms({
  options,
  creationId,
  store,
  deck,
  autosave,
  timers,
  network,
  t,
  onEvent,
}: EditorCollaborationOptions): EditorCollaboration {
  const state = createStore<CollabSessionState>()(() => ({
    status: 'connecting',
    collaborators: [],
    access: 'write',
  }));
  let session: CollabSession | undefined;
  let sessionSlideId: string | undefined;
  let stopMirror: (() => void) | undefined;
  let disposed = false;
  let opening = 0;
  /** The rooms left, the most recent last. */
  const kept = new Map<string, KeptRoom>();

  const leave = () => {
    const room = session?.leave();
    if (room && sessionSlideId !== undefined) {
      kept.delete(sessionSlideId);
      kept.set(sessionSlideId, room);
      for (const [id, old] of [...kept].slice(0, -SLIDES_WITH_HISTORY)) {
        old.dispose();
        kept.delete(id);
      }
    }
    session = undefined;
    sessionSlideId = undefined;
  };

  const open = async (slideId: string) => {
    const ticket = ++opening;
    stopMirror?.();
    leave();
    state.setState({ status: 'connecting', collaborators: [], access: 'write' });
    const { createCollabSession } = await import('../collab/session');
    if (disposed || ticket !== opening) return;
    const room = kept.get(slideId);
    kept.delete(slideId);
    sessionSlideId = slideId;
    session = createCollabSession({
      ...options,
      creationId,
      slideId,
      store,
      loaded: store.getState().document,
      useRoom: (room) => autosave.useRoom(room),
      timers,
      network,
      offlineMessage: t('collab.offline'),
      onEvent,
      kept: room,
    });
    const mirror = session.state;
    state.setState(mirror.getState());
    stopMirror = mirror.subscribe((next) => state.setState(next));
  };

  const failed = () => state.setState({ status: 'unavailable' });
  void open(deck.currentSlideId()).catch(failed);
  const unsubscribe = deck.state.subscribe((next, previous) => {
    if (next.currentSlideId !== previous.currentSlideId)
      void open(next.currentSlideId).catch(failed);
  });

  return {
    state,
    setCursor: (point) => session?.setCursor(point),
    dispose() {
      disposed = true;
      unsubscribe();
      stopMirror?.();
      session?.destroy();
      for (const room of kept.values()) room.dispose();
      kept.clear();
    },
  };
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../i18n/create-i18n';
import type { EditorStore } from '../stores/editor-store';
import type {
  CollabSession,
  CollabSessionState,
  CollaborationOptions,
  NetworkEvents,
  RoomEventForEditor,
} from '../collab/session';
import type { Autosave, AutosaveTimers } from './autosave';
import type { SlideDeck } from './slide-deck';

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
 * co-editing never loads Yjs) and moves to the next slide's room when another slide opens.
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
  let stopMirror: (() => void) | undefined;
  let disposed = false;
  let opening = 0;

  const open = async (slideId: string) => {
    const ticket = ++opening;
    stopMirror?.();
    session?.destroy();
    session = undefined;
    state.setState({ status: 'connecting', collaborators: [], access: 'write' });
    const { createCollabSession } = await import('../collab/session');
    if (disposed || ticket !== opening) return;
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
    },
  };
}

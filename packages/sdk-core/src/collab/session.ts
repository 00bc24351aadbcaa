import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SlideDocument } from '../schema/document';
import type { EditorStore } from '../stores/editor-store';
import type { AutosaveTarget } from '../editor/autosave';
import { collaboratorsOf, presenceColour, type Collaborator, type PresenceState } from './presence';
import { COLLAB_PATH, collabRoomName, parseStoreMessage } from './room';
import { bindStoreToYDoc, type StoreBinding } from './store-binding';

/**
 * How the open slide's room is reached: `connecting` (first time), `connected` (the room stores
 * the slide), `reconnecting` (connected before: edits wait in the document and merge when the
 * connection is back), `unavailable` (never connected in time: saves go over REST meanwhile).
 */
export type CollabStatus = 'connecting' | 'connected' | 'reconnecting' | 'unavailable';

export interface CollabSessionState {
  status: CollabStatus;
  /** The other people in the room. */
  collaborators: readonly Collaborator[];
}

/** What a host gives the editor to co-edit (the portal gives it; an embed may). */
export interface CollaborationOptions {
  /** The API's base URL (http(s)) or its co-editing URL (ws(s), ending in /collab). */
  url: string;
  /** The bearer token the room checks (asked again on each connection). */
  token: () => string | Promise<string>;
  /** Who this person is to the others. */
  user: { name: string; colour?: string };
  /** Without a connection by then, saves go over REST until the room connects. Default 5 s. */
  connectTimeoutMs?: number;
  /** How long a save waits for the room to take pending edits before it fails. Default 5 s. */
  roomSaveWaitMs?: number;
}

export interface CollabSessionOptions extends CollaborationOptions {
  creationId: string;
  slideId: string;
  store: EditorStore;
  /** The document the editor opened the slide at (edits since then go into the room). */
  loaded: SlideDocument;
  /** Saves go to the room while it is connected (the server stores the room). */
  useRoom: (room: AutosaveTarget | undefined) => void;
  timers: {
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
  /** The words for a save that could not reach the room. */
  offlineMessage: string;
  /** The host's network state (its window's online/offline events), if it has one. */
  network?: NetworkEvents;
}

/**
 * The host's online/offline events. A socket may stay open for a while after the network went
 * away: hearing it from the host shows "reconnecting" at once and reconnects when it is back.
 */
export interface NetworkEvents {
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface CollabSession {
  state: StoreApi<CollabSessionState>;
  /** This person's pointer on the slide (slide coordinates), or null off the canvas. */
  setCursor(point: { x: number; y: number } | null): void;
  destroy(): void;
}

/** The WebSocket URL of the API's rooms, from the API's base URL or the rooms' URL itself. */
export function collabUrl(url: string): string {
  const socket = url.replace(/^http/, 'ws').replace(/\/+$/, '');
  return socket.endsWith(COLLAB_PATH) ? socket : `${socket}${COLLAB_PATH}`;
}

/**
 * Co-edits the open slide: a Hocuspocus provider on its room, the editor store bound to the
 * room's Y.Doc once it synced (store-binding.ts), presence through awareness, and saves handed
 * to the room while it is connected.
 */
export function createCollabSession(options: CollabSessionOptions): CollabSession {
  const { store, timers } = options;
  const state = createStore<CollabSessionState>()(() => ({
    status: 'connecting',
    collaborators: [],
  }));
  const doc = new Y.Doc();
  const origin = { editor: 'local' };
  let binding: StoreBinding | undefined;
  let everSynced = false;
  let destroyed = false;

  const provider = new HocuspocusProvider({
    url: collabUrl(options.url),
    name: collabRoomName(options.creationId, options.slideId),
    document: doc,
    token: async () => options.token(),
  });
  const awareness = provider.awareness;
  const colour = options.user.colour ?? presenceColour(options.user.name);
  const presence: PresenceState = {
    user: { name: options.user.name, colour },
    cursor: null,
    selection: store.getState().selection,
  };
  awareness?.setLocalState(presence);

  /**
   * Saves while connected: once the provider has sent every pending edit, asks the server to
   * store the room and resolves when it has (so "saved" means stored, as over REST).
   */
  let nextRequest = 0;
  const room: AutosaveTarget = {
    save: () =>
      new Promise<void>((resolve, reject) => {
        const id = ++nextRequest;
        let asked = false;
        const ask = () => {
          if (asked || !provider.isSynced || provider.hasUnsyncedChanges) return;
          asked = true;
          provider.sendStateless(JSON.stringify({ figura: 'store', id }));
        };
        const onReply = ({ payload }: { payload: string }) => {
          const reply = parseStoreMessage(payload);
          if (!reply || reply.id !== id || reply.figura === 'store') return;
          finish();
          if (reply.figura === 'stored') resolve();
          else reject(new Error(reply.problem));
        };
        const timeout = timers.setTimeout(() => {
          finish();
          reject(new Error(options.offlineMessage));
        }, options.roomSaveWaitMs ?? 5000);
        const finish = () => {
          timers.clearTimeout(timeout);
          provider.off('unsyncedChanges', ask);
          provider.off('synced', ask);
          provider.off('stateless', onReply);
        };
        provider.on('stateless', onReply);
        provider.on('unsyncedChanges', ask);
        provider.on('synced', ask);
        ask();
      }),
  };

  const connectTimer = timers.setTimeout(() => {
    if (!everSynced && !destroyed) state.setState({ status: 'unavailable' });
  }, options.connectTimeoutMs ?? 5000);

  provider.on('synced', ({ state: synced }: { state: boolean }) => {
    if (!synced || destroyed) return;
    if (!everSynced) {
      everSynced = true;
      timers.clearTimeout(connectTimer);
      binding = bindStoreToYDoc(store, doc, origin, options.loaded);
      options.useRoom(room);
    }
    state.setState({ status: 'connected' });
  });
  provider.on('status', ({ status }: { status: string }) => {
    if (status === 'disconnected' && everSynced && !destroyed)
      state.setState({ status: 'reconnecting' });
  });
  awareness?.on('change', () => {
    state.setState({ collaborators: collaboratorsOf(awareness.getStates(), doc.clientID) });
  });
  const stopNetwork = options.network?.subscribe((online) => {
    if (destroyed) return;
    if (online) void provider.connect();
    else {
      provider.disconnect();
      if (everSynced) state.setState({ status: 'reconnecting' });
    }
  });
  const unsubscribeSelection = store.subscribe((current, previous) => {
    if (current.selection !== previous.selection)
      awareness?.setLocalStateField('selection', current.selection);
  });

  return {
    state,
    setCursor(point) {
      awareness?.setLocalStateField('cursor', point);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      timers.clearTimeout(connectTimer);
      stopNetwork?.();
      unsubscribeSelection();
      binding?.dispose();
      options.useRoom(undefined);
      provider.destroy();
      doc.destroy();
    },
  };
}

import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SlideDocument } from '../schema/document/document';
import type { EditorStore } from '../stores/editor-store';
import { collaboratorsOf, presenceColour, type Collaborator, type PresenceState } from './presence';
import {
  COLLAB_PATH,
  ROOM_CLOSE,
  collabRoomName,
  parseRoomNotice,
  parseStoreMessage,
} from './room';
import { TAKE_ROOM, bindStoreToYDoc, createRoomUndo, type StoreBinding } from './store-binding';

/** Where a slide is saved: the editor's autosave takes the room's in place of the API's. */
export interface SlideSaver {
  save(document: SlideDocument): Promise<void>;
}

/**
 * How the open slide's room is reached: `connecting` (first time), `connected` (the room stores
 * the slide), `reconnecting` (connected before: edits wait in the document and merge when the
 * connection is back), `unavailable` (never connected in time: saves go over REST meanwhile).
 */
export type CollabStatus = 'connecting' | 'connected' | 'reconnecting' | 'unavailable';

/** What the room lets this person do now: edit, watch (and comment), or nothing any more. */
export type RoomAccess = 'write' | 'read' | 'none';

export interface CollabSessionState {
  status: CollabStatus;
  /** The other people in the room. */
  collaborators: readonly Collaborator[];
  /** What the room lets this person do (it follows their rights while they are connected). */
  access: RoomAccess;
}

/**
 * What the room told this editor that its person should hear of, or act on:
 * - `change-refused`: their last change broke a rule of a save and was not kept (`problem`);
 *   the editor shows the room's slide again;
 * - `read-only`, `no-access`: their rights changed while they were here;
 * - `slide-removed`: someone deleted the slide;
 * - `comments`, `slides`: the slide's comments, or the creation's slides, changed elsewhere.
 */
export type RoomEventForEditor =
  | { kind: 'change-refused'; problem: string }
  | { kind: 'read-only' | 'no-access' | 'slide-removed' | 'comments' | 'slides' };

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
  useRoom: (room: SlideSaver | undefined) => void;
  timers: {
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
  /** The words for a save that could not reach the room. */
  offlineMessage: string;
  /** The host's network state (its window's online/offline events), if it has one. */
  network?: NetworkEvents;
  /** Hears what the room tells (RoomEventForEditor). */
  onEvent?: (event: RoomEventForEditor) => void;
  /** The room as this person left it (CollabSession.leave): its undo goes on. */
  kept?: KeptRoom;
}

/**
 * A room this person left, kept so that coming back goes on with their undo: its Y.Doc (synced
 * again on reconnecting, so what others did meanwhile merges) and the undo of their edits in it.
 */
export interface KeptRoom {
  doc: Y.Doc;
  /** The origin of this person's transactions, which the undo tracks. */
  origin: object;
  undo: Y.UndoManager;
  dispose(): void;
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
  /** Leaves the room, handing over its document with this person's undo (none if never synced). */
  leave(): KeptRoom | undefined;
  destroy(): void;
}

/** How often, at most, this person's pointer goes to the others (20 a second looks live). */
export const CURSOR_INTERVAL_MS = 50;

/** The WebSocket URL of the API's rooms, from the API's base URL or the rooms' URL itself. */
export function collabUrl(url: string): string {
  const socket = url.replace(/^http/, 'ws').replace(/\/+$/, '');
  return socket.endsWith(COLLAB_PATH) ? socket : `${socket}${COLLAB_PATH}`;
}

/**
 * Co-edits the open slide: a Hocuspocus provider on its room, the editor store bound to the
 * room's Y.Doc once it synced (store-binding.ts), presence through awareness, and saves handed
 * to the room while it is connected. The room's word is followed: a refused change is dropped
 * (the editor starts again from the room's document, on a new connection), a right taken away
 * makes the editor read-only or cuts it off, a deleted slide closes its room.
 */
export function createCollabSession(options: CollabSessionOptions): CollabSession {
  const { store, timers } = options;
  const state = createStore<CollabSessionState>()(() => ({
    status: 'connecting',
    collaborators: [],
    access: 'write',
  }));
  const origin = options.kept?.origin ?? { editor: 'local' };
  const tell = (event: RoomEventForEditor) => options.onEvent?.(event);
  let connection: RoomConnection;
  let everSynced = false;
  let destroyed = false;
  /** What the next binding starts from (store-binding.ts): the opened document, or the room's. */
  let loaded: SlideDocument | typeof TAKE_ROOM = options.loaded;
  let presence: PresenceState = {
    user: {
      name: options.user.name,
      colour: options.user.colour ?? presenceColour(options.user.name),
    },
    cursor: null,
    selection: store.getState().selection,
  };

  /** Saves waiting for the connection to be synced with nothing unsent, and for their reply. */
  const waiting = new Set<() => void>();
  const replies = new Set<(payload: string) => void>();

  /**
   * One provider on the room with its own Y.Doc (or the kept one) and this person's undo in it;
   * a refused change starts a new one.
   */
  interface RoomConnection {
    provider: HocuspocusProvider;
    doc: Y.Doc;
    undo: Y.UndoManager;
    binding: StoreBinding | undefined;
    /** Ends the connection: the document and its undo too, unless `keep`. */
    close(keep?: boolean): void;
  }

  const connect = (kept?: KeptRoom): RoomConnection => {
    const doc = kept?.doc ?? new Y.Doc();
    const undo = kept?.undo ?? createRoomUndo(doc, origin);
    const provider = new HocuspocusProvider({
      url: collabUrl(options.url),
      name: collabRoomName(options.creationId, options.slideId),
      document: doc,
      token: async () => options.token(),
    });
    const current: RoomConnection = {
      provider,
      doc,
      undo,
      binding: undefined,
      close(keep = false) {
        current.binding?.dispose();
        provider.destroy();
        if (keep) return;
        undo.destroy();
        doc.destroy();
      },
    };
    const awareness = provider.awareness;
    awareness?.setLocalState(presence);
    provider.on('synced', ({ state: synced }: { state: boolean }) => {
      if (!synced || destroyed || connection !== current) return;
      if (!current.binding) {
        current.binding = bindStoreToYDoc(store, doc, origin, loaded, undo);
        if (!everSynced) timers.clearTimeout(connectTimer);
        everSynced = true;
        options.useRoom(room);
      }
      state.setState({ status: 'connected' });
    });
    provider.on('status', ({ status }: { status: string }) => {
      if (status === 'disconnected' && everSynced && !destroyed && connection === current)
        state.setState({ status: 'reconnecting' });
    });
    provider.on('authenticated', ({ scope }: { scope: string }) => {
      if (connection !== current) return;
      const access: RoomAccess = scope === 'readonly' ? 'read' : 'write';
      if (access === 'read' && state.getState().access === 'write' && !store.getState().readOnly) {
        store.setState({ readOnly: true });
        if (everSynced) tell({ kind: 'read-only' });
      }
      state.setState({ access });
    });
    provider.on('authenticationFailed', () => {
      if (connection !== current || !everSynced) return;
      // The person may not open this room any more: saves stop here (the work stays on screen).
      state.setState({ access: 'none', status: 'unavailable' });
      store.setState({ readOnly: true });
      options.useRoom(undefined);
      tell({ kind: 'no-access' });
    });
    provider.on('close', ({ event }: { event: { code: number } }) => {
      if (connection !== current || event.code !== ROOM_CLOSE.slideRemoved.code) return;
      provider.disconnect();
      state.setState({ status: 'unavailable' });
      options.useRoom(undefined);
      tell({ kind: 'slide-removed' });
    });
    const askAgain = () => {
      if (connection === current) for (const ask of [...waiting]) ask();
    };
    provider.on('synced', askAgain);
    provider.on('unsyncedChanges', askAgain);
    provider.on('stateless', ({ payload }: { payload: string }) => {
      if (connection === current) for (const reply of [...replies]) reply(payload);
      const notice = parseRoomNotice(payload);
      if (!notice || connection !== current) return;
      if (notice.figura === 'change-refused') restart(notice.problem);
      else tell({ kind: notice.figura });
    });
    awareness?.on('change', () => {
      if (connection === current)
        state.setState({ collaborators: collaboratorsOf(awareness.getStates(), doc.clientID) });
    });
    return current;
  };

  /**
   * The room refused a change and closes this connection: a new one (a new Y.Doc, so nothing of
   * the refused change is sent again) takes the room's document into the store.
   */
  const restart = (problem: string) => {
    connection.close();
    loaded = TAKE_ROOM;
    state.setState({ status: 'reconnecting' });
    connection = connect();
    tell({ kind: 'change-refused', problem });
  };

  /**
   * Saves while connected: once the provider has sent every pending edit, asks the server to
   * store the room and resolves when it has (so "saved" means stored, as over REST).
   */
  let nextRequest = 0;
  const room: SlideSaver = {
    save: () =>
      new Promise<void>((resolve, reject) => {
        const id = ++nextRequest;
        // The connection asked; a save waiting across a restart (a refused change) asks the new one.
        let asked: HocuspocusProvider | undefined;
        const ask = () => {
          const { provider } = connection;
          if (asked === provider || !provider.isSynced || provider.hasUnsyncedChanges) return;
          asked = provider;
          provider.sendStateless(JSON.stringify({ figura: 'store', id }));
        };
        const onReply = (payload: string) => {
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
          waiting.delete(ask);
          replies.delete(onReply);
        };
        replies.add(onReply);
        waiting.add(ask);
        ask();
      }),
  };

  const connectTimer = timers.setTimeout(() => {
    if (!everSynced && !destroyed) state.setState({ status: 'unavailable' });
  }, options.connectTimeoutMs ?? 5000);
  connection = connect(options.kept);

  const stopNetwork = options.network?.subscribe((online) => {
    if (destroyed) return;
    if (online) void connection.provider.connect();
    else {
      connection.provider.disconnect();
      if (everSynced) state.setState({ status: 'reconnecting' });
    }
  });
  const publish = (change: Partial<PresenceState>) => {
    presence = { ...presence, ...change };
    for (const [key, value] of Object.entries(change))
      connection.provider.awareness?.setLocalStateField(key, value);
  };
  const unsubscribeSelection = store.subscribe((current, previous) => {
    if (current.selection !== previous.selection) publish({ selection: current.selection });
  });
  // The pointer is sent at most every CURSOR_INTERVAL_MS (the last place wins): moving the mouse
  // would otherwise send a message per pointer event, which the room's allowance counts.
  let cursorTimer: unknown;
  let pendingCursor: PresenceState['cursor'] | undefined;
  const sendCursor = () => {
    cursorTimer = undefined;
    if (pendingCursor === undefined || destroyed) return;
    publish({ cursor: pendingCursor });
    pendingCursor = undefined;
    cursorTimer = timers.setTimeout(sendCursor, CURSOR_INTERVAL_MS);
  };

  return {
    state,
    setCursor(point) {
      pendingCursor = point;
      if (cursorTimer === undefined) sendCursor();
    },
    leave() {
      if (destroyed) return undefined;
      // A room not reached this time still holds the undo of the earlier visits.
      const keep =
        (everSynced || connection.doc === options.kept?.doc) && state.getState().access === 'write';
      end(keep);
      if (!keep) return undefined;
      const { doc, undo } = connection;
      return {
        doc,
        origin,
        undo,
        dispose() {
          undo.destroy();
          doc.destroy();
        },
      };
    },
    destroy: () => end(false),
  };

  function end(keep: boolean) {
    if (destroyed) return;
    destroyed = true;
    timers.clearTimeout(connectTimer);
    if (cursorTimer !== undefined) timers.clearTimeout(cursorTimer);
    stopNetwork?.();
    unsubscribeSelection();
    options.useRoom(undefined);
    connection.close(keep);
  }
}

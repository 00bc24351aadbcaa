import { createStore } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import { FirstSlideError, type FirstSlide } from '../api/first-slide';
import { errorText } from '../api/error-text';
import { createImageGeneration } from './image-generation';
import { createBackgroundRemoval } from './background-commands';
import type { BackgroundRemover } from './background-remover';
import {
  createFiguraI18n,
  translator,
  whenTranslated,
  type FiguraI18n,
  type Translate,
} from '../i18n/create-i18n';
import { CANVAS_MAX, CANVAS_MIN } from '../schema/document/constants';
import { keepChartsUndistorted } from './chart-aspect';
import { sameJson } from '../schema/document/same-json';
import { createEditorStore } from '../stores/editor-store';
import { scientificSettle } from './scientific-settle';
import { createArrangeCommands } from './arrange-commands';
import { createAutosave, type AutosaveTimers } from './autosave';
import { createCameraPort } from './camera';
import { createEditorPanels } from './panels';
import { followSlideRooms } from './collaboration';
import type { CollaborationOptions, NetworkEvents, RoomEventForEditor } from '../collab/session';
import { setCanvasSize } from './canvas-commands';
import { keepSlidesSameSize } from './canvas-size';
import { createMemoryClipboard, type EditorClipboard } from './clipboard';
import { downloadFileName } from './element-factories';
import { createEmitter } from './emitter';
import { createCreationNaming } from './creation-name';
import { createDrawTools } from './draw-tools';
import { minFontSizeFor } from '../preflight/print-scale';
import { createEditorFiles } from './editor-files';
import { markOpenPhase } from './marks';
import { downloadTerms } from './plan-allowance';
import { createApiFileExporter } from './preflight-files';
import { createPreflightSession } from './preflight-session';
import { createSlideDeck } from './slide-deck';
import { createSlideSync } from './slide-sync';
import type { EditorEngine, EditorErrorKind, EditorEvents, SaveEventDetail } from './types';

export interface CreateEditorOptions {
  api: FiguraApi;
  creationId: string;
  /** The creation and its first slide, if the host started loading them already. */
  firstSlide?: Promise<FirstSlide>;
  /** Where copy and paste go (default: a clipboard of this editor's own, in memory). */
  clipboard?: EditorClipboard;
  /** Saves a downloaded file; without it, downloadPng rejects. */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** The host's timers (an editor passes its window's); tests pass their own clock. */
  timers?: Partial<AutosaveTimers>;
  autosaveDebounceMs?: number;
  retryDelaysMs?: readonly number[];
  historyLimit?: number;
  /**
   * The editor's words (createFiguraI18n): history entries and what it refuses are named from
   * its `common` namespace. Default: an instance of its own with Figura's English.
   */
  i18n?: FiguraI18n;
  /**
   * Co-edit the creation live (the portal passes it; an embed may): the open slide's room on
   * the API. While it is connected the server stores the slide (no REST autosave), undo takes
   * back only this person's edits, and `editor.collaboration` shows who else is here.
   */
  collaboration?: CollaborationOptions;
  /** The host's online/offline events (the editor's window's), for co-editing. */
  network?: NetworkEvents;
  /**
   * Where backdrops are removed: a worker the host starts (removeInWorker) keeps the canvas
   * responsive; default: in this thread, its code loaded on first use.
   */
  backgroundRemover?: BackgroundRemover;
}

/** The first slide's failures in the user's words (the API layer has none of its own). */
function inUserWords(error: unknown, t: Translate): unknown {
  if (!(error instanceof FirstSlideError)) return error;
  const message =
    error.reason === 'no-slides'
      ? t('errors.noSlides')
      : t('errors.unreadableSlide', { problem: error.problem });
  return new Error(message, { cause: error });
}

/**
 * The longest a host's list of creations waits for a closing editor's last save (a slow store
 * shows late).
 */
export const LIST_HOLD_MS = 5000;

/**
 * Opens a creation for editing: loads its first slide (or takes the one the host loaded) and
 * wires the store, autosave, slides and events around it. No React, no fabric: a view (the React
 * editor, a test harness) draws the store and feeds user input back through the editor.
 */
export async function createEditor(options: CreateEditorOptions): Promise<EditorEngine> {
  const { api, creationId } = options;
  // Fetched and migrated; validated already, or as received with `check` to validate it (views
  // draw first and check right after: see EditorEngine.checkFirstSlide).
  const loading = options.firstSlide ?? api.getFirstSlide(creationId, { checkLater: true });
  // The strings load while the slide does.
  const i18n = options.i18n ?? createFiguraI18n({ ns: ['common'] });
  const t = translator(i18n, 'common');
  const strings = whenTranslated(i18n, ['common']);
  let first: FirstSlide;
  try {
    first = await loading;
  } catch (error) {
    await strings;
    throw inUserWords(error, t);
  }
  await strings;
  const { creation, slide, content, document } = first;
  markOpenPhase('slide-parsed');

  // A commentor reads and comments; the server refuses their saves (403), so nothing is changed.
  const readOnly = creation.access === 'commentor';
  const scientific = scientificSettle(t);
  scientific.prepare(document);
  const store = createEditorStore({
    document,
    historyLimit: options.historyLimit,
    t,
    readOnly,
    settle: scientific.settle,
  });
  const events = createEmitter<EditorEvents>();
  const openSync = createSlideSync({
    api,
    creationId,
    slideId: slide.id,
    revision: content.revision,
  });
  // Views' input not in the store yet (a label being typed): committed before any save.
  const pendingInput = new Set<() => void>();
  // Set by checkFirstSlide: views hold back what the first frame does not need until then.
  const firstSlideChecked = createStore<boolean>()(() => false);
  const autosave = createAutosave({
    store,
    target: openSync,
    debounceMs: options.autosaveDebounceMs,
    retryDelaysMs: options.retryDelaysMs,
    timers: options.timers,
    t,
    commitPendingInput: () => {
      for (const commit of pendingInput) commit();
    },
  });
  const deck = createSlideDeck({ api, creation, store, autosave, openSync, t });
  const timers = {
    setTimeout:
      options.timers?.setTimeout ??
      ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms)),
    clearTimeout:
      options.timers?.clearTimeout ??
      ((handle: unknown) =>
        globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>)),
  };
  const collaboration = options.collaboration
    ? followSlideRooms({
        options: options.collaboration,
        creationId,
        store,
        deck,
        autosave,
        timers,
        network: options.network,
        t,
        onEvent: (event) => onRoomEvent(event),
      })
    : undefined;
  const camera = createCameraPort();
  const panels = createEditorPanels();
  const naming = createCreationNaming({ api, creationId, name: creation.name, store, t });
  // Pictures from a prompt, by the deployment's image-generation service.
  const generation = createImageGeneration({
    api,
    getDocument: () => store.getState().document,
    t,
    setTimer: options.timers?.setTimeout,
  });
  // A new text starts no smaller than the figure's journal prints (Cell's, for an abstract not
  // yet made for one); on slides and posters the default is larger already.
  const tools = createDrawTools(store, t, () =>
    minFontSizeFor(preflight.profile(), store.getState().document),
  );
  const commands = createArrangeCommands(
    store,
    options.clipboard ?? createMemoryClipboard(),
    t,
    camera.getZoom,
  );
  const preflight = createPreflightSession({
    store,
    camera,
    creationType: creation.type,
    timers: options.timers,
    t,
    // Journal partners' own rules, listed beside the registry's.
    loadProfiles: async () => (await api.listJournalProfiles()).profiles,
    exporter: createApiFileExporter({
      api,
      creation,
      slideId: () => deck.currentSlideId(),
      document: () => store.getState().document,
      flush: () => autosave.flush(),
      saveFile: options.saveFile,
      t,
    }),
  });

  const reportError = (kind: EditorErrorKind, error: unknown) =>
    events.emit('error', { kind, message: errorText(error, t), error });
  /** Runs a slide operation, telling hosts when it fails (and still rejecting). */
  const reported =
    <Args extends unknown[], T>(kind: EditorErrorKind, operation: (...args: Args) => Promise<T>) =>
    (...args: Args): Promise<T> =>
      operation(...args).catch((error: unknown) => {
        reportError(kind, error);
        throw error;
      });

  // The Download dialog's commands; they reject (no error banner) so the dialog can say why.
  // Loaded on first use: the first frame does not need them.
  const exports = async () => {
    const { saveFile } = options;
    if (!saveFile) throw new Error(t('errors.noFileSaver'));
    const { createExportCommands } = await import('./export-commands');
    return createExportCommands({
      api,
      creationId,
      currentSlideId: () => deck.currentSlideId(),
      flush: () => autosave.flush(),
      creationName: async () => (await api.getCreation(creationId).catch(() => creation)).name,
      saveFile,
    });
  };

  /** What the open slide's room told: the editor follows, and says what the person must know. */
  const onRoomEvent = (event: RoomEventForEditor) => {
    const tell = (message: string) =>
      events.emit('error', { kind: 'collab', message, error: event });
    switch (event.kind) {
      case 'comments':
        events.emit('comments', { slideId: deck.currentSlideId() });
        break;
      case 'slides':
        void engine.refreshSlides().catch(() => undefined);
        break;
      case 'slide-removed':
        tell(t('collab.slideRemoved'));
        void engine.refreshSlides().catch(() => undefined);
        break;
      case 'change-refused':
        tell(t('collab.changeRefused', { problem: event.problem }));
        break;
      case 'read-only':
      case 'no-access':
        // The store is read-only now: autosave stops (what is on screen stays).
        tell(event.kind === 'read-only' ? t('collab.readOnly') : t('collab.noAccess'));
        break;
    }
  };

  const saveState = (): SaveEventDetail => {
    const { status, error } = autosave.status.getState();
    const revision = deck.syncOf(deck.currentSlideId()).revision();
    return status === 'saved' ? { status, revision } : error ? { status, error } : { status };
  };

  // Images move out of the document into the API's file store when it has one (docs/files.md).
  const { uploadFile, getFileDataUrl } = api;
  const files =
    uploadFile && getFileDataUrl
      ? createEditorFiles({
          store,
          api: { uploadFile: uploadFile.bind(api), getFileDataUrl: getFileDataUrl.bind(api) },
          onUploadFailed: (error, name) => {
            const problem = errorText(error, t);
            const message = name
              ? t('errors.fileUpload', { name, problem })
              : t('errors.fileUploadUnnamed', { problem });
            events.emit('error', { kind: 'file', message, error });
          },
        })
      : undefined;

  // Backdrops removed in the editor, each counted and stored as a new file.
  const backgroundRemoval = createBackgroundRemoval({
    api,
    store,
    resolveFile: files && ((fileId: string) => files.resolve(fileId)),
    t,
    remove: options.backgroundRemover,
  });

  const unsubscribers = [
    // Subscribed before autosave acts on a change, so hosts hear of it before its save starts.
    store.subscribe((state, previous) => {
      if (state.document !== previous.document) events.emit('change', state.document);
      if (state.selection !== previous.selection) events.emit('selection', state.selection);
    }),
    autosave.status.subscribe((state, previous) => {
      if (state.status === previous.status && state.lastSavedAt === previous.lastSavedAt) return;
      events.emit('save', saveState());
      if (state.status === 'failed' || state.status === 'conflict')
        events.emit('error', {
          kind: state.status === 'failed' ? 'save' : 'conflict',
          message: state.error ?? t('errors.unexpected'),
          error: state.error,
        });
    }),
    deck.state.subscribe((state, previous) => {
      if (state !== previous) events.emit('slides', state);
    }),
    // A stretched chart is drawn again for its box (its text is not stretched with it).
    keepChartsUndistorted(store),
    camera.state.subscribe((state, previous) => {
      if (state.zoom !== previous.zoom) events.emit('camera', { zoom: state.zoom });
    }),
    panels.state.subscribe((state, previous) => {
      if (state.panel !== previous.panel) events.emit('panel', { panel: state.panel });
    }),
    keepSlidesSameSize(deck, store, t, (error) => reportError('slides', error)),
    naming.state.subscribe((state, previous) => {
      if (state.name !== previous.name) events.emit('name', { name: state.name });
    }),
    naming.dispose,
  ];
  let disposed = false;

  const state = () => store.getState();
  const engine: EditorEngine = {
    creationId,
    access: creation.access,
    // A commentor's from the start; anyone's whose right the room took away while here.
    get readOnly() {
      return store.getState().readOnly;
    },
    api,
    creation,
    store,
    naming,
    generation,
    backgroundRemoval,
    tools,
    slides: deck.state,
    slideChanges: deck.changes,
    saveStatus: autosave.status,
    firstSlideChecked,
    collaboration,
    camera,
    panels,
    commands,
    preflight,
    i18n,
    t,

    getDocument: () => state().document,
    getSelection: () => state().selection,
    select: (ids) => state().select(ids),
    addElement: (element) => state().addElement(element),
    updateElements: (patches, label) => state().updateElements(patches, label),
    deleteElements: (ids) => state().removeElements(ids),
    deleteSelected: () => state().removeElements(state().selection),
    // Renames are steps of the same history (creation-name.ts).
    undo: () => void naming.undo().catch((error: unknown) => reportError('name', error)),
    redo: () => void naming.redo().catch((error: unknown) => reportError('name', error)),
    canUndo: () => naming.canUndo(),
    canRedo: () => naming.canRedo(),
    getName: () => naming.state.getState().name,
    rename: reported('name', (name: string) => naming.rename(name)),

    getZoom: () => camera.getZoom(),
    setZoom: (zoom) => camera.setZoom(zoom),
    zoomIn: () => camera.zoomIn(),
    zoomOut: () => camera.zoomOut(),
    zoomToFit: () => camera.zoomToFit(),
    zoomToSelection: () => camera.zoomToSelection(),

    openPanel: (panel) => panels.open(panel),
    closePanel: () => panels.close(),
    getOpenPanel: () => panels.state.getState().panel,

    setCanvasSize(size) {
      const valid = (value: number) =>
        Number.isInteger(value) && value >= CANVAS_MIN && value <= CANVAS_MAX;
      if (!valid(size.width) || !valid(size.height))
        throw new RangeError(t('errors.canvasSize', { min: CANVAS_MIN, max: CANVAS_MAX }));
      // The other slides follow in one API call (keepSlidesSameSize).
      setCanvasSize(store, size, t);
    },

    flush: () => autosave.flush(),
    getSaveState: saveState,
    retrySave: () => autosave.retryNow(),
    async keepMine() {
      deck.syncOf(deck.currentSlideId()).keepMine();
      await autosave.retryNow();
    },
    loadTheirs: reported('load', async () => {
      const theirs = await deck.syncOf(deck.currentSlideId()).loadTheirs();
      autosave.markSaved(theirs);
      state().replaceDocument(theirs);
    }),
    downloadPng: reported('export', async () => {
      if (!options.saveFile) throw new Error(t('errors.noFileSaver'));
      await autosave.flush();
      // The name may have changed since the editor opened (the portal renames in place).
      const [blob, current] = await Promise.all([
        api.downloadSlide(creationId, deck.currentSlideId(), { format: 'png' }),
        api.getCreation(creationId).catch(() => creation),
      ]);
      options.saveFile(blob, downloadFileName(current.name, 'png'));
    }),

    downloadWatermark: async () => (await downloadTerms(api)).watermark,
    downloadTerms: () => downloadTerms(api),
    exportFiles: async (exportOptions, progress) =>
      (await exports()).exportFiles(exportOptions, progress),
    retryExport: async (jobId, exportOptions, progress) =>
      (await exports()).retryExport(jobId, exportOptions, progress),

    getSlides: () => deck.state.getState().slideIds,
    getCurrentSlideId: () => deck.currentSlideId(),
    getSlideDocument: (slideId) => deck.documentOf(slideId),
    goToSlide: reported('load', (slideId: string) => deck.goToSlide(slideId)),
    addSlide: reported('slides', () => deck.addSlide()),
    duplicateSlide: reported('slides', (slideId?: string) => deck.duplicateSlide(slideId)),
    deleteSlide: reported('slides', (slideId?: string) => deck.deleteSlide(slideId)),
    moveSlide: reported('slides', (slideId: string, toIndex: number) =>
      deck.moveSlide(slideId, toIndex),
    ),
    copySlideTo: reported('slides', (targetCreationId: string, slideId?: string) =>
      deck.copySlideTo(targetCreationId, slideId),
    ),
    refreshSlides: reported('slides', () => deck.refresh()),

    on: (event, listener) => events.on(event, listener),
    hasUnsavedChanges: () => autosave.hasUnsavedChanges(),
    addPendingInput(commit) {
      pendingInput.add(commit);
      return () => void pendingInput.delete(commit);
    },
    reportError,
    resolveFile: files && ((fileId: string) => files.resolve(fileId)),
    filesSettled: async () => files?.settled(),

    async checkFirstSlide() {
      if (!first.check) return void firstSlideChecked.setState(true, true);
      let checked;
      try {
        checked = await first.check();
      } catch (caught) {
        const error = inUserWords(caught, t);
        reportError('load', error);
        throw error;
      }
      // Validation leaves a stored document as it is; should it change one (defaults filled in),
      // the store takes the validated one unless the document was edited meanwhile (views keep
      // the editor inert until checked, but hosts may edit through the API), then the server
      // validates what is saved.
      if (!sameJson(checked.document, document) && state().document === document) {
        autosave.markSaved(checked.document);
        state().replaceDocument(checked.document);
      }
      firstSlideChecked.setState(true, true);
    },

    async dispose() {
      if (disposed) return;
      disposed = true;
      // Keep the user's last edits: save what is pending before letting go (the host's list of
      // creations, asked for meanwhile, waits for it).
      const saved = autosave.flush();
      let bound: unknown;
      const timeUp = new Promise<void>(
        (resolve) => (bound = timers.setTimeout(resolve, LIST_HOLD_MS)),
      );
      api.holdListsUntil?.(Promise.race([saved, timeUp]));
      await saved.catch(() => undefined);
      // Saved in time: nothing is left waiting on the bound.
      timers.clearTimeout(bound);
      files?.dispose();
      generation.dispose();
      collaboration?.dispose();
      autosave.dispose();
      for (const unsubscribe of unsubscribers) unsubscribe();
      events.clear();
    },
  };
  return engine;
}

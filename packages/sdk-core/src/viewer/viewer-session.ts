// A read-only look at a creation (`<figura-viewer>`, a lab page, a shared link): its slides one at
// a time, zoom, the keys people expect. Framework-free; the React viewer and the element are
// shells over it. One session per viewer: two on a page share nothing.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SlideSummary } from '../schema/contract/creation';
import type { Creation, SlideContentReply, SlideDocument } from '../schema';
import { loadSchema } from '../schema/loader';

/** What the viewer reads: the creation and a slide's content (any FiguraClient does). */
export interface ViewerApi {
  getCreation(id: string): Promise<Creation>;
  getSlideContent(creationId: string, slideId: string): Promise<SlideContentReply>;
}

/** `fit`: the whole slide in the view; a number: CSS px per document px. */
export type ViewerZoom = 'fit' | number;

export type ViewerState =
  | { status: 'loading' }
  /** `error`: the failure (an ApiError, or why the reply could not be read), for the shell to word. */
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      creation: Creation;
      slides: readonly SlideSummary[];
      /** The slide shown, 0-based. */
      index: number;
      /** Its document; undefined while it loads. */
      document: SlideDocument | undefined;
      /** Why the slide shown could not be read, if it could not. */
      slideError: unknown;
      zoom: ViewerZoom;
    };

/** The zoom steps `zoomIn`/`zoomOut` go through (10 % to 800 %). */
export const VIEWER_ZOOM_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8] as const;

export interface ViewerSession {
  readonly store: StoreApi<ViewerState>;
  /** Shows slide `index` (clamped to the creation's slides). */
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /**
   * One step in or out from `current` (the zoom now in CSS px per document px: with `fit` the
   * view knows what fitting gives).
   */
  zoomIn(current: number): void;
  zoomOut(current: number): void;
  zoomTo(zoom: ViewerZoom): void;
  /**
   * The viewer's keys: ←/→ PageUp/PageDown slides, Home/End first and last, +/- zoom, 0 fit.
   * True when the key was the viewer's (the caller prevents its default).
   */
  handleKey(key: string, current: number): boolean;
  dispose(): void;
}

export interface ViewerSessionOptions {
  api: ViewerApi;
  creationId: string;
  /** The slide to show first, 0-based (default the first). */
  startAt?: number;
}

export function createViewerSession({
  api,
  creationId,
  startAt = 0,
}: ViewerSessionOptions): ViewerSession {
  const store = createStore<ViewerState>()(() => ({ status: 'loading' }));
  const documents = new Map<string, Promise<SlideDocument>>();
  let disposed = false;

  const documentOf = (slideId: string) => {
    let pending = documents.get(slideId);
    if (!pending) {
      pending = Promise.all([api.getSlideContent(creationId, slideId), loadSchema()]).then(
        ([content, schemas]) => schemas.parseSlideDocument(content.content),
      );
      // A failure is not remembered: coming back to the slide asks again.
      pending.catch(() => documents.delete(slideId));
      documents.set(slideId, pending);
    }
    return pending;
  };

  const show = (index: number) => {
    const state = store.getState();
    if (state.status !== 'ready' || state.slides.length === 0) return;
    const at = Math.min(Math.max(0, Math.trunc(index)), state.slides.length - 1);
    const slide = state.slides[at]!;
    if (at === state.index && (state.document || documents.has(slide.id))) return;
    store.setState({ ...state, index: at, document: undefined, slideError: undefined });
    documentOf(slide.id).then(
      (document) => {
        const now = store.getState();
        if (disposed || now.status !== 'ready' || now.slides[now.index]?.id !== slide.id) return;
        store.setState({ ...now, document });
        // The next slide is the likely next look.
        const following = now.slides[now.index + 1];
        if (following) void documentOf(following.id).catch(() => undefined);
      },
      (error: unknown) => {
        const now = store.getState();
        if (disposed || now.status !== 'ready' || now.slides[now.index]?.id !== slide.id) return;
        store.setState({ ...now, slideError: error ?? new Error('Unexpected error.') });
      },
    );
  };

  api.getCreation(creationId).then(
    (creation) => {
      if (disposed) return;
      const slides = [...creation.slides].sort((a, b) => a.position - b.position);
      store.setState({
        status: 'ready',
        creation,
        slides,
        index: -1,
        document: undefined,
        slideError: undefined,
        zoom: 'fit',
      });
      show(startAt);
    },
    (error: unknown) => {
      if (!disposed) store.setState({ status: 'failed', error });
    },
  );

  const zoomTo = (zoom: ViewerZoom) => {
    const state = store.getState();
    if (state.status === 'ready') store.setState({ ...state, zoom });
  };
  const step = (current: number, direction: 1 | -1) => {
    const steps = direction > 0 ? VIEWER_ZOOM_STEPS : [...VIEWER_ZOOM_STEPS].reverse();
    // A little past the current zoom, so that a zoom near a step moves to the next one.
    const next = steps.find((zoom) => (zoom - current) * direction > current * 0.01);
    zoomTo(next ?? steps.at(-1)!);
  };
  const index = () => {
    const state = store.getState();
    return state.status === 'ready' ? state.index : 0;
  };

  const session: ViewerSession = {
    store,
    goTo: show,
    next: () => show(index() + 1),
    previous: () => show(index() - 1),
    zoomIn: (current) => step(current, 1),
    zoomOut: (current) => step(current, -1),
    zoomTo,
    handleKey(key, current) {
      const state = store.getState();
      if (state.status !== 'ready') return false;
      const actions: Record<string, () => void> = {
        ArrowRight: session.next,
        PageDown: session.next,
        ArrowLeft: session.previous,
        PageUp: session.previous,
        Home: () => show(0),
        End: () => show(state.slides.length - 1),
        '+': () => session.zoomIn(current),
        '=': () => session.zoomIn(current),
        '-': () => session.zoomOut(current),
        '0': () => zoomTo('fit'),
      };
      const action = actions[key];
      action?.();
      return Boolean(action);
    },
    dispose() {
      disposed = true;
    },
  };
  return session;
}

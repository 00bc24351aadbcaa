import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FiguraApi, FirstSlide } from '@figura/sdk-core/api';
import {
  createEditor,
  type BackgroundRemover,
  type CollaborationOptions,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import { errorText } from '@figura/sdk-core/api';
import { translator, whenTranslated, SDK_NAMESPACES, type FiguraI18n } from '@figura/sdk-core/i18n';
import { createEditorClipboard } from './editor/clipboard';
import { saveBlobAs } from './editor/save-file';
import type { EditorFonts } from './fonts/font-face';

export type EditorLoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; editor: EditorEngine };

export interface UseEditorOptions {
  api: FiguraApi;
  creationId: string;
  /** The creation and its first slide, if the host started loading them (used once). */
  firstSlide?: Promise<FirstSlide>;
  /** Read when the editor opens: the slide's fonts start loading as soon as it is here. */
  fonts?: EditorFonts;
  /** The editor's strings; it opens once they (and the slide) are here. */
  i18n: FiguraI18n;
  /** Co-editing (read when the editor opens). */
  collaboration?: CollaborationOptions;
  /** Where backdrops are removed (read when the editor opens; default: this thread). */
  backgroundRemover?: BackgroundRemover;
}

/**
 * Opens the creation in an editor engine (sdk-core's createEditor) bound to the element's window
 * (timers, clipboard, downloads), and lets go of it (saving what is pending) when the creation
 * changes or the component goes away. A new `api` or `creationId` opens a new editor.
 */
export function useEditor(
  root: RefObject<HTMLElement | null>,
  { api, creationId, firstSlide, fonts, i18n, collaboration, backgroundRemover }: UseEditorOptions,
): EditorLoadState {
  const [state, setState] = useState<EditorLoadState>({ kind: 'loading' });
  const fontsRef = useRef(fonts);
  fontsRef.current = fonts;
  const firstSlideRef = useRef(firstSlide);
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;
  const collaborationRef = useRef(collaboration);
  collaborationRef.current = collaboration;
  const removerRef = useRef(backgroundRemover);
  removerRef.current = backgroundRemover;

  // A layout effect: a slide and strings already here (the embed asks for them while this code
  // loads) open the editor in the same task, before the browser paints "Loading" for a frame.
  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    const view = container.ownerDocument.defaultView;
    let cancelled = false;
    let engine: EditorEngine | undefined;
    setState((current) => (current.kind === 'loading' ? current : { kind: 'loading' }));
    // The font code loads while the slide does, and the slide's fonts as soon as it is here:
    // the first draw waits for them.
    const fontCode = fontsRef.current === false ? undefined : import('./fonts/editor-fonts');
    fontCode?.catch(() => undefined);
    // Handed over once: a later editor (another creation, a remount) loads afresh.
    const slide = firstSlideRef.current ?? api.getFirstSlide(creationId, { checkLater: true });
    firstSlideRef.current = undefined;
    slide.then(
      (first) =>
        void fontCode
          ?.then((module) =>
            module.loadFontsForDocument(
              container.ownerDocument,
              first.document,
              fontsRef.current || undefined,
            ),
          )
          .catch(() => undefined), // the canvas reports font failures
      () => undefined, // createEditor reports a failed load
    );
    const strings = i18nRef.current;
    // The interface's strings load beside the slide (the engine waits for its own).
    const opened = Promise.all([
      createEditor({
        api,
        creationId,
        firstSlide: slide,
        i18n: strings,
        collaboration: collaborationRef.current,
        backgroundRemover: removerRef.current,
        network: view
          ? {
              subscribe(listener) {
                const online = () => listener(true);
                const offline = () => listener(false);
                view.addEventListener('online', online);
                view.addEventListener('offline', offline);
                return () => {
                  view.removeEventListener('online', online);
                  view.removeEventListener('offline', offline);
                };
              },
            }
          : undefined,
        clipboard: createEditorClipboard(() => container.ownerDocument.defaultView),
        saveFile: (blob, fileName) =>
          saveBlobAs(container, blob, fileName, translator(strings, 'editor')),
        timers: view
          ? {
              setTimeout: (callback, ms) => view.setTimeout(callback, ms),
              clearTimeout: (handle) => view.clearTimeout(handle as number),
            }
          : undefined,
      }),
      whenTranslated(strings, SDK_NAMESPACES),
    ]);
    opened.then(
      ([editor]) => {
        if (cancelled) return void editor.dispose();
        engine = editor;
        setState({ kind: 'ready', editor });
      },
      async (error: unknown) => {
        await whenTranslated(strings, SDK_NAMESPACES);
        const message = errorText(error, translator(strings, 'editor'));
        if (!cancelled) setState({ kind: 'failed', message });
      },
    );
    return () => {
      cancelled = true;
      // Saves what is pending, then lets go.
      void engine?.dispose();
    };
  }, [root, api, creationId]);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const view = root.current?.ownerDocument.defaultView;
    if (!view) return;
    const { editor } = state;
    // Leaving with unsaved work asks first (the browser words the question) and saves meanwhile.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.hasUnsavedChanges()) return;
      void editor.flush().catch(() => undefined);
      event.preventDefault();
      event.returnValue = '';
    };
    // A phone closes a tab without asking: what is typed is saved when the page is hidden.
    const onHidden = () => {
      if (view.document.visibilityState === 'hidden') void editor.flush().catch(() => undefined);
    };
    view.addEventListener('beforeunload', onBeforeUnload);
    view.document.addEventListener('visibilitychange', onHidden);
    return () => {
      view.removeEventListener('beforeunload', onBeforeUnload);
      view.document.removeEventListener('visibilitychange', onHidden);
    };
  }, [root, state]);

  return state;
}

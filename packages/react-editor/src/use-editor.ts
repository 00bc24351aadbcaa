import { useEffect, useRef, useState, type RefObject } from 'react';
import { extractErrorMessage, type FiguraApi, type FirstSlide } from '@figura/sdk-core/api';
import { createEditor, type EditorEngine } from '@figura/sdk-core/editor';
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
}

/**
 * Opens the creation in an editor engine (sdk-core's createEditor) bound to the element's window
 * (timers, clipboard, downloads), and lets go of it (saving what is pending) when the creation
 * changes or the component goes away. A new `api` or `creationId` opens a new editor.
 */
export function useEditor(
  root: RefObject<HTMLElement | null>,
  { api, creationId, firstSlide, fonts }: UseEditorOptions,
): EditorLoadState {
  const [state, setState] = useState<EditorLoadState>({ kind: 'loading' });
  const fontsRef = useRef(fonts);
  fontsRef.current = fonts;
  const firstSlideRef = useRef(firstSlide);

  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const view = container.ownerDocument.defaultView;
    let cancelled = false;
    let opened: EditorEngine | undefined;
    setState({ kind: 'loading' });
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
    createEditor({
      api,
      creationId,
      firstSlide: slide,
      clipboard: createEditorClipboard(() => container.ownerDocument.defaultView),
      saveFile: (blob, fileName) => saveBlobAs(container, blob, fileName),
      timers: view
        ? {
            setTimeout: (callback, ms) => view.setTimeout(callback, ms),
            clearTimeout: (handle) => view.clearTimeout(handle as number),
          }
        : undefined,
    }).then(
      (editor) => {
        if (cancelled) return void editor.dispose();
        opened = editor;
        setState({ kind: 'ready', editor });
      },
      (error: unknown) => {
        if (!cancelled) setState({ kind: 'failed', message: extractErrorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
      // Saves what is pending, then lets go.
      void opened?.dispose();
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
    view.addEventListener('beforeunload', onBeforeUnload);
    return () => view.removeEventListener('beforeunload', onBeforeUnload);
  }, [root, state]);

  return state;
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { extractErrorMessage, type FiguraApi, type FirstSlide } from '@figura/sdk-core/api';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { saveBlobAs } from './editor/save-file';
import { openEditorSession, type EditorSession } from './editor/session';
import type { FiguraEditor, SaveEventDetail } from './editor/types';
import type { EditorFonts } from './fonts/font-face';
import { EditorShell } from './ui/EditorShell';
import { injectEditorStyles } from './ui/styles';

export interface EditorProps {
  creationId: string;
  api: FiguraApi;
  /** Called once the editor is ready; may return a teardown run when it goes away. */
  onMount?: (editor: FiguraEditor) => void | (() => void);
  onChange?: (document: SlideDocument) => void;
  onSave?: (detail: SaveEventDetail) => void;
  className?: string;
  /**
   * Fonts loaded before text is final. Default: the bundled families of the font menu (Inter
   * and five more; regular and bold, upright and italic; Latin, extended Latin, Greek; the math
   * font for arrows), the faces the server's export uses too (@figura/sdk-core/fonts).
   * Keep the array's identity stable: a new one remounts the canvas.
   */
  fonts?: EditorFonts;
  /**
   * The creation and its first slide (`api.getFirstSlide(creationId, { checkLater: true })`) when
   * the host started loading them before the editor's code had loaded, as `<figura-editor>` does.
   * Used once, when the editor opens this creation; a slide handed over unchecked is drawn first
   * and checked right after.
   */
  firstSlide?: Promise<FirstSlide>;
}

/** Test hook: the root element (class `figura-root`) exposes its editor as `figuraEditor`. */
export interface FiguraRootElement extends HTMLDivElement {
  figuraEditor?: FiguraEditor;
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; session: EditorSession };

/**
 * Figura's editor for one creation: loads its first slide, edits it on a fabric canvas and saves
 * automatically. Every instance has its own store; several editors on one page share nothing.
 */
export function Editor({
  creationId,
  api,
  onMount,
  onChange,
  onSave,
  className,
  fonts,
  firstSlide,
}: EditorProps) {
  const rootRef = useRef<FiguraRootElement>(null);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  // Read when a session opens (fonts preload); a change of fonts remounts only the canvas.
  const fontsRef = useRef(fonts);
  fontsRef.current = fonts;
  const firstSlideRef = useRef(firstSlide);

  useLayoutEffect(() => {
    if (rootRef.current) injectEditorStyles(rootRef.current.ownerDocument);
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const view = root.ownerDocument.defaultView;
    let cancelled = false;
    let opened: EditorSession | undefined;
    setState({ kind: 'loading' });
    // The font code loads while the slide does, and the slide's fonts as soon as it is here:
    // the first draw waits for them.
    const fontCode = fontsRef.current === false ? undefined : import('./fonts/editor-fonts');
    fontCode?.catch(() => undefined);
    // Handed over once: a later session (another creation, a remount) loads afresh.
    const firstSlide = firstSlideRef.current ?? api.getFirstSlide(creationId, { checkLater: true });
    firstSlideRef.current = undefined;
    // The slide's font files start loading as soon as it is here (chosen from its text).
    firstSlide.then(
      (first) =>
        void fontCode
          ?.then((module) =>
            module.loadFontsForDocument(
              root.ownerDocument,
              first.document,
              fontsRef.current || undefined,
            ),
          )
          .catch(() => undefined), // the canvas reports font failures
      () => undefined, // the session reports a failed load
    );
    openEditorSession({
      api,
      creationId,
      firstSlide,
      saveFile: (blob, fileName) => saveBlobAs(root, blob, fileName),
      timers: view
        ? {
            setTimeout: (callback, ms) => view.setTimeout(callback, ms),
            clearTimeout: (handle) => view.clearTimeout(handle as number),
          }
        : undefined,
    }).then(
      (session) => {
        if (cancelled) return session.dispose();
        opened = session;
        root.figuraEditor = session.editor;
        setState({ kind: 'ready', session });
      },
      (error: unknown) => {
        if (!cancelled) setState({ kind: 'failed', message: extractErrorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
      if (opened) {
        // Keep the user's last edits: save what is pending before letting go.
        void opened.autosave
          .flush()
          .catch(() => undefined)
          .finally(() => opened?.dispose());
        if (root.figuraEditor === opened.editor) delete root.figuraEditor;
      }
    };
  }, [api, creationId]);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const view = rootRef.current?.ownerDocument.defaultView;
    if (!view) return;
    const { autosave } = state.session;
    // Leaving with unsaved work asks first (the browser words the question) and saves meanwhile.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.hasUnsavedChanges()) return;
      void autosave.flush().catch(() => undefined);
      event.preventDefault();
      event.returnValue = '';
    };
    view.addEventListener('beforeunload', onBeforeUnload);
    return () => view.removeEventListener('beforeunload', onBeforeUnload);
  }, [state]);

  return (
    <div
      ref={rootRef}
      className={className ? `figura-root ${className}` : 'figura-root'}
      data-state={state.kind}
    >
      {state.kind === 'loading' ? (
        <p className="figura-message" role="status">
          Loading…
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="figura-message" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <EditorShell
          session={state.session}
          onMount={onMount}
          onChange={onChange}
          onSave={onSave}
          fonts={fonts}
          onUnreadable={(error) =>
            setState({ kind: 'failed', message: extractErrorMessage(error) })
          }
        />
      ) : null}
    </div>
  );
}

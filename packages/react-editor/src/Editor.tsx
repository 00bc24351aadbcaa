import { useLayoutEffect, useRef, useState } from 'react';
import { extractErrorMessage, type FiguraApi, type FirstSlide } from '@figura/sdk-core/api';
import type { EditorErrorDetail, FiguraEditor, SaveEventDetail } from '@figura/sdk-core/editor';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { EditorFonts } from './fonts/font-face';
import { EditorShell } from './ui/EditorShell';
import { exposeForTests } from './test-hooks';
import { injectEditorStyles } from './ui/styles';
import { useEditor } from './use-editor';

export interface EditorProps {
  creationId: string;
  api: FiguraApi;
  /** Called once the editor is ready; may return a teardown run when it goes away. */
  onMount?: (editor: FiguraEditor) => void | (() => void);
  onChange?: (document: SlideDocument) => void;
  onSave?: (detail: SaveEventDetail) => void;
  /**
   * Something failed that the host may want to show or log: the creation could not be opened
   * (kind 'load'), a save failed or was refused, a slide operation or a download failed. The
   * editor shows these itself too.
   */
  onError?: (detail: EditorErrorDetail) => void;
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
  /**
   * The nonce of the page's Content-Security-Policy for styles. Only browsers that cannot adopt
   * constructed stylesheets (Safari before 16.4) need it: they get the editor's styles as a
   * <style> element, which a policy without 'unsafe-inline' refuses unless it carries the nonce.
   */
  styleNonce?: string;
}

/**
 * Figura's editor for one creation: loads its first slide, edits it on a fabric canvas and saves
 * automatically. Every instance has its own editor engine; several editors on one page share
 * nothing.
 */
export function Editor({
  creationId,
  api,
  onMount,
  onChange,
  onSave,
  onError,
  className,
  fonts,
  firstSlide,
  styleNonce,
}: EditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const state = useEditor(rootRef, { api, creationId, firstSlide, fonts });
  // The first slide turned out not to be a Figura document (checked after the first draw).
  const [unreadable, setUnreadable] = useState<{ editor: FiguraEditor; message: string }>();
  const failed =
    state.kind === 'failed'
      ? state.message
      : state.kind === 'ready' && unreadable && unreadable.editor === state.editor
        ? unreadable.message
        : undefined;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useLayoutEffect(() => {
    if (rootRef.current) injectEditorStyles(rootRef.current.ownerDocument, styleNonce);
  }, [styleNonce]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (state.kind === 'failed')
      onErrorRef.current?.({ kind: 'load', message: state.message, error: state.message });
    if (!root || state.kind !== 'ready') return;
    // Test builds only (test-hooks.ts): the root element (class `figura-root`) exposes the editor.
    return exposeForTests(root, 'figuraEditor', state.editor);
  }, [state]);

  const kind = failed !== undefined ? 'failed' : state.kind;
  return (
    <div
      ref={rootRef}
      className={className ? `figura-root ${className}` : 'figura-root'}
      data-state={kind}
    >
      {kind === 'loading' ? (
        <p className="figura-message" role="status">
          Loading…
        </p>
      ) : null}
      {failed !== undefined ? (
        <p className="figura-message" role="alert">
          {failed}
        </p>
      ) : null}
      {state.kind === 'ready' && failed === undefined ? (
        <EditorShell
          editor={state.editor}
          onMount={onMount}
          onChange={onChange}
          onSave={onSave}
          onError={onError}
          fonts={fonts}
          onUnreadable={(error) =>
            setUnreadable({ editor: state.editor, message: extractErrorMessage(error) })
          }
        />
      ) : null}
    </div>
  );
}

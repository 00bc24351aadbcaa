import { useLayoutEffect, useRef, useState } from 'react';
import type { FiguraApi, FirstSlide } from '@figura/sdk-core/api';
import type {
  BackgroundRemover,
  CollaborationOptions,
  EditorErrorDetail,
  FiguraEditor,
  SaveEventDetail,
} from '@figura/sdk-core/editor';
import { errorText } from '@figura/sdk-core/api';
import { createFiguraI18n, type FiguraI18n } from '@figura/sdk-core/i18n';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { EditorFonts } from './fonts/font-face';
import { I18nProvider, useTranslator } from './i18n/translation';
import { EditorShell } from './shell/EditorShell';
import { UpgradeUrlProvider } from './ui/upgrade-link';
import { exposeForTests } from './test-hooks';
import { injectEditorStyles } from './shell/styles';
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
  /**
   * The editor's strings: an instance from `createFiguraI18n` (@figura/sdk-core/i18n) with the
   * host's language, locales folder or own strings, or the app's own instance to share it. Read
   * when the editor opens. Default: an instance of this editor's own with Figura's English.
   */
  i18n?: FiguraI18n;
  /**
   * Co-edit live with others on the API's rooms (read when the editor opens): the API's URL, a
   * token getter and the person's name. Without it the editor saves over REST alone.
   */
  collaboration?: CollaborationOptions;
  /**
   * Where a picture's backdrop is removed (read when the editor opens): `removeInWorker` of
   * @figura/sdk-core/editor with the host's worker keeps the canvas responsive on large photos.
   * Default: in the page's thread.
   */
  backgroundRemover?: BackgroundRemover;
  /**
   * The host's plans page (the portal's `/pricing/`): a plan's upsell notes in the editor link to
   * it ("See plans and upgrade"). Without it they say what the plan allows, with no link.
   */
  upgradeUrl?: string;
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
  i18n: hostI18n,
  collaboration,
  backgroundRemover,
  upgradeUrl,
}: EditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Never a global instance: two editors on a page keep their hosts' strings apart.
  const [firstI18n] = useState(() => hostI18n ?? createFiguraI18n());
  const i18n = hostI18n ?? firstI18n;
  const { t, ready } = useTranslator(i18n, 'editor');
  const state = useEditor(rootRef, {
    api,
    creationId,
    firstSlide,
    fonts,
    i18n,
    collaboration,
    backgroundRemover,
  });
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
        <p className="figura-message" role="status" aria-busy="true">
          {ready ? t('loading') : null}
        </p>
      ) : null}
      {failed !== undefined ? (
        <p className="figura-message" role="alert">
          {failed}
        </p>
      ) : null}
      {state.kind === 'ready' && failed === undefined ? (
        <I18nProvider i18n={state.editor.i18n}>
          <UpgradeUrlProvider url={upgradeUrl}>
            <EditorShell
              editor={state.editor}
              onMount={onMount}
              onChange={onChange}
              onSave={onSave}
              onError={onError}
              fonts={fonts}
              onUnreadable={(error) =>
                setUnreadable({ editor: state.editor, message: errorText(error, t) })
              }
            />
          </UpgradeUrlProvider>
        </I18nProvider>
      ) : null}
    </div>
  );
}

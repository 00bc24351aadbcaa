import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorText } from '@figura/sdk-core/api';
import { createFiguraI18n, SDK_NAMESPACES } from '@figura/sdk-core/i18n';
import { createViewerSession } from '@figura/sdk-core/viewer';
import type { CommentsApi } from '@figura/sdk-core/api';
import { I18nProvider, useTranslator } from '../i18n/translation';
import type { CreationViewerProps } from './types';
import { ViewerCanvas } from './ViewerCanvas';
import { ViewerComments } from './ViewerComments';
import { injectViewerStyles } from './viewer-styles';

/** The comment calls, when the API given has them (createApiClient's client does). */
function commentCallsOf(api: CreationViewerProps['api']): CommentsApi | undefined {
  const calls = api as CreationViewerProps['api'] & Partial<CommentsApi>;
  return typeof calls.listComments === 'function' ? (calls as CommentsApi) : undefined;
}

/**
 * A read-only look at a creation: one slide at a time drawn by the editor's renderer, previous
 * and next, zoom (fit, steps, the keys people expect). A shell over sdk-core's viewer session;
 * every viewer has its own, so two on a page share nothing.
 */
export function CreationViewer({
  api,
  creationId,
  startAt,
  i18n: hostI18n,
  styleNonce,
  className,
  onReady,
  onSlideChange,
  onError,
}: CreationViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [ownI18n] = useState(() => hostI18n ?? createFiguraI18n({ ns: SDK_NAMESPACES }));
  const i18n = hostI18n ?? ownI18n;
  const { t, ready } = useTranslator(i18n, 'editor');
  const commentApi = commentCallsOf(api);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [session] = useState(() => createViewerSession({ api, creationId, startAt }));
  useEffect(() => () => session.dispose(), [session]);
  const state = useSyncExternalStore(session.store.subscribe, session.store.getState);
  // The zoom the slide is drawn at, which `fit` decides: zooming steps on from it.
  const [scale, setScale] = useState(1);
  const latest = useRef({ onReady, onSlideChange, onError });
  latest.current = { onReady, onSlideChange, onError };

  useLayoutEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (doc) injectViewerStyles(doc, styleNonce);
  }, [styleNonce]);

  const failure = state.status === 'failed' ? errorText(state.error, t) : undefined;
  const slideFailure =
    state.status === 'ready' && state.slideError ? errorText(state.slideError, t) : undefined;
  useEffect(() => {
    if (failure) latest.current.onError?.({ kind: 'load', message: failure });
  }, [failure]);
  useEffect(() => {
    if (slideFailure) latest.current.onError?.({ kind: 'slide', message: slideFailure });
  }, [slideFailure]);
  const readyName = state.status === 'ready' ? state.creation.name : undefined;
  useEffect(() => {
    if (state.status !== 'ready') return;
    latest.current.onReady?.({
      creationId,
      name: state.creation.name,
      slideCount: state.slides.length,
    });
    // Once, when the creation has been read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyName]);
  const shownSlide = state.status === 'ready' ? state.slides[state.index]?.id : undefined;
  useEffect(() => {
    if (state.status === 'ready' && shownSlide)
      latest.current.onSlideChange?.({ index: state.index, slideId: shownSlide });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownSlide]);

  const root = (children: React.ReactNode, busy = false) => (
    <div
      ref={rootRef}
      className={`figura-root figura-viewer${className ? ` ${className}` : ''}`}
      data-state={state.status}
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );

  if (state.status === 'loading')
    return root(
      <p className="figura-message" role="status">
        {ready ? t('viewer.loading') : null}
      </p>,
      true,
    );
  if (state.status === 'failed')
    return root(
      <p className="figura-message" role="alert">
        {failure}
      </p>,
    );

  const total = state.slides.length;
  const number = state.index + 1;
  const position = t('viewer.slideOf', { number, total });
  const label = state.document?.alt?.trim() || position;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Keys typed into a control (a button's Space/Enter) stay the control's.
    const controlKey = event.key === 'Enter' || event.key === ' ';
    if (event.target !== event.currentTarget && controlKey) return;
    if (session.handleKey(event.key, scale)) event.preventDefault();
  };

  return (
    <div
      ref={rootRef}
      className={`figura-root figura-viewer${className ? ` ${className}` : ''}`}
      data-state={state.status}
      role="region"
      aria-label={t('viewer.region', { name: state.creation.name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="figura-viewer-bar" role="toolbar" aria-label={t('viewer.toolbar')}>
        <h2 className="figura-viewer-title">{state.creation.name}</h2>
        <button
          type="button"
          className="figura-button"
          onClick={session.previous}
          disabled={state.index <= 0}
          aria-label={t('viewer.previous')}
          title={t('viewer.previous')}
        >
          ‹
        </button>
        <span className="figura-viewer-count" aria-live="polite">
          {total === 0 ? t('viewer.noSlides') : position}
        </span>
        <button
          type="button"
          className="figura-button"
          onClick={session.next}
          disabled={state.index >= total - 1}
          aria-label={t('viewer.next')}
          title={t('viewer.next')}
        >
          ›
        </button>
        <button
          type="button"
          className="figura-button"
          onClick={() => session.zoomOut(scale)}
          aria-label={t('viewer.zoomOut')}
          title={t('viewer.zoomOut')}
        >
          −
        </button>
        <output className="figura-viewer-zoom" aria-label={t('viewer.zoom')}>
          {t('viewer.percent', { percent: Math.round(scale * 100) })}
        </output>
        <button
          type="button"
          className="figura-button"
          onClick={() => session.zoomIn(scale)}
          aria-label={t('viewer.zoomIn')}
          title={t('viewer.zoomIn')}
        >
          +
        </button>
        <button
          type="button"
          className="figura-button"
          onClick={() => session.zoomTo('fit')}
          aria-pressed={state.zoom === 'fit'}
        >
          {t('viewer.fit')}
        </button>
        {commentApi && state.creation.access ? (
          <button
            type="button"
            className="figura-button"
            onClick={() => setCommentsOpen((open) => !open)}
            aria-pressed={commentsOpen}
          >
            {t('comments.title')}
          </button>
        ) : null}
      </div>
      <div className="figura-viewer-body">
        <div className={`figura-viewer-stage${state.zoom === 'fit' ? ' figura-viewer-fit' : ''}`}>
          {slideFailure ? (
            <p className="figura-message" role="alert">
              {slideFailure}
            </p>
          ) : state.document ? (
            <ViewerCanvas
              document={state.document}
              zoom={state.zoom}
              label={label}
              onScale={setScale}
            />
          ) : total > 0 ? (
            <p className="figura-message" role="status" aria-busy="true">
              {t('viewer.loadingSlide')}
            </p>
          ) : null}
        </div>
        {commentApi && commentsOpen && shownSlide ? (
          <I18nProvider i18n={i18n}>
            <ViewerComments
              api={commentApi}
              creationId={creationId}
              slideId={shownSlide}
              document={state.document}
              access={state.creation.access}
              root={rootRef}
              onClose={() => setCommentsOpen(false)}
            />
          </I18nProvider>
        ) : null}
      </div>
    </div>
  );
}

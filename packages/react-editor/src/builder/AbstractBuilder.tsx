import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BUILDER_NAMESPACES, createFiguraI18n } from '@figura/sdk-core/i18n';
import { I18nProvider, useTranslator } from '../i18n/translation';
import { LIBRARY_CSS } from '../panels/library/library-styles';
import { addStyleSheet } from '../ui/stylesheet';
import { BuilderShell } from './BuilderShell';
import { injectBuilderStyles } from './builder-styles';
import type { AbstractBuilderProps } from './types';
import { useBuilder } from './use-builder';

const noop = () => undefined;

/**
 * The graphical-abstract builder: guided steps (template, colours, title and key finding,
 * topics with illustrations from the library, export to the journal's profile) over sdk-core's
 * builder store, a live preview drawn by the editor's renderer, the work saved through the API
 * as the author goes. Every instance has its own store and session: builders on one page share
 * nothing.
 */
export function AbstractBuilder({
  api,
  profile = 'cell',
  creationId,
  resume = false,
  resumeList,
  initialState,
  initialTemplate,
  workspace,
  allowExportAnyway = false,
  chooseJournal = false,
  onJournalChange,
  i18n: hostI18n,
  styleNonce,
  className,
  onReady,
  onChange,
  onExport,
  onCancel,
  onContinue,
  onError,
}: AbstractBuilderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Never a global instance: two builders on a page keep their hosts' strings apart.
  const [ownI18n] = useState(() => hostI18n ?? createFiguraI18n({ ns: BUILDER_NAMESPACES }));
  const i18n = hostI18n ?? ownI18n;
  const { t, ready } = useTranslator(i18n, 'builder');
  const latest = useRef({ allowExportAnyway, onExport, onError, onJournalChange });
  latest.current = { allowExportAnyway, onExport, onError, onJournalChange };
  const state = useBuilder(rootRef, {
    api,
    i18n,
    profile,
    creationId,
    resume,
    resumeList,
    initialState,
    initialTemplate,
    workspace,
    allowExportAnyway: () => latest.current.allowExportAnyway,
    chooseJournal,
    onJournalChange: (id) => latest.current.onJournalChange?.(id),
    onExport: (detail) => (latest.current.onExport ?? noop)(detail),
    onLateLoadError: (message) => latest.current.onError?.({ kind: 'load', message }),
  });

  useEffect(() => {
    if (state.kind === 'failed') latest.current.onError?.({ kind: 'load', message: state.message });
  }, [state]);

  useLayoutEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return;
    injectBuilderStyles(doc, styleNonce);
    // The library's results grid (a topic's search) is the editor's.
    addStyleSheet(doc, 'library', LIBRARY_CSS, styleNonce);
  }, [styleNonce]);

  return (
    <div
      ref={rootRef}
      className={`figura-root figura-builder${className ? ` ${className}` : ''}`}
      data-state={state.kind}
    >
      {state.kind === 'loading' ? (
        <p className="figura-message" role="status" aria-busy="true">
          {ready ? t('loading') : null}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="figura-message" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <I18nProvider i18n={i18n}>
          <BuilderShell
            model={state.model}
            allowExportAnyway={allowExportAnyway}
            onCancel={onCancel}
            onContinue={onContinue}
            onReady={onReady}
            onChange={onChange}
            onError={onError}
          />
        </I18nProvider>
      ) : null}
    </div>
  );
}

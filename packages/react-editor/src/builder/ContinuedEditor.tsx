import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { FiguraApi } from '@figura/sdk-core/api';
import { checkJournalFile, createExportFlow, exportJournalFile } from '@figura/sdk-core/builder';
import type { FiguraEditor } from '@figura/sdk-core/editor';
import type { FiguraI18n } from '@figura/sdk-core/i18n';
import { profileById, profileLabel, type JournalProfile } from '@figura/sdk-core/preflight';
import { I18nProvider, useTranslation } from '../i18n/translation';
import { injectBuilderStyles } from './builder-styles';
import { ExportOutcome } from './ExportOutcome';
import type { BuilderExportDetail, BuilderProfile } from './types';
import { journalProfile } from './use-builder';

/** What the bar asks of the editor below it. */
export type ContinuedEditorTarget = Pick<
  FiguraEditor,
  'getDocument' | 'getCurrentSlideId' | 'getName' | 'flush' | 'openPanel'
>;

export interface ContinuedEditorProps {
  api: FiguraApi;
  profile: BuilderProfile;
  creationId: string;
  /** The editor once it takes input (undefined while it opens). */
  editor: ContinuedEditorTarget | undefined;
  i18n: FiguraI18n;
  allowExportAnyway?: boolean;
  styleNonce?: string;
  /** Where the host puts its editor (the custom element its `<figura-editor>`). */
  onEditorHost: (host: HTMLElement | null) => void;
  /** The journal's file, checked against its profile, as the builder's export hands it over. */
  onExport: (detail: BuilderExportDetail) => void;
}

/**
 * The editor a journal's author continued in from the builder, under a bar that keeps the way to
 * the submission: the journal's file, checked against its profile first (problems open the
 * editor's Preflight panel, where each is explained and most fix in a click), then drawn through
 * the API and handed to the page as the builder's export is.
 */
export function ContinuedEditor(props: ContinuedEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (doc) injectBuilderStyles(doc, props.styleNonce);
  }, [props.styleNonce]);
  return (
    <div ref={rootRef} className="figura-root figura-builder figura-builder-continued">
      <I18nProvider i18n={props.i18n}>
        <JournalBar {...props} />
      </I18nProvider>
      <div className="figura-builder-continued-editor" ref={props.onEditorHost} />
    </div>
  );
}

function JournalBar({
  api,
  profile: given,
  creationId,
  editor,
  allowExportAnyway = false,
  onExport,
}: ContinuedEditorProps) {
  const { t } = useTranslation('builder');
  const { t: tEditor } = useTranslation('editor');
  const [profile, setProfile] = useState<JournalProfile | undefined>(
    typeof given === 'object' ? given : undefined,
  );
  useEffect(() => {
    let live = true;
    void journalProfile(api, given).then(
      (found) => live && setProfile(typeof found === 'string' ? profileById(found) : found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, given]);

  // The flow reads the editor, the journal and the host's wishes when it runs.
  const latest = useRef({ editor, profile, onExport, allowExportAnyway, t, tEditor });
  latest.current = { editor, profile, onExport, allowExportAnyway, t, tEditor };
  const [flow] = useState(() =>
    createExportFlow({
      allowAnyway: () => latest.current.allowExportAnyway,
      onExport: (exported) => latest.current.onExport(exported),
      session: {
        check: () => {
          const { editor, profile, tEditor } = latest.current;
          return checkJournalFile(editor!.getDocument(), profile!, tEditor);
        },
        exportFile: async ({ anyway, onProgress } = {}) => {
          const { editor, profile, t } = latest.current;
          await editor!.flush();
          return exportJournalFile({
            api,
            creationId,
            slideId: editor!.getCurrentSlideId(),
            document: editor!.getDocument(),
            profile: profile!,
            name: editor!.getName() || t('untitled'),
            anyway,
            onProgress,
          });
        },
      },
    }),
  );
  const state = useStore(flow.state);
  const lastAnyway = useRef(false);
  const run = (anyway = false) => {
    lastAnyway.current = anyway;
    void flow.run({ anyway }).catch(() => undefined);
  };

  const file = profile?.files[0];
  const profileName = profile ? profileLabel(profile, tEditor) : '';
  const errors = state.checked?.problems.filter((problem) => problem.severity === 'error') ?? [];
  return (
    <>
      <div className="figura-builder-header">
        <h2>{t('heading')}</h2>
        {profile ? (
          <span className="figura-builder-hint">
            {t('continued.hint', { profile: profileName })}
          </span>
        ) : null}
        <span className="figura-spacer" />
        {file ? (
          <button
            type="button"
            className="figura-button figura-primary"
            disabled={!editor || state.phase === 'exporting'}
            aria-busy={state.phase === 'exporting'}
            onClick={() => run()}
          >
            {t('export.button', { format: file.format.toUpperCase() })}
          </button>
        ) : null}
      </div>
      <div className="figura-builder-continued-outcome" aria-live="polite">
        <ExportOutcome
          state={state}
          onRetry={() => run(lastAnyway.current)}
          problems={
            <div role="alert" className="figura-builder-actions">
              <span>{t('continued.blocked', { count: errors.length, profile: profileName })}</span>
              <button
                type="button"
                className="figura-button figura-secondary"
                onClick={() => editor?.openPanel('preflight')}
              >
                {t('continued.showProblems')}
              </button>
              {allowExportAnyway ? (
                <button
                  type="button"
                  className="figura-button figura-secondary"
                  onClick={() => run(true)}
                >
                  {t('export.anyway')}
                </button>
              ) : null}
            </div>
          }
        />
      </div>
    </>
  );
}

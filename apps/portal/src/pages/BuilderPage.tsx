import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AbstractBuilder } from '@figura/react-editor/builder';
import { useTranslation } from '@figura/react-editor/i18n';
import { isJournalProfileId } from '@figura/sdk-core/preflight';
import { useSession } from '../session/SessionContext';
import { useRefreshCreationsOnLeave } from '../cache/queries';
import { UpsellPrompt } from '../account/UpsellPrompt';
import { creationsCapReached, useCreationsRoom } from '../account/creations-room';
import { PortalHeader } from '../navigation/PortalHeader';

/**
 * /builder (a new graphical abstract; `?template=1..5` starts on a template, as the gallery's
 * "Use template" does; `?journal=cell` for a journal, which the author can change;
 * `?workspace=<team id>` makes it in that team's workspace) and /builder/:creationId (reopens one
 * the builder made). The builder saves as the author goes; once it has made the creation the
 * address names it, so a reload comes back to the same work. "Continue in the editor" opens /editor/:id.
 */
export default function BuilderPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { api } = useSession();
  // A rename or a new creation here shows in the lists on the way back.
  useRefreshCreationsOnLeave();
  const { t, i18n } = useTranslation('portal');
  const navigate = useNavigate();
  // What the builder opened with: the address changing to name its creation opens nothing anew.
  const [opened] = useState(() => {
    const journal = search.get('journal') ?? '';
    const workspace = search.get('workspace') ?? undefined;
    return {
      creationId: params.creationId,
      template: Number(search.get('template')) || undefined,
      profile: isJournalProfileId(journal) ? journal : undefined,
      workspace,
      // Back where the abstract was started: the team's workspace, or My creations.
      home: workspace ? `/workspace/${encodeURIComponent(workspace)}` : '/my-creations',
    };
  });

  // A new abstract is a new creation: at the plan's cap the prompt comes first, not after the
  // author's work is refused.
  const { planQuery } = useCreationsRoom();
  const plan = planQuery.data;
  const full = opened.creationId ? null : creationsCapReached(plan);
  // Asked before a new abstract opens (a moment), so the builder never gives way to the prompt;
  // a full cap from the cache is read again first.
  const waiting =
    !opened.creationId && (planQuery.isPending || (full !== null && planQuery.isFetching));

  return (
    <div className="editor-page">
      <PortalHeader>
        <Link to={opened.home} className="back-link">
          {opened.workspace ? t('editorPage.backToWorkspace') : t('editorPage.back')}
        </Link>
      </PortalHeader>
      <main className="editor-host">
        {waiting ? (
          <p className="page-message" aria-busy="true">
            {t('editorPage.openingBuilder')}
          </p>
        ) : full ? (
          <div className="page-message">
            <UpsellPrompt limit={full} onClose={() => navigate(opened.home)} />
          </div>
        ) : (
          <AbstractBuilder
            api={api}
            i18n={i18n}
            creationId={opened.creationId}
            initialTemplate={opened.template}
            profile={opened.profile}
            workspace={opened.workspace}
            chooseJournal
            allowExportAnyway
            // The address remembers the journal for a reload of a new abstract (a saved one
            // reopens at the journal it was made for).
            onJournalChange={(journal) => {
              const next = new URLSearchParams(window.location.search);
              next.set('journal', journal);
              navigate({ search: `?${next}` }, { replace: true });
            }}
            onChange={({ creationId }) => {
              if (creationId && creationId !== params.creationId)
                navigate(
                  `/builder/${creationId}${opened.workspace ? `?workspace=${encodeURIComponent(opened.workspace)}` : ''}`,
                  { replace: true },
                );
            }}
            onExport={({ file, fileName }) => saveFile(file, fileName)}
            onCancel={() => navigate(opened.home)}
            onContinue={(creationId) => navigate(`/editor/${creationId}`)}
          />
        )}
      </main>
    </div>
  );
}

/** The exported file as a download (the portal is the author's own page). */
function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

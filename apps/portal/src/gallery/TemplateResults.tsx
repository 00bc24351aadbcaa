import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '@figura/react-editor/boundary';
import { PartBoundary } from '../navigation/part-boundary';
import { useNavigate, useSearchParams } from 'react-router';
import { createCreationFromTemplate, errorText } from '@figura/sdk-core/api';
import type {
  CreationType,
  JournalProfileId,
  LibraryTemplateSummary,
  PlanLimitReply,
} from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useTemplateResults } from '../cache/queries';
import { useCreationsRoom } from '../account/creations-room';
import { JournalOptions } from '../journals/JournalOptions';
import { useJournalProfiles } from '../journals/useJournalProfiles';
import { UpsellPrompt, planLimitOf } from '../account/UpsellPrompt';
import { useSession } from '../session/SessionContext';
import { addressWith } from './address';

// The builder's templates come with their drawing code: loaded with this view only.
const BuilderTemplates = lazyPart(() => import('./BuilderTemplates'));

/** The kinds of template a user can narrow to, in the order of "New …" on /my-creations. */
export const TEMPLATE_KINDS: readonly CreationType[] = [
  'abstract',
  'slide',
  'infographic',
  'poster',
];

/**
 * The library's templates with their previews. "Use template" makes a creation of the template's
 * type and size holding it and opens the editor; signed out, it goes to sign in first.
 */
export function TemplateResults() {
  const { t } = useTranslation('portal');
  // The kind (?kind=) and the journal (?journal=) are in the address: a link narrows (My
  // creations' "templates by kind"), a reload keeps them and Back goes to the last one.
  const [params, setParams] = useSearchParams();
  const kind = TEMPLATE_KINDS.find((known) => known === params.get('kind')) ?? null;
  const journals = useJournalProfiles();
  // A journal's templates are graphical abstracts in its shape: choosing one narrows to those.
  const asked = params.get('journal');
  const journal =
    asked && (!journals || journals.some((profile) => profile.id === asked))
      ? (asked as JournalProfileId)
      : null;
  const narrow = (next: { kind: CreationType | null; journal: JournalProfileId | null }) =>
    setParams((current) => addressWith(current, next));
  const chosenJournal = journals?.find((profile) => profile.id === journal);
  const results = useTemplateResults(journal ? 'abstract' : kind, journal);
  const templates = results.data ?? [];
  const status = results.isError ? 'failed' : results.isFetching ? 'loading' : 'ready';
  // At the plan's cap the prompt says so once, above the templates (inside the card it stretched
  // its whole row), brought into view where the person is.
  const [limit, setLimit] = useState<PlanLimitReply | null>(null);
  const limitRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (limit) limitRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [limit]);
  // A builder template opens the builder on a new creation: at the cap the prompt comes first.
  const { capReached } = useCreationsRoom();
  const roomForOne = async () => {
    const reached = await capReached();
    if (reached) setLimit(reached);
    return !reached;
  };

  return (
    <>
      <div role="group" aria-label={t('gallery.templates.kind')} className="gallery-tags">
        {[null, ...TEMPLATE_KINDS].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="tag"
            aria-pressed={kind === value}
            onClick={() =>
              narrow({
                kind: value,
                journal: value === null || value === 'abstract' ? journal : null,
              })
            }
          >
            {value ? t(`gallery.templates.kinds.${value}`) : t('gallery.templates.allKinds')}
          </button>
        ))}
        {/* Journals ask for graphical abstracts only: no journal to choose for a poster. */}
        {kind === null || kind === 'abstract' ? (
          <label className="tag-add">
            <span>{t('gallery.templates.journal')}</span>
            <select
              value={journal ?? ''}
              disabled={!journals}
              onChange={(event) => {
                const chosen = journals?.find((profile) => profile.id === event.target.value);
                const id = (chosen?.id as JournalProfileId | undefined) ?? null;
                narrow({ kind: id ? 'abstract' : kind, journal: id });
              }}
            >
              <option value="">{t('gallery.templates.anyJournal')}</option>
              <JournalOptions profiles={journals} />
            </select>
          </label>
        ) : null}
      </div>
      {chosenJournal && (
        <p className="gallery-intro">
          {t('gallery.templates.journalIntro', {
            name: chosenJournal.name,
            width: chosenJournal.canvas.width,
            height: chosenJournal.canvas.height,
          })}
        </p>
      )}
      {kind === null || kind === 'abstract' || journal ? (
        <PartBoundary>
          <BuilderTemplates journal={journal} roomForOne={roomForOne} />
        </PartBoundary>
      ) : null}
      <section aria-labelledby="templates-heading" aria-busy={status === 'loading'}>
        <h2 id="templates-heading" className="gallery-count">
          {status === 'ready'
            ? t('gallery.templates.count', { count: templates.length })
            : t('gallery.templates.label')}
        </h2>
        {status === 'failed' && (
          <p role="alert" className="alert error">
            {t('gallery.templates.failed')} {errorText(results.error, t)}{' '}
            <button type="button" className="link-button" onClick={() => void results.refetch()}>
              {t('tryAgain')}
            </button>
          </p>
        )}
        {status === 'loading' && templates.length === 0 && <p>{t('gallery.templates.loading')}</p>}
        {status === 'ready' && templates.length === 0 && (
          <p className="empty-state">
            {journal ? t('gallery.templates.emptyForJournal') : t('gallery.templates.empty')}
          </p>
        )}
        {limit && (
          <div ref={limitRef}>
            <UpsellPrompt limit={limit} onClose={() => setLimit(null)} />
          </div>
        )}
        {templates.length > 0 && (
          <ul className="gallery-grid template-grid" aria-label={t('gallery.templates.label')}>
            {templates.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} onLimit={setLimit} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function TemplateCard({
  template,
  onLimit,
}: {
  template: LibraryTemplateSummary;
  /** The plan's cap was reached: the list shows the prompt. */
  onLimit: (limit: PlanLimitReply) => void;
}) {
  const { t } = useTranslation('portal');
  const { api, user, loginUrl } = useSession();
  const navigate = useNavigate();
  const [using, setUsing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `template-${template.id}`;

  async function use() {
    if (!user) {
      // Back to the gallery after signing in; the user chooses again (nothing is made unasked).
      window.location.assign(loginUrl(window.location.href));
      return;
    }
    setUsing(true);
    setError(null);
    try {
      const creation = await createCreationFromTemplate(api, template.id);
      navigate(`/editor/${creation.id}`);
    } catch (caught) {
      // At the plan's cap: the prompt with what the plan allows and the way to upgrade.
      const reached = planLimitOf(caught);
      if (reached) onLimit(reached);
      else setError(errorText(caught, t));
      setUsing(false);
    }
  }

  return (
    <article className="gallery-card template-card" aria-labelledby={headingId}>
      <img
        src={api.libraryTemplatePreviewUrl(template.id)}
        alt={t('gallery.templates.preview', { title: template.title })}
        loading="lazy"
        width={240}
        height={Math.round((240 * template.height) / template.width)}
      />
      <h3 id={headingId} className="gallery-card-title">
        {template.title}
      </h3>
      <span className="gallery-card-meta">
        {t('gallery.templates.meta', {
          kind: t(`gallery.templates.kinds.${template.type}`),
          width: template.width,
          height: template.height,
        })}
      </span>
      <span className="gallery-card-meta">
        {t('gallery.templates.credits', {
          authors: [...new Set(template.items.map((item) => item.author.name))].join(', '),
        })}
      </span>
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button primary"
        disabled={using}
        aria-busy={using}
        // Named with its template: a list of buttons all called "Use template" says nothing.
        aria-label={
          using || !user ? undefined : t('gallery.templates.useNamed', { title: template.title })
        }
        aria-describedby={using || !user ? headingId : undefined}
        onClick={() => void use()}
      >
        {using
          ? t('gallery.templates.using')
          : user
            ? t('gallery.templates.use')
            : t('gallery.templates.signInToUse')}
      </button>
    </article>
  );
}

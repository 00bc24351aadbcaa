import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createCreationFromTemplate, errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/** The kinds "Start from a template" links to (the gallery's ?type=templates&kind=). */
const TEMPLATE_LINKS = ['abstract', 'slide', 'infographic', 'poster'] as const;

/**
 * What a new person's empty My creations offers (issue 30's first run): the ways in, each
 * saying what it gives, templates by kind, and a finished sample to open and take apart.
 */
export function FirstRun({ onBlankSlide, busy }: { onBlankSlide: () => void; busy: boolean }) {
  const { t } = useTranslation('portal');
  const { api } = useSession();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** The library's first graphical abstract, as the person's own creation, opened. */
  async function openSample() {
    setOpening(true);
    setProblem(null);
    try {
      const { templates } = await api.listLibraryTemplates({ type: 'abstract', journal: 'none' });
      const sample = templates[0];
      if (!sample) throw new Error(t('myCreations.firstRun.noSample'));
      const creation = await createCreationFromTemplate(api, sample.id, {
        name: t('myCreations.firstRun.sampleName', { title: sample.title }),
      });
      navigate(`/editor/${creation.id}`);
    } catch (caught) {
      setProblem(errorText(caught, t));
      setOpening(false);
    }
  }

  return (
    <section className="first-run" aria-labelledby="first-run-heading">
      <FirstRunPicture />
      <div className="first-run-body">
        <h3 id="first-run-heading">{t('myCreations.firstRun.title')}</h3>
        <p>{t('myCreations.firstRun.intro')}</p>
        <ul className="first-run-ways">
          <li>
            <Link className="button primary" to="/builder">
              {t('myCreations.firstRun.builder')}
            </Link>
            <span>{t('myCreations.firstRun.builderHint')}</span>
          </li>
          <li>
            <Link className="button" to="/gallery">
              {t('myCreations.firstRun.gallery')}
            </Link>
            <span>{t('myCreations.firstRun.galleryHint')}</span>
          </li>
          <li>
            <button type="button" className="button" onClick={onBlankSlide} disabled={busy}>
              {t('myCreations.firstRun.blank')}
            </button>
            <span>{t('myCreations.firstRun.blankHint')}</span>
          </li>
          <li>
            <button
              type="button"
              className="button"
              onClick={() => void openSample()}
              disabled={opening}
              aria-busy={opening}
            >
              {t('myCreations.firstRun.sample')}
            </button>
            <span>{t('myCreations.firstRun.sampleHint')}</span>
          </li>
        </ul>
        {problem && (
          <p role="alert" className="alert error">
            {problem}
          </p>
        )}
        <nav className="first-run-templates" aria-label={t('myCreations.firstRun.templates')}>
          <span>{t('myCreations.firstRun.templates')}</span>
          {TEMPLATE_LINKS.map((kind) => (
            <Link key={kind} to={`/gallery?type=templates&kind=${kind}`}>
              {t(`gallery.templates.kinds.${kind}`)}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}

/** A figure in panels, in the design tokens' colours (styles.css): decoration, hidden from readers. */
function FirstRunPicture() {
  return (
    <svg className="first-run-picture" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="44" height="80" rx="8" className="first-run-panel" />
      <circle cx="26" cy="42" r="13" className="first-run-sky" />
      <circle cx="26" cy="42" r="5" className="first-run-accent" />
      <rect x="14" y="66" width="24" height="5" rx="2.5" className="first-run-muted" />
      <path d="M54 50h12" className="first-run-line" />
      <path d="M62 45l6 5-6 5" className="first-run-line" />
      <rect x="72" y="10" width="44" height="80" rx="8" className="first-run-panel" />
      <path d="M82 70l8-14 8 8 10-22" className="first-run-line first-run-navy-line" />
      <rect x="82" y="76" width="24" height="5" rx="2.5" className="first-run-muted" />
      <path d="M122 50h12" className="first-run-line" />
      <path d="M130 45l6 5-6 5" className="first-run-line" />
      <circle cx="150" cy="50" r="8" className="first-run-navy" />
    </svg>
  );
}

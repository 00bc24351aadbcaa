import { Link } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';

/**
 * What a new person's empty My creations offers (issue 30's first run): the three ways in, each
 * saying what it gives, instead of one grey line.
 */
export function FirstRun({ onBlankSlide, busy }: { onBlankSlide: () => void; busy: boolean }) {
  const { t } = useTranslation('portal');
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
        </ul>
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

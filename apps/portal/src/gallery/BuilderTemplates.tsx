import { useNavigate } from 'react-router';
import { builderTemplates, templateDescription, templateName } from '@figura/sdk-core/builder';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/**
 * The builder's five templates in the gallery's TEMPLATE view: "Use template" opens the builder
 * on that template, for the journal chosen in the view if any (signed out: sign in first, then
 * choose again). Loaded with the view, not with
 * the portal's first page.
 */
export default function BuilderTemplates({
  journal,
  roomForOne,
}: {
  journal: string | null;
  /** Whether the plan has room for a new creation (false: the gallery shows its prompt). */
  roomForOne?: () => Promise<boolean>;
}) {
  const { t } = useTranslation('portal');
  const { t: tCommon } = useTranslation('common');
  const { user, loginUrl } = useSession();
  const navigate = useNavigate();
  const use = async (id: number) => {
    if (!user) window.location.assign(loginUrl(window.location.href));
    else if (!roomForOne || (await roomForOne()))
      navigate(`/builder?template=${id}${journal ? `&journal=${journal}` : ''}`);
  };
  return (
    <section aria-labelledby="builder-templates-heading" className="builder-templates">
      <h2 id="builder-templates-heading" className="gallery-count">
        {t('gallery.templates.builder.heading')}
      </h2>
      <p className="gallery-intro">{t('gallery.templates.builder.intro')}</p>
      <ul
        className="gallery-grid template-grid"
        aria-label={t('gallery.templates.builder.heading')}
      >
        {builderTemplates().map((template) => {
          const name = templateName(template.id, tCommon);
          const headingId = `builder-template-${template.id}`;
          return (
            <li key={template.id}>
              <article className="gallery-card template-card" aria-labelledby={headingId}>
                <img
                  src={template.imageSrc}
                  alt={t('gallery.templates.builder.preview', { name })}
                  width={240}
                  height={240}
                />
                <h3 id={headingId} className="gallery-card-title">
                  {name}
                </h3>
                <span className="gallery-card-meta">
                  {t('gallery.templates.builder.meta', { count: template.topicsCount })}
                </span>
                <span className="gallery-card-meta">
                  {templateDescription(template.id, tCommon)}
                </span>
                <button
                  type="button"
                  className="button primary"
                  // Named with its template: five buttons called "Use template" say nothing.
                  aria-label={user ? t('gallery.templates.useNamed', { title: name }) : undefined}
                  aria-describedby={user ? undefined : headingId}
                  onClick={() => void use(template.id)}
                >
                  {user ? t('gallery.templates.use') : t('gallery.templates.signInToUse')}
                </button>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useId } from 'react';
import { useStore } from 'zustand';
import {
  builderTemplates,
  templateDescription,
  templateName,
  type BuilderStore,
  type BuilderTemplateId,
} from '@figura/sdk-core/builder';
import { useTranslation } from '../../i18n/translation';
import { Suggestions } from '../Suggestions';

/** Step 1: the five templates as radio buttons (their gallery images), and those that fit. */
export function TemplateStep({ store }: { store: BuilderStore }) {
  const { t } = useTranslation('builder');
  // Names and ids of this builder's own (two builders on a page share nothing).
  const id = useId();
  const { t: tCommon } = useTranslation('common');
  const chosen = useStore(store, (state) => state.template.id);
  const suggested = useStore(store, (state) => state.suggestions.templates);
  const choose = (id: BuilderTemplateId) => store.getState().chooseTemplate(id);
  return (
    <>
      <p className="figura-builder-hint">{t('template.hint')}</p>
      <Suggestions
        label={t('template.suggested')}
        items={suggested.filter((id) => id !== chosen)}
        text={(id) => templateName(id, tCommon)}
        name={(id) => t('template.use', { name: templateName(id, tCommon) })}
        onPick={choose}
        limit={3}
      />
      <fieldset className="figura-builder-choices">
        <legend className="figura-builder-hint">{t('template.legend')}</legend>
        {builderTemplates().map((template) => (
          <label key={template.id} className="figura-builder-choice">
            <input
              type="radio"
              name={`${id}-template`}
              value={template.id}
              checked={template.id === chosen}
              onChange={() => choose(template.id)}
              aria-describedby={`${id}-about-${template.id}`}
            />
            <img src={template.imageSrc} alt="" width={120} height={120} />
            <strong>{templateName(template.id, tCommon)}</strong>
            <span id={`${id}-about-${template.id}`}>
              {t('template.topics', { count: template.topicsCount })}{' '}
              {templateDescription(template.id, tCommon)}
            </span>
            {suggested[0] === template.id ? (
              <span className="figura-builder-badge">{t('template.fits')}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
    </>
  );
}

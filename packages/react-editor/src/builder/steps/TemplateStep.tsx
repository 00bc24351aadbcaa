import { useDeferredValue, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { profileLabel } from '@figura/sdk-core/preflight';
import {
  builderTemplates,
  templateDescription,
  templateName,
  type BuilderTemplateId,
} from '@figura/sdk-core/builder';
import { useTranslation } from '../../i18n/translation';
import { Suggestions } from '../Suggestions';
import type { BuilderModel } from '../use-builder';
import { useJournal } from '../use-journal';

/**
 * Step 1: the five templates as radio buttons (their gallery images), those that fit the topics,
 * and, once words are typed, which hold them at the journal's sizes.
 */
export function TemplateStep({ model }: { model: BuilderModel }) {
  const { store } = model;
  const { t } = useTranslation('builder');
  // Names and ids of this builder's own (two builders on a page share nothing).
  const id = useId();
  const { t: tCommon } = useTranslation('common');
  const chosen = useStore(store, (state) => state.template.id);
  const suggested = useStore(store, (state) => state.suggestions.templates);
  const choose = (id: BuilderTemplateId) => store.getState().chooseTemplate(id);
  const room = useTemplateRoom(model);
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
            {/* Suggested by the topics typed, not by room (the line below says that), so it
                never reads as "fits" beside "too long". */}
            {suggested[0] === template.id ? (
              <span className="figura-builder-badge">{t('template.fits')}</span>
            ) : null}
            {room ? (
              <span className="figura-builder-room" data-fits={room.overflows[template.id] === 0}>
                {room.overflows[template.id] === 0
                  ? t('template.wordsFit', { profile: room.profileName })
                  : t('template.tooLong', {
                      count: room.overflows[template.id],
                      profile: room.profileName,
                    })}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/**
 * Per template, how many of the author's texts would not fit at the journal's sizes; null while
 * nothing is typed (every template holds no words). Worked out once typing pauses.
 */
function useTemplateRoom(model: BuilderModel) {
  const { t: tEditor } = useTranslation('editor');
  const journal = useJournal(model);
  const content = useDeferredValue(useStore(model.session.documents, (state) => state.content));
  return useMemo(() => {
    const typed = [content.content.title, content.content.highlight].concat(
      content.topics.flatMap((topic) => [topic.title, topic.description]),
    );
    if (typed.every((text) => text.trim() === '')) return null;
    return {
      overflows: model.session.overflowsPerTemplate(),
      profileName: profileLabel(journal, tEditor),
    };
    // The content and the journal decide it (the session builds from them).
  }, [content, journal, model.session, tEditor]);
}

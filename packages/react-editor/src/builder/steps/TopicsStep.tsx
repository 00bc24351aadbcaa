import { useId } from 'react';
import { useStore } from 'zustand';
import { ABSTRACT_IDS, BUILDER_TEXT_LIMITS } from '@figura/sdk-core/builder';
import { useTranslation } from '../../i18n/translation';
import { Suggestions } from '../Suggestions';
import type { BuilderModel } from '../use-builder';
import { IllustrationChoice } from './IllustrationChoice';
import { TooLong } from './TooLong';

/** The topic (from 0) whose part is being edited, or null. */
function currentTopic(part: string): number | null {
  const match = /^topic-(\d+)$/.exec(part);
  return match ? Number(match[1]) - 1 : null;
}

/**
 * Step 4: each of the template's topics (title, short description, an illustration from the
 * library), with titles and descriptions suggested from the abstract's title and key finding:
 * a suggestion goes into the topic being edited (the first empty one when none is).
 */
export function TopicsStep({ model }: { model: BuilderModel }) {
  const { t } = useTranslation('builder');
  const { t: tCommon } = useTranslation('common');
  const { store } = model;
  const id = useId();
  const topics = useStore(store, (state) => state.topics);
  const part = useStore(store, (state) => state.currentHighlight.name);
  const titles = useStore(store, (state) => state.suggestions.topicTitles);
  const descriptions = useStore(store, (state) => state.suggestions.topicDescriptions);
  const illustrations = useStore(store, (state) => state.suggestions.illustrations);
  const actions = store.getState();
  const current = currentTopic(part);
  const target = (field: 'title' | 'description') =>
    current ??
    Math.max(
      0,
      topics.findIndex((topic) => topic[field].trim() === ''),
    );
  const used = new Set(topics.flatMap((topic) => [topic.title, topic.description]));

  return (
    <>
      <p className="figura-builder-hint">{t('topics.hint', { count: topics.length })}</p>
      <Suggestions
        label={t('topics.suggestedTitles')}
        items={titles.filter((text) => !used.has(text))}
        text={(text) => text}
        name={(text) => t('topics.useTitle', { text, number: target('title') + 1 })}
        onPick={(text) => {
          const index = target('title');
          actions.setCurrentHighlight(`topic-${index + 1}`);
          actions.setTopic(index, { title: text });
        }}
      />
      <Suggestions
        label={t('topics.suggestedDescriptions')}
        items={descriptions.filter((text) => !used.has(text))}
        text={(text) => text}
        name={(text) => t('topics.useDescription', { text, number: target('description') + 1 })}
        onPick={(text) => {
          const index = target('description');
          actions.setCurrentHighlight(`topic-${index + 1}`);
          actions.setTopic(index, { description: text });
        }}
        limit={4}
      />
      {topics.map((topic, index) => {
        const number = index + 1;
        const focus = () => actions.setCurrentHighlight(`topic-${number}`);
        return (
          <fieldset
            key={index}
            className="figura-builder-topic"
            data-current={current === index}
            onFocus={focus}
          >
            <legend>{t('topics.legend', { number })}</legend>
            <div className="figura-field">
              <label htmlFor={`${id}-${number}-title`}>{t('topics.title', { number })}</label>
              <input
                id={`${id}-${number}-title`}
                className="figura-input"
                value={topic.title}
                maxLength={BUILDER_TEXT_LIMITS.topicTitle}
                placeholder={tCommon('builder.placeholders.topicTitle', { number })}
                aria-describedby={`${id}-${number}-title-long`}
                onChange={(event) => actions.setTopic(index, { title: event.target.value })}
              />
              <TooLong
                model={model}
                elementId={ABSTRACT_IDS.topic(number, 'title')}
                id={`${id}-${number}-title-long`}
                text={topic.title}
                onShorten={(words) => actions.setTopic(index, { title: words })}
              />
            </div>
            <div className="figura-field">
              <label htmlFor={`${id}-${number}-description`}>
                {t('topics.description', { number })}
              </label>
              <textarea
                id={`${id}-${number}-description`}
                className="figura-input"
                rows={2}
                value={topic.description}
                maxLength={BUILDER_TEXT_LIMITS.topicDescription}
                placeholder={tCommon('builder.placeholders.topicDescription')}
                aria-describedby={`${id}-${number}-description-long`}
                onChange={(event) => actions.setTopic(index, { description: event.target.value })}
              />
              <TooLong
                model={model}
                elementId={ABSTRACT_IDS.topic(number, 'description')}
                id={`${id}-${number}-description-long`}
                text={topic.description}
                onShorten={(words) => actions.setTopic(index, { description: words })}
              />
            </div>
            <IllustrationChoice
              model={model}
              index={index}
              chosen={topic.illustration}
              suggested={illustrations[index] ?? []}
            />
          </fieldset>
        );
      })}
    </>
  );
}

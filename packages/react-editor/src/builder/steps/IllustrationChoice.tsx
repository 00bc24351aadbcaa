import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TopicIllustration } from '@figura/sdk-core/builder';
import { findIllustrationsThenIcons, type SearchHit } from '@figura/sdk-core/library-search';
import { licenceLabel } from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';
import { ResultsGrid, Thumbnail } from '../../panels/library/ResultsGrid';
import { useLibrary } from '../../panels/library/use-library';
import type { BuilderModel } from '../use-builder';

export interface IllustrationChoiceProps {
  model: BuilderModel;
  /** The topic, from 0. */
  index: number;
  chosen: TopicIllustration | null;
  /** What the library's search ranks first for the topic's words (the store's suggestions). */
  suggested: readonly SearchHit[];
}

/** How many suggested illustrations a topic shows. */
const SHOWN_SUGGESTIONS = 4;

/** Fetches the item and gives it to the topic (its SVG, title, licence, author and source). */
async function applyItem(model: BuilderModel, index: number, hit: SearchHit): Promise<void> {
  const item = await model.api.getLibraryItem(hit.id);
  model.store.getState().setTopic(index, {
    illustration: {
      id: item.id,
      svg: item.svg,
      title: item.title,
      licence: item.licence,
      author: item.author,
      ...(item.source ? { source: item.source } : {}),
    },
  });
}

/**
 * A topic's illustration: the one chosen (with its credit and Remove), the library's best
 * matches for the topic's words as buttons, and a search of the whole library (the editor's
 * results grid: arrows, Enter, thumbnails fetched as they show).
 */
export function IllustrationChoice({ model, index, chosen, suggested }: IllustrationChoiceProps) {
  const { t } = useTranslation('builder');
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const number = index + 1;

  const pick = (hit: SearchHit) => {
    if (busy) return;
    setBusy(hit.id);
    setProblem(null);
    model.store.getState().setCurrentHighlight(`topic-${number}`);
    applyItem(model, index, hit)
      .then(() => setSearching(false))
      .catch(() => setProblem(t('topics.illustrationFailed', { title: hit.title })))
      .finally(() => setBusy(null));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <h4 id={`${id}-label`}>{t('topics.illustration', { number })}</h4>
      {chosen ? (
        <div className="figura-builder-chosen">
          <span>
            {t('topics.chosen', {
              title: chosen.title,
              licence: licenceLabel(chosen.licence.spdx),
              author: chosen.author.name,
            })}
          </span>
          <button
            type="button"
            className="figura-button"
            aria-label={t('topics.removeIllustration', { number })}
            onClick={() => model.store.getState().setTopic(index, { illustration: null })}
          >
            {t('topics.remove')}
          </button>
        </div>
      ) : null}
      {suggested.length > 0 ? (
        <div
          role="group"
          aria-label={t('topics.suggested', { number })}
          className="figura-builder-thumbs"
        >
          {suggested.slice(0, SHOWN_SUGGESTIONS).map((hit) => (
            <button
              key={hit.id}
              type="button"
              className="figura-builder-thumb"
              aria-pressed={chosen?.id === hit.id}
              aria-busy={busy === hit.id}
              aria-label={t('topics.useIllustration', {
                title: hit.title,
                licence: licenceLabel(hit.licence),
                author: hit.author,
              })}
              title={hit.title}
              onClick={() => pick(hit)}
            >
              <Thumbnail id={hit.id} thumbnails={model.thumbnails} />
              <span aria-hidden="true">{hit.title}</span>
            </button>
          ))}
        </div>
      ) : (
        <p className="figura-builder-hint">{t('topics.noSuggestions')}</p>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
      <button
        type="button"
        className="figura-button"
        aria-expanded={searching}
        onClick={() => setSearching((open) => !open)}
      >
        {t('topics.searchLibrary')}
      </button>
      {searching ? (
        <LibrarySearchBox model={model} number={number} busy={busy} onPick={pick} />
      ) : null}
    </div>
  );
}

function LibrarySearchBox({
  model,
  number,
  busy,
  onPick,
}: {
  model: BuilderModel;
  number: number;
  busy: string | null;
  onPick: (hit: SearchHit) => void;
}) {
  const { t } = useTranslation('builder');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const deferred = useDeferredValue(query);
  const view = inputRef.current?.ownerDocument.defaultView ?? null;
  const library = useLibrary(model.api, 0, view, true);
  const hits = useMemo(
    () =>
      library.status === 'ready' && deferred.trim()
        ? findIllustrationsThenIcons(library.library.search, deferred)
        : [],
    [library, deferred],
  );
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div className="figura-builder-search">
      <div className="figura-field">
        <label htmlFor={`${id}-query`}>{t('topics.searchLabel', { number })}</label>
        <input
          ref={inputRef}
          id={`${id}-query`}
          className="figura-input"
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && hits.length > 0) {
              event.preventDefault();
              setFocusRequest((n) => n + 1);
            } else if (event.key === 'Enter' && hits[0]) {
              event.preventDefault();
              onPick(hits[0]);
            }
          }}
        />
      </div>
      <p role="status">
        {library.status === 'loading'
          ? t('topics.searchLoading')
          : library.status === 'failed'
            ? t('topics.searchFailed')
            : deferred.trim()
              ? t('topics.searchCount', { count: hits.length })
              : ''}
      </p>
      <ResultsGrid
        hits={hits}
        thumbnails={model.thumbnails}
        placing={busy}
        onPlace={onPick}
        label={t('topics.searchResults', { number })}
        focusRequest={focusRequest}
        searchKey={deferred}
      />
    </div>
  );
}

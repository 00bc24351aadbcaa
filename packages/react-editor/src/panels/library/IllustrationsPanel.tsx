import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useStore } from 'zustand';
import type { EditorEngine } from '@figura/sdk-core/editor';
import { limitUsageText } from '@figura/sdk-core/i18n';
import { createThumbnailQueue, type SearchHit } from '@figura/sdk-core/library-search';
import { illustrationCount, type SlideDocument } from '@figura/sdk-core/schema';
import { useTranslation } from '../../i18n/translation';
import { LIBRARY_CSS } from './library-styles';
import { ResultsGrid } from './ResultsGrid';
import { useFirstPage, useLibrary } from './use-library';
import { SidePanel } from '../../ui/SidePanel';
import { PlanAllowanceNote } from '../../ui/PlanAllowanceNote';
import { useCreationCap, useOtherSlidesCount } from '../../ui/use-creation-cap';
import { useStyleSheet } from '../../ui/use-style-sheet';

const illustrationsIn = (document: SlideDocument) => illustrationCount(document.elements);

export interface IllustrationsPanelProps {
  editor: EditorEngine;
  /** Places the item at the slide's centre (one undo step, selected); rejects when it failed. */
  onPlace: (itemId: string) => Promise<unknown>;
  /** Opens Icons searching for these words (offered when no drawing matches them). */
  onSearchIcons?: (words: string) => void;
  onClose: () => void;
}

/**
 * The content library: search by meaning (typos tolerated) in the browser over the index loaded
 * once, a category filter, and the results as a virtual grid of lazily loaded thumbnails, each
 * with its licence and author. Click, Enter or drag onto the canvas places an item.
 */
export default function IllustrationsPanel({
  editor,
  onPlace,
  onSearchIcons,
  onClose,
}: IllustrationsPanelProps) {
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLElement>(null);
  const hintId = useId();
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [placing, setPlacing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The container's window (the editor may live in an iframe), known once the panel is drawn.
  const [view, setView] = useState<Window | null>(null);
  // Typing stays responsive however many results a keystroke finds.
  const deferredQuery = useDeferredValue(query);
  const browsing = deferredQuery.trim() === '' && category === '';
  const state = useLibrary(editor.api, attempt, view, query.trim() !== '' || category !== '');
  const thumbnails = useMemo(
    () => createThumbnailQueue((id) => editor.api.getLibraryThumbnail(id)),
    [editor.api],
  );

  // The plan's cap on illustrations in a creation, said before placing: the open slide's as it
  // is edited, and the other slides' as stored. Where those cannot be read the note says the cap
  // alone, and the API counts them when it stores the slide.
  const illustrationsCap = useCreationCap(editor, 'illustrationsPerCreation');
  const onSlide = useStore(editor.store, (s) => illustrationCount(s.document.elements));
  const oneSlide = useStore(editor.slides, (s) => s.slideIds.length <= 1);
  const onOtherSlides = useOtherSlidesCount(
    editor,
    illustrationsIn,
    illustrationsCap?.cap != null && !oneSlide,
  );
  const inCreation = oneSlide ? onSlide : onOtherSlides === null ? null : onSlide + onOtherSlides;
  const full = illustrationsCap?.cap != null && (inCreation ?? onSlide) >= illustrationsCap.cap;

  useStyleSheet(rootRef, 'library', LIBRARY_CSS);
  useEffect(() => setView(rootRef.current?.ownerDocument.defaultView ?? null), []);

  const firstPage = useFirstPage(editor.api, state.status === 'loading' && browsing);
  const findFor = useCallback(
    (words: string) =>
      state.status === 'ready'
        ? state.library.search.find(words, {
            kind: 'illustration',
            ...(category ? { category } : {}),
          })
        : undefined,
    [state, category],
  );
  const hits = useMemo(
    () => findFor(deferredQuery) ?? firstPage ?? [],
    [findFor, deferredQuery, firstPage],
  );

  // A query that finds nothing: the same query with its misspelt words put right, when that finds.
  const suggestion = useMemo(
    () =>
      state.status === 'ready' && hits.length === 0 && deferredQuery.trim() !== ''
        ? state.library.search.suggest(deferredQuery, {
            kind: 'illustration',
            ...(category ? { category } : {}),
          })
        : undefined,
    [state, hits, deferredQuery, category],
  );

  const place = (hit: SearchHit) => {
    if (placing || full) return;
    setPlacing(hit.id);
    setProblem(null);
    onPlace(hit.id)
      .catch(() => setProblem(t('library.placeFailed', { title: hit.title })))
      .finally(() => setPlacing(null));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setFocusRequest((n) => n + 1);
    } else if (event.key === 'Enter') {
      // What the words typed find now, not the list still showing the last ones (Enter right
      // after typing "heart" placed the first drawing of the whole library); nothing before the
      // library has loaded, or when nothing matches.
      event.preventDefault();
      const first = findFor(event.currentTarget.value)?.[0];
      if (first) place(first);
    }
  };

  let status: string;
  if (state.status === 'loading') status = t('library.loading');
  else if (state.status === 'failed') status = '';
  else if (hits.length === 0) status = t('library.noMatch', { query: deferredQuery });
  else status = t('library.count', { count: hits.length });

  return (
    <SidePanel
      rootRef={rootRef}
      className="figura-library-panel"
      title={t('library.title')}
      closeLabel={t('library.close')}
      onClose={onClose}
    >
      {/* The search and its category on one row, named for assistive technology: the panel's
          title says what they search, and every pixel of height is a row of results less. */}
      <div className="figura-library-filters">
        <input
          className="figura-input"
          type="search"
          aria-label={t('library.search')}
          value={query}
          placeholder={t('library.searchExample')}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <select
          className="figura-input"
          aria-label={t('library.category')}
          title={t('library.category')}
          value={category}
          disabled={state.status !== 'ready'}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{t('library.allCategories')}</option>
          {state.status === 'ready'
            ? state.library.categories.map(({ name, count }) => (
                <option key={name} value={name}>
                  {t('library.categoryOption', { name, count })}
                </option>
              ))
            : null}
        </select>
      </div>
      <p id={hintId} className="figura-library-hint">
        {t('library.hint')}
      </p>
      {illustrationsCap?.cap != null && inCreation === null && !full ? (
        <p className="figura-library-hint">
          {t('library.creationCap', { count: illustrationsCap.cap })}
        </p>
      ) : (
        <PlanAllowanceNote
          allowance={illustrationsCap && { ...illustrationsCap, used: inCreation ?? onSlide }}
          upsell="illustrations"
          usage={(counts) => limitUsageText('illustrationsPerCreation', counts, t)}
          hintClassName="figura-library-hint"
        />
      )}
      {state.status === 'failed' ? (
        <p role="alert">
          {t('library.loadFailed')}{' '}
          <button type="button" className="figura-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </button>
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <p role="status">
        {status}
        {suggestion ? (
          <>
            {' '}
            <button
              type="button"
              className="figura-library-suggestion"
              onClick={() => setQuery(suggestion)}
            >
              {t('library.didYouMean', { suggestion })}
            </button>
          </>
        ) : null}
        {/* The icon sets hold what the drawings do not (a stethoscope, a doctor). */}
        {onSearchIcons && state.status === 'ready' && hits.length === 0 && deferredQuery.trim() ? (
          <>
            {' '}
            <button
              type="button"
              className="figura-library-suggestion"
              onClick={() => onSearchIcons(deferredQuery.trim())}
            >
              {t('library.searchIcons', { query: deferredQuery.trim() })}
            </button>
          </>
        ) : null}
      </p>
      <ResultsGrid
        hits={hits}
        thumbnails={thumbnails}
        placing={placing}
        onPlace={place}
        label={t('library.results')}
        focusRequest={focusRequest}
        searchKey={`${deferredQuery}\n${category}`}
        full={full}
      />
    </SidePanel>
  );
}

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { getIconCatalogue, type IconRef } from '../icons/icon-sets';
import { gridColumns, nextGridIndex } from '../icons/grid-navigation';
import { iconTitle } from '../icons/icon-title';
import type { IconChoice } from '@figura/sdk-core/editor';
import type { IconSetId } from '@figura/sdk-core/model';
import { useTranslation } from '../i18n/translation';
import { SidePanel } from '../ui/SidePanel';

export interface IconPickerProps {
  onPick: (icon: IconChoice) => void;
  onClose: () => void;
  /** The words it opens searching for (handed over by Illustrations). */
  initialQuery?: string;
}

/** Results shown at first and added by each "Show more". */
const PAGE_SIZE = 48;

const placeholderStyle = {
  display: 'block',
  width: 32,
  height: 32,
  borderRadius: 4,
  background: 'var(--figura-border, #d5dbe3)',
  opacity: 0.5,
};

const resultButtons = (grid: HTMLElement | null) => [
  ...(grid?.querySelectorAll<HTMLButtonElement>('button.figura-icon-button') ?? []),
];

const keyOf = (icon: IconRef) => `${icon.set}:${icon.name}`;

/**
 * Search the icon sets (Health Icons, Medical Icons, emoji) by name or category, all or one, and
 * add an icon with a click. The names ship with this lazy chunk; the SVGs arrive in small buckets
 * for the icons on screen (and for a picked icon).
 */
export default function IconPicker({ onPick, onClose, initialQuery = '' }: IconPickerProps) {
  const { t } = useTranslation('editor');
  const catalogue = getIconCatalogue();
  const [query, setQuery] = useState(initialQuery);
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const [active, setActive] = useState(0);
  // The loader's own message names a chunk URL, which helps nobody picking an icon.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [picking, setPicking] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<number | null>(null);
  const inputId = useId();
  const setId = useId();
  // Re-render as buckets arrive; the SVGs are read from the library below.
  useSyncExternalStore(catalogue.subscribe, catalogue.loadedBuckets);
  const [set, setSet] = useState<IconSetId | ''>('');
  const setName = (id: IconSetId) => t(`icons.setNames.${id}`);
  const svgOf = (icon: IconRef) => catalogue.library(icon.set).svgIfLoaded(icon.name);
  // Each set's size, for the Set list (a blank search lists every icon shown).
  const setSizes = useMemo(
    () => new Map(catalogue.sets.map(({ id, library }) => [id, library.search('').length])),
    [catalogue],
  );

  // Letters, digits and signs stay behind the Symbols filter: they are not figures' content.
  const [symbols, setSymbols] = useState(false);
  const found = useMemo(() => catalogue.search(query, set || undefined), [catalogue, query, set]);
  const matches = useMemo(
    () => (symbols ? found : found.filter((icon) => !catalogue.isSymbol(icon))),
    [catalogue, found, symbols],
  );
  const symbolsLeftOut = found.length - matches.length;
  const shown = useMemo(() => matches.slice(0, shownCount), [matches, shownCount]);
  const loading = shown.some((icon) => svgOf(icon) === undefined);
  const activeIndex = Math.max(0, Math.min(active, shown.length - 1));

  useEffect(() => {
    let current = true;
    Promise.all(
      catalogue.sets.map(({ id, library }) =>
        library.load(shown.filter((icon) => icon.set === id).map((icon) => icon.name)),
      ),
    ).then(
      () => current && setFailed(false),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [catalogue, shown, attempt]);

  useEffect(() => {
    if (focusAfterRender.current === null) return;
    resultButtons(gridRef.current)[focusAfterRender.current]?.focus();
    focusAfterRender.current = null;
  }, [shown]);

  const pick = async (icon: IconRef) => {
    const { credit } = catalogue.sets.find((entry) => entry.id === icon.set)!;
    const choice = {
      name: icon.name,
      set: icon.set,
      licence: credit.licence,
      author: credit.author,
    };
    const ready = svgOf(icon);
    if (ready) return onPick({ ...choice, svg: ready });
    setPicking(keyOf(icon));
    try {
      const svg = await catalogue.library(icon.set).svg(icon.name);
      if (svg) onPick({ ...choice, svg });
    } catch {
      setFailed(true);
    } finally {
      setPicking(null);
    }
  };

  const search = (value: string) => {
    setQuery(value);
    setShownCount(PAGE_SIZE);
    setActive(0);
  };

  const showMore = () => {
    focusAfterRender.current = shown.length;
    setShownCount((count) => count + PAGE_SIZE);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = resultButtons(gridRef.current);
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const next = nextGridIndex(event.key, current, buttons.length, gridColumns(buttons));
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || shown.length === 0) return;
    event.preventDefault();
    resultButtons(gridRef.current)[activeIndex]?.focus();
  };

  const count = t('icons.count', { count: matches.length });
  return (
    <SidePanel title={t('icons.title')} closeLabel={t('icons.close')} onClose={onClose}>
      <div className="figura-field">
        <label htmlFor={inputId}>{t('icons.search')}</label>
        <input
          id={inputId}
          className="figura-input"
          type="search"
          value={query}
          placeholder={t('icons.searchExample')}
          autoComplete="off"
          // Opened to find an icon: what one types next is the search.
          autoFocus
          onChange={(event) => search(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
      </div>
      <div className="figura-field">
        <label htmlFor={setId}>{t('icons.set')}</label>
        <select
          id={setId}
          className="figura-input"
          value={set}
          onChange={(event) => {
            setSet(event.target.value as IconSetId | '');
            setShownCount(PAGE_SIZE);
            setActive(0);
          }}
        >
          <option value="">{t('icons.allSets')}</option>
          {catalogue.sets.map(({ id }) => (
            <option key={id} value={id}>
              {t('icons.setCount', { set: setName(id), count: setSizes.get(id) })}
            </option>
          ))}
        </select>
      </div>
      <label className="figura-check">
        <input
          type="checkbox"
          checked={symbols}
          onChange={(event) => {
            setSymbols(event.target.checked);
            setShownCount(PAGE_SIZE);
            setActive(0);
          }}
        />{' '}
        {query.trim() && !symbols && symbolsLeftOut > 0
          ? t('icons.symbolsMatching', { count: symbolsLeftOut })
          : t('icons.symbols')}
      </label>
      {failed ? (
        <p role="alert">
          {t('icons.loadFailed')}{' '}
          <button
            type="button"
            className="figura-button figura-secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('tryAgain')}
          </button>
        </p>
      ) : null}
      <p role="status">
        {matches.length === 0
          ? t('icons.noMatch', { query })
          : loading
            ? t('icons.countLoading', { matches: count })
            : count}
      </p>
      <div
        ref={gridRef}
        className="figura-icon-grid"
        role="group"
        aria-label={t('icons.results')}
        aria-busy={loading}
        onKeyDown={onGridKeyDown}
      >
        {shown.map((icon, index) => {
          const svg = svgOf(icon);
          const title = iconTitle(icon.name);
          const label = t('icons.iconLabel', { name: title, set: setName(icon.set) });
          return (
            <button
              key={keyOf(icon)}
              type="button"
              className="figura-icon-button"
              aria-label={label}
              aria-busy={picking === keyOf(icon)}
              title={label}
              tabIndex={index === activeIndex ? 0 : -1}
              onFocus={() => setActive(index)}
              onClick={() => void pick(icon)}
            >
              {svg ? (
                // The SVG is built by iconify from the bundled icon set, not from user input.
                <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
              ) : (
                <span aria-hidden="true" style={placeholderStyle} />
              )}
              <span aria-hidden="true">{title}</span>
            </button>
          );
        })}
      </div>
      {shown.length < matches.length ? (
        <button
          type="button"
          className="figura-button figura-secondary"
          style={{ marginTop: 8 }}
          onClick={showMore}
        >
          {t('icons.showMore', { count: matches.length - shown.length })}
        </button>
      ) : null}
    </SidePanel>
  );
}

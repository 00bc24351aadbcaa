import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import type { SearchHit, ThumbnailQueue } from '@figura/sdk-core/library-search';
import { licenceLabel } from '@figura/sdk-core/model';
import { nextGridIndex } from '../../icons/grid-navigation';
import { useTranslation } from '../../i18n/translation';
import { LIBRARY_ITEM_DRAG_TYPE } from './drag';
import { CELL_GAP, CELL_HEIGHT, CELL_MIN_WIDTH } from './library-styles';

export interface ResultsGridProps {
  hits: readonly SearchHit[];
  thumbnails: ThumbnailQueue;
  /** The result being placed (shown busy). */
  placing: string | null;
  onPlace: (hit: SearchHit) => void;
  label: string;
  /** Set by the panel to move the focus into the grid (ArrowDown in the search box). */
  focusRequest: number;
  /** Changes with the search (query and category): the grid goes back to its first result. */
  searchKey: string;
  /** The plan's cap on illustrations is reached: results are neither placed nor dragged. */
  full?: boolean;
}

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN_ROWS = 2;
const ROW_HEIGHT = CELL_HEIGHT + CELL_GAP;

/** A library item's thumbnail, fetched while it is drawn (that is, on screen). */
export function Thumbnail({ id, thumbnails }: { id: string; thumbnails: ThumbnailQueue }) {
  const [url, setUrl] = useState(() => thumbnails.get(id));
  // Asked for while drawn, that is while on screen; cancelled when scrolled away before its turn.
  useEffect(() => {
    setUrl(thumbnails.get(id));
    return thumbnails.want(id, setUrl);
  }, [id, thumbnails]);
  return url ? (
    <img className="figura-library-thumb" src={url} alt="" draggable={false} />
  ) : (
    <span className="figura-library-thumb" aria-hidden="true" />
  );
}

/**
 * The results as a virtual grid: only the rows in view (and a couple around) exist, so thousands
 * of results scroll smoothly and only the thumbnails on screen are fetched. Arrows move the focus
 * (the grid scrolls along), Enter or a click places, a drag drops onto the canvas.
 */
export function ResultsGrid({
  hits,
  thumbnails,
  placing,
  onPlace,
  label,
  focusRequest,
  searchKey,
  full = false,
}: ResultsGridProps) {
  const { t } = useTranslation('editor');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0, top: 0 });
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const Observer = scroller?.ownerDocument.defaultView?.ResizeObserver;
    if (!scroller) return;
    const measure = () =>
      setViewport({
        width: scroller.clientWidth,
        height: scroller.clientHeight,
        top: scroller.scrollTop,
      });
    measure();
    if (!Observer) return;
    const observer = new Observer(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // A new search starts at the top (the same search answered by the index stays where it is).
  useLayoutEffect(() => {
    setActive(0);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setViewport((current) => ({ ...current, top: 0 }));
  }, [searchKey]);

  const columns = Math.max(
    1,
    Math.floor((viewport.width + CELL_GAP) / (CELL_MIN_WIDTH + CELL_GAP)),
  );
  const cellWidth = (viewport.width - CELL_GAP * (columns - 1)) / columns;
  const rows = Math.ceil(hits.length / columns);
  const firstRow = Math.max(0, Math.floor(viewport.top / ROW_HEIGHT) - OVERSCAN_ROWS);
  const lastRow = Math.min(
    rows - 1,
    Math.ceil((viewport.top + viewport.height) / ROW_HEIGHT) + OVERSCAN_ROWS,
  );
  const activeIndex = Math.max(0, Math.min(active, hits.length - 1));

  /** Scrolls so that result `index` is fully in view, then focuses it once drawn. */
  const moveTo = (index: number) => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const top = Math.floor(index / columns) * ROW_HEIGHT;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + CELL_HEIGHT > scroller.scrollTop + scroller.clientHeight)
      scroller.scrollTop = top + CELL_HEIGHT - scroller.clientHeight;
    setViewport((current) => ({ ...current, top: scroller.scrollTop }));
    focusPending.current = true;
    setActive(index);
  };

  useEffect(() => {
    if (focusRequest > 0 && hits.length > 0) moveTo(activeIndex);
    // Only a new request moves the focus, not new results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scrollRef.current
      ?.querySelector<HTMLButtonElement>(`[data-index="${activeIndex}"]`)
      ?.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextGridIndex(event.key, activeIndex, hits.length, columns);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const onDragStart = (event: DragEvent<HTMLButtonElement>, hit: SearchHit) => {
    event.dataTransfer.setData(LIBRARY_ITEM_DRAG_TYPE, hit.id);
    event.dataTransfer.effectAllowed = 'copy';
  };

  const cells = [];
  for (
    let index = firstRow * columns;
    index <= Math.min(hits.length - 1, (lastRow + 1) * columns - 1);
    index++
  ) {
    const hit = hits[index]!;
    const licence = licenceLabel(hit.licence);
    const credit = t('library.credit', { licence, author: hit.author });
    cells.push(
      <button
        key={hit.id}
        type="button"
        className="figura-library-cell"
        data-index={index}
        data-item-id={hit.id}
        style={{
          top: Math.floor(index / columns) * ROW_HEIGHT,
          left: (index % columns) * (cellWidth + CELL_GAP),
          width: cellWidth,
        }}
        aria-label={
          hit.bitmap
            ? t('library.pictureLabel', { title: hit.title, licence, author: hit.author })
            : t('library.resultLabel', { title: hit.title, licence, author: hit.author })
        }
        aria-busy={placing === hit.id}
        title={`${hit.title}\n${credit}`}
        tabIndex={index === activeIndex ? 0 : -1}
        aria-disabled={full || undefined}
        draggable={!full}
        onDragStart={(event) => onDragStart(event, hit)}
        onFocus={() => setActive(index)}
        onClick={() => onPlace(hit)}
      >
        <Thumbnail id={hit.id} thumbnails={thumbnails} />
        <span aria-hidden="true">{hit.title}</span>
        <span aria-hidden="true" className="figura-library-credit">
          {hit.bitmap ? (
            <span className="figura-library-picture">{t('library.picture')}</span>
          ) : null}
          {credit}
        </span>
      </button>,
    );
  }

  return (
    <div
      ref={scrollRef}
      className="figura-library-scroll"
      role="group"
      aria-label={label}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        setViewport((current) => (current.top === top ? current : { ...current, top }));
      }}
      onKeyDown={onKeyDown}
    >
      <div className="figura-library-rows" style={{ height: rows * ROW_HEIGHT }}>
        {viewport.width > 0 ? cells : null}
      </div>
    </div>
  );
}

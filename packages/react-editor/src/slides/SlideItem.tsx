import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { OpenSlideCanvas } from '../canvas/fabric-view';
import { useThumbnail } from './use-thumbnail';
import { useTranslation } from '../i18n/translation';

export interface SlideItemProps {
  editor: EditorEngine;
  slideId: string;
  index: number;
  isCurrent: boolean;
  /** The editor's canvas (null until it exists): the open slide's thumbnail is copied from it. */
  canvas: OpenSlideCanvas | null;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
}

/** One slide in the slides list: an option named "Slide N" with its thumbnail. */
export function SlideItem(props: SlideItemProps) {
  const { editor, slideId, index, isCurrent, canvas } = props;
  const { t } = useTranslation('editor');
  const ref = useRef<HTMLLIElement>(null);
  const [visible, setVisible] = useState(false);
  const [view, setView] = useState<Window | null>(null);

  // Thumbnails are drawn lazily, once the slide scrolls into view.
  useEffect(() => {
    const element = ref.current;
    const owner = element?.ownerDocument.defaultView ?? null;
    setView(owner);
    if (!element || !owner?.IntersectionObserver) {
      setVisible(true);
      return;
    }
    const observer = new owner.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Stored again while closed (e.g. resized with the others): its thumbnail is drawn again.
  const version = useStore(editor.slideChanges, (changes) => changes[slideId] ?? 0);
  const thumbnail = useThumbnail(editor, slideId, isCurrent, visible, view, canvas, version);
  const label = t('slides.slide', { number: index + 1 });

  return (
    <li
      ref={ref}
      role="option"
      aria-selected={isCurrent}
      aria-label={label}
      tabIndex={isCurrent ? 0 : -1}
      className="figura-slide"
      data-slide-id={slideId}
      data-thumbnail={thumbnail ? 'ready' : 'pending'}
      draggable
      onClick={props.onOpen}
      onKeyDown={props.onKeyDown}
      onDragStart={props.onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={props.onDrop}
    >
      <span className="figura-slide-number" aria-hidden="true">
        {index + 1}
      </span>
      {thumbnail ? (
        <img className="figura-slide-thumbnail" src={thumbnail} alt="" draggable={false} />
      ) : (
        <span className="figura-slide-thumbnail" aria-hidden="true" />
      )}
    </li>
  );
}

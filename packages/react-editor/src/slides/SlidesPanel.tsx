import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { EditorEngine } from '@figura/sdk-core/editor';
import { limitUsageText } from '@figura/sdk-core/i18n';
import type { OpenSlideCanvas } from '../canvas/fabric-view';
import { SlideItem } from './SlideItem';
import { useTranslation } from '../i18n/translation';
import { PlanAllowanceNote } from '../ui/PlanAllowanceNote';
import { useCreationCap } from '../ui/use-creation-cap';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';

// Opened by "Copy slide to…" only: it loads then, outside the editor's first frame.
const CopySlideDialog = lazyPart(() => import('./CopySlideDialog'));

export interface SlidesPanelProps {
  editor: EditorEngine;
  /** The editor's canvas, once it exists (thumbnails of the open slide are copied from it). */
  canvas: OpenSlideCanvas | null;
  onError: (error: unknown) => void;
}

const DRAG_TYPE = 'application/x-figura-slide';

/**
 * The slides panel: a list of the creation's slides with thumbnails and the slide actions.
 * Keyboard: ArrowUp/ArrowDown (Home/End) open the previous/next slide, Alt+ArrowUp/ArrowDown
 * move the focused slide, Delete deletes it (after confirming).
 */
export function SlidesPanel({ editor, canvas, onError }: SlidesPanelProps) {
  const { slideIds, currentSlideId } = useStore(editor.slides);
  // Live: a person whose right to write the co-editing room took away loses the slide actions too.
  const readOnly = useStore(editor.store, (state) => state.readOnly);
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterRender = useRef<string | null>(null);
  const dragged = useRef<string | null>(null);
  // The plan's cap on slides in a creation, said before a slide is added (the API decides).
  const slidesCap = useCreationCap(editor, 'slidesPerCreation');
  const slidesFull = slidesCap?.cap != null && slideIds.length >= slidesCap.cap;

  // Keyboard users keep their place: focus follows the slide they moved or opened.
  useEffect(() => {
    const id = focusAfterRender.current;
    if (!id) return;
    focusAfterRender.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-slide-id="${id}"]`)?.focus();
  }, [slideIds, currentSlideId]);

  const run = async (operation: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await operation();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const open = (id: string, focus = false) => {
    if (focus) focusAfterRender.current = id;
    void run(() => editor.goToSlide(id));
  };

  const move = (id: string, toIndex: number) => {
    // A commentor's editor changes nothing (the server would refuse it).
    if (readOnly) return;
    focusAfterRender.current = id;
    void run(() => editor.moveSlide(id, toIndex));
  };

  const remove = (id: string) => {
    const view = listRef.current?.ownerDocument.defaultView;
    const number = slideIds.indexOf(id) + 1;
    if (view && !view.confirm(t('slides.deleteQuestion', { number }))) return;
    void run(() => editor.deleteSlide(id));
  };

  const onItemKeyDown = (id: string, event: KeyboardEvent<HTMLLIElement>) => {
    const index = slideIds.indexOf(id);
    const last = slideIds.length - 1;
    let handled = true;
    if (event.altKey && event.key === 'ArrowUp') move(id, Math.max(0, index - 1));
    else if (event.altKey && event.key === 'ArrowDown') move(id, Math.min(last, index + 1));
    else if (event.key === 'ArrowUp' && index > 0) open(slideIds[index - 1]!, true);
    else if (event.key === 'ArrowDown' && index < last) open(slideIds[index + 1]!, true);
    else if (event.key === 'Home') open(slideIds[0]!, true);
    else if (event.key === 'End') open(slideIds[last]!, true);
    else if (event.key === 'Enter' || event.key === ' ') open(id);
    else if (event.key === 'Delete' || event.key === 'Backspace') remove(id);
    else handled = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    if (!handled) return;
    // These keys belong to the list, not to the canvas (Delete must not remove elements).
    event.preventDefault();
    event.stopPropagation();
  };

  const onDragStart = (id: string, event: DragEvent<HTMLLIElement>) => {
    dragged.current = id;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, id);
  };

  const onDrop = (targetId: string, event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(DRAG_TYPE) || dragged.current;
    dragged.current = null;
    if (!id || id === targetId) return;
    move(id, slideIds.indexOf(targetId));
  };

  return (
    <aside className="figura-slides" aria-label={t('slides.panel')}>
      <div className="figura-slides-actions" role="group" aria-label={t('slides.actions')}>
        {readOnly ? null : (
          <>
            <button
              type="button"
              className="figura-button"
              disabled={busy || slidesFull}
              onClick={() => void run(() => editor.addSlide())}
            >
              {t('slides.add')}
            </button>
            <button
              type="button"
              className="figura-button"
              disabled={busy || slidesFull}
              onClick={() => void run(() => editor.duplicateSlide())}
            >
              {t('slides.duplicate')}
            </button>
            <button
              type="button"
              className="figura-button"
              disabled={busy || slideIds.length <= 1}
              onClick={() => remove(currentSlideId)}
            >
              {t('slides.delete')}
            </button>
          </>
        )}
        <button
          type="button"
          className="figura-button"
          aria-expanded={copyOpen}
          disabled={busy}
          onClick={() => setCopyOpen((isOpen) => !isOpen)}
        >
          {t('slides.copyTo')}
        </button>
      </div>
      {readOnly || !slidesCap ? null : (
        <PlanAllowanceNote
          allowance={{ ...slidesCap, used: slideIds.length }}
          upsell="slides"
          usage={(counts) => limitUsageText('slidesPerCreation', counts, t)}
          hintClassName="figura-slides-allowance"
        />
      )}
      {copyOpen ? (
        <LazyPart onClose={() => setCopyOpen(false)}>
          <CopySlideDialog
            api={editor.api}
            creationId={editor.creationId}
            onCopy={(targetCreationId) => editor.copySlideTo(targetCreationId)}
            onClose={() => setCopyOpen(false)}
          />
        </LazyPart>
      ) : null}
      <ol
        ref={listRef}
        className="figura-slides-list"
        role="listbox"
        aria-label={t('slides.list')}
        aria-busy={busy}
      >
        {slideIds.map((id, index) => (
          <SlideItem
            key={id}
            editor={editor}
            slideId={id}
            index={index}
            isCurrent={id === currentSlideId}
            canvas={canvas}
            onOpen={() => open(id)}
            onKeyDown={(event) => onItemKeyDown(id, event)}
            onDragStart={(event) => onDragStart(id, event)}
            onDrop={(event) => onDrop(id, event)}
          />
        ))}
      </ol>
    </aside>
  );
}

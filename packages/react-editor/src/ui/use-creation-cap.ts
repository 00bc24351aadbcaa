import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import {
  countInOtherSlides,
  readCreationCap,
  type CreationCap,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import type { CreationLimit, SlideDocument } from '@figura/sdk-core/schema';

/**
 * The cap on `limit` inside the open creation (its owner's plan's), read once when the panel opens
 * so the limit is said before the work (null until read, or where the host's API says nothing);
 * not before the first slide is checked (the editor takes no input until then).
 */
export function useCreationCap(editor: EditorEngine, limit: CreationLimit): CreationCap | null {
  const [cap, setCap] = useState<CreationCap | null>(null);
  const checked = useStore(editor.firstSlideChecked);
  useEffect(() => {
    if (!checked) return;
    let current = true;
    void readCreationCap(editor.api, limit, editor.creation).then((read) => {
      if (current) setCap(read);
    });
    return () => {
      current = false;
    };
  }, [editor, limit, checked]);
  return cap;
}

/**
 * How much of `count` the creation's other slides hold (null until read, and while `enabled` is
 * false, so an uncapped plan reads no slide), read again when a slide is added, removed, opened
 * or changed elsewhere. `count` must keep its identity (a module-level function).
 */
export function useOtherSlidesCount(
  editor: EditorEngine,
  count: (document: SlideDocument) => number,
  enabled: boolean,
): number | null {
  const deck = useStore(editor.slides);
  const changes = useStore(editor.slideChanges);
  // Kept with the slide that was open when counted: just after a switch the old count would
  // hold the slide now open and miss the one left.
  const [counted, setCounted] = useState<{ openSlide: string; count: number } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const openSlide = deck.currentSlideId;
    countInOtherSlides(editor, count).then(
      (n) => current && setCounted({ openSlide, count: n }),
      // Unread slides are left to the API, which counts them when it stores the next one.
      () => current && setCounted(null),
    );
    return () => {
      current = false;
    };
  }, [editor, count, enabled, deck, changes]);
  return enabled && counted?.openSlide === deck.currentSlideId ? counted.count : null;
}

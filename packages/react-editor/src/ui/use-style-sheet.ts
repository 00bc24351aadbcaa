import { useLayoutEffect, useRef, type RefObject } from 'react';
import { addStyleSheet } from './stylesheet';

/**
 * Adds a lazily loaded part's stylesheet to the document its root is in, before the part is first
 * painted (a layout effect: with a passive one the part showed unstyled for a frame, then jumped).
 * Checked after every render, for parts whose root appears only once their data has loaded.
 */
export function useStyleSheet(rootRef: RefObject<Element | null>, key: string, css: string): void {
  const styled = useRef<Document | null>(null);
  useLayoutEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc || styled.current === doc) return;
    addStyleSheet(doc, key, css);
    styled.current = doc;
  });
}

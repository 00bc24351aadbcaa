import { useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { FabricView } from '../canvas/fabric-view';
import { visibleSlideRect } from '../canvas/visible-slide';
import { createKeyHandler } from '../editor/key-handler';
import { routePageKeys } from '../editor/page-keys';

export interface EditorKeyOptions {
  /** The editor's container: keys pressed in it, and those pressed while focus is nowhere. */
  shell: RefObject<HTMLElement | null>;
  view: FabricView | null;
  /** The canvas area (what is pasted from elsewhere goes into the part of the slide in sight). */
  area: RefObject<HTMLElement | null>;
  editor: EditorEngine;
  onShowShortcuts: () => void;
  /** Something worth telling the user (a paste that could not be done). */
  onNotice: (message: string) => void;
}

/**
 * The editor's key handling (editor/key-handler.ts) as a React onKeyDown for its container; keys
 * pressed while focus is nowhere on the page reach it too (editor/page-keys.ts).
 */
export function useEditorKeys(options: EditorKeyOptions) {
  const latest = useRef(options);
  latest.current = options;
  const { editor, shell } = options;
  const handle = useMemo(
    () =>
      createKeyHandler({
        editor,
        view: () => latest.current.view,
        window: () => latest.current.view?.canvas.lowerCanvasEl.ownerDocument.defaultView,
        inView: () => visibleSlideRect(latest.current.area.current, latest.current.view),
        onShowShortcuts: () => latest.current.onShowShortcuts(),
        onNotice: (message) => latest.current.onNotice(message),
      }),
    [editor],
  );
  useEffect(
    () => (shell.current ? routePageKeys(shell.current, handle) : undefined),
    [shell, handle],
  );
  return useMemo(() => (event: KeyboardEvent<HTMLElement>) => handle(event), [handle]);
}

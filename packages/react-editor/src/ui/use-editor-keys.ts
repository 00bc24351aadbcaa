import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { FabricView } from '../canvas/fabric-view';
import { createKeyHandler } from '../editor/key-handler';

export interface EditorKeyOptions {
  view: FabricView | null;
  editor: EditorEngine;
  onShowShortcuts: () => void;
  /** Something worth telling the user (a paste that could not be done). */
  onNotice: (message: string) => void;
}

/** The editor's key handling (editor/key-handler.ts) as a React onKeyDown for its container. */
export function useEditorKeys(options: EditorKeyOptions) {
  const latest = useRef(options);
  latest.current = options;
  const { editor } = options;
  return useMemo(() => {
    const handle = createKeyHandler({
      editor,
      view: () => latest.current.view,
      window: () => latest.current.view?.canvas.lowerCanvasEl.ownerDocument.defaultView,
      onShowShortcuts: () => latest.current.onShowShortcuts(),
      onNotice: (message) => latest.current.onNotice(message),
    });
    return (event: KeyboardEvent<HTMLElement>) => handle(event);
  }, [editor]);
}

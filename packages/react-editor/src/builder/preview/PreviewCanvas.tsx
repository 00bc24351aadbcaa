import { useEffect, useLayoutEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { builderPreview, type BuiltAbstract } from '@figura/sdk-core/builder';
import { PreviewView } from './preview-view';

export interface PreviewCanvasProps {
  documents: StoreApi<BuiltAbstract>;
  /** The draft (placeholders in empty fields) or the document the journal gets. */
  which: 'draft' | 'document';
  /** The canvas's accessible name (it is an image: what the abstract shows). */
  label: string;
}

/**
 * The live preview (its own lazily loaded chunk: fabric and the renderer): follows the builder's
 * document and fits the frame it is in.
 */
export default function PreviewCanvas({ documents, which, label }: PreviewCanvasProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<PreviewView | null>(null);
  // Which document shows is read when it changes: the view (and its drawn objects) stay.
  const whichRef = useRef(which);
  whichRef.current = which;

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const view = new PreviewView(frame, label);
    viewRef.current = view;
    const shown = () => builderPreview(documents.getState(), whichRef.current);
    const fit = () => {
      const doc = shown();
      const width = Math.min(frame.clientWidth, (frame.clientHeight * doc.width) / doc.height);
      if (width > 0) view.fit(width, doc);
    };
    fit();
    void view.show(shown());
    const unsubscribe = documents.subscribe((state, previous) => {
      const which = whichRef.current;
      if (state[which] === previous[which]) return;
      if (state[which].width !== previous[which].width) fit();
      void view.show(shown());
    });
    const Observer = frame.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer ? new Observer(fit) : undefined;
    observer?.observe(frame);
    return () => {
      unsubscribe();
      observer?.disconnect();
      view.dispose();
      viewRef.current = null;
    };
    // The view is made once per document store; the choice and the label follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [documents]);

  // The draft while the author works, the journal's document on the export step: patched by id.
  useEffect(
    () => void viewRef.current?.show(builderPreview(documents.getState(), which)),
    [documents, which],
  );
  useEffect(() => viewRef.current?.setLabel(label), [label]);

  return <div ref={frameRef} className="figura-builder-preview-frame" />;
}

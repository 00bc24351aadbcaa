import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { ViewerZoom } from '@figura/sdk-core/viewer';
import { PreviewView } from '../builder/preview/preview-view';

export interface ViewerCanvasProps {
  document: SlideDocument;
  zoom: ViewerZoom;
  /** The canvas's accessible name (the slide's alt text, else which slide it is). */
  label: string;
  /** The zoom the slide is drawn at (CSS px per document px), after each fit. */
  onScale: (scale: number) => void;
}

/**
 * One slide drawn by the editor's renderer (the builder's static view): fitted to the stage, or
 * at a fixed zoom with the stage scrolling. Another slide patches the same canvas by element id.
 */
export function ViewerCanvas({ document, zoom, label, onScale }: ViewerCanvasProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<PreviewView | null>(null);
  const latest = useRef({ document, zoom, onScale });
  latest.current = { document, zoom, onScale };

  const layout = () => {
    const view = viewRef.current;
    const frame = frameRef.current;
    const stage = frame?.parentElement;
    if (!view || !frame || !stage) return;
    const { document: doc, zoom: wanted } = latest.current;
    let width: number;
    if (wanted === 'fit') {
      const style = stage.ownerDocument.defaultView?.getComputedStyle(stage);
      const padding = (name: 'Left' | 'Right' | 'Top' | 'Bottom') =>
        Number.parseFloat(style?.[`padding${name}`] ?? '0') || 0;
      const room = {
        width: stage.clientWidth - padding('Left') - padding('Right'),
        height: stage.clientHeight - padding('Top') - padding('Bottom'),
      };
      width = Math.min(room.width, (room.height * doc.width) / doc.height);
      // A stage with no size yet (hidden, or not laid out): the slide at its own size.
      if (!(width > 0)) width = doc.width;
    } else width = doc.width * wanted;
    view.fit(width, doc);
    latest.current.onScale(width / doc.width);
  };

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const view = new PreviewView(frame, label, 'figura-viewer-slide');
    viewRef.current = view;
    const Observer = frame.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer ? new Observer(() => layout()) : undefined;
    if (frame.parentElement) observer?.observe(frame.parentElement);
    return () => {
      observer?.disconnect();
      view.dispose();
      viewRef.current = null;
    };
    // One view per viewer; the document, zoom and label follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    layout();
    void viewRef.current?.show(document);
  }, [document, zoom]);
  useEffect(() => viewRef.current?.setLabel(label), [label]);

  return <div ref={frameRef} className="figura-viewer-frame" />;
}

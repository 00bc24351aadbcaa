import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { EditorStore } from '@figura/sdk-core/stores';
import { CameraController } from '../canvas/camera-controller';
import { FabricView } from '../canvas/fabric-view';
import type { EditorFonts } from '../fonts/font-face';
import { fitZoom } from '../canvas/zoom';

const AREA_PADDING = 24;

/**
 * Mounts the fabric view for a store into `hostRef`, zoomed to fit `areaRef`, and keeps fitting
 * while the area resizes until the user picks a zoom of their own. The camera (wheel, pinch,
 * space-drag, zoom buttons) is a CameraController over the area.
 */
export function useFabricView(
  store: EditorStore,
  areaRef: RefObject<HTMLElement | null>,
  hostRef: RefObject<HTMLElement | null>,
  textareaContainerRef: RefObject<HTMLElement | null>,
  fonts?: EditorFonts,
) {
  const [view, setView] = useState<FabricView | null>(null);
  const [camera, setCamera] = useState<CameraController | null>(null);
  const [zoom, setZoomState] = useState(1);
  const fitting = useRef(true);

  const currentFit = useCallback(() => {
    const area = areaRef.current;
    const { width, height } = store.getState().document;
    if (!area) return 1;
    return fitZoom(
      { width, height },
      { width: area.clientWidth, height: area.clientHeight },
      AREA_PADDING,
    );
  }, [areaRef, store]);

  // A layout effect: the canvas starts drawing before the browser paints the editor's frame,
  // rather than one frame later.
  useLayoutEffect(() => {
    const host = hostRef.current;
    const area = areaRef.current;
    const textareaContainer = textareaContainerRef.current;
    if (!host || !area || !textareaContainer) return;
    fitting.current = true;
    const initialZoom = currentFit();
    const created = new FabricView({
      host,
      store,
      textareaContainer,
      zoom: initialZoom,
      fonts,
    });
    // fabric drops its hidden text area when editing ends; keep the keyboard inside the editor.
    created.canvas.on('text:editing:exited', () => area.focus({ preventScroll: true }));
    const controller = new CameraController({
      area,
      target: created,
      documentSize: () => store.getState().document,
      padding: AREA_PADDING,
      onZoom: setZoomState,
      onUserMove: () => (fitting.current = false),
    });
    setView(created);
    setCamera(controller);
    setZoomState(initialZoom);
    const Observer = area.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer
      ? new Observer(() => {
          if (!fitting.current) return;
          const next = currentFit();
          if (Math.abs(next - created.getZoom()) > 0.001) {
            created.setZoom(next);
            setZoomState(created.getZoom());
          }
        })
      : undefined;
    observer?.observe(area);
    return () => {
      observer?.disconnect();
      controller.dispose();
      created.dispose();
      // fabric wraps the canvas in its own container; remove whatever it left in the host.
      host.replaceChildren();
      setView(null);
      setCamera(null);
    };
  }, [store, areaRef, hostRef, textareaContainerRef, currentFit, fonts]);

  const cameraAction =
    (action: (controller: CameraController) => void, fit = false) =>
    () => {
      if (!camera) return;
      fitting.current = fit;
      action(camera);
    };

  return {
    view,
    zoom,
    zoomIn: cameraAction((controller) => controller.step('in')),
    zoomOut: cameraAction((controller) => controller.step('out')),
    zoomToFit: cameraAction((controller) => controller.zoomToFit(), true),
    zoomToSelection: cameraAction((controller) => controller.zoomToSelection()),
  };
}

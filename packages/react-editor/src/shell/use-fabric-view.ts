import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { EditorEngine } from '@figura/sdk-core/editor';
import { translator } from '@figura/sdk-core/i18n';
import { FRAME_PADDING, ZOOM_BAR_ROOM } from '../canvas/camera';
import { CameraController } from '../canvas/camera-controller';
import { afterFirstSlideChecked, whenIdle } from '../canvas/idle';
import { installPlanWatermark } from '../canvas/plan-watermark';
import { FabricView } from '../canvas/fabric-view';
import type { EditorFonts } from '../fonts/font-face';
import { fitZoom } from '../canvas/zoom';

// The draw tools' gesture is off the embed's first load: asked for once the first slide is
// checked (the editor takes no input before), once (a failed load is asked again next mount).
const loadDrawGesture = () => import('../canvas/draw-gesture');
let drawGesture: ReturnType<typeof loadDrawGesture> | undefined;

/** The longest the first slide's check waits for the browser to be idle after the first draw. */
const CHECK_WITHIN_MS = 200;

/**
 * Mounts the fabric view of an editor's store into `hostRef`, zoomed to fit `areaRef`; it refits
 * when the window resizes until the user picks a zoom of their own, and otherwise stays put. The
 * camera (wheel, pinch, space-drag, zoom buttons, the editor's camera methods) is a
 * CameraController over the area, attached to the editor's camera port. The view draws at once;
 * it is returned once the first slide is checked (`onUnreadable`: the check failed).
 */
export function useFabricView(
  editor: EditorEngine,
  areaRef: RefObject<HTMLElement | null>,
  hostRef: RefObject<HTMLElement | null>,
  textareaContainerRef: RefObject<HTMLElement | null>,
  fonts?: EditorFonts,
  onUnreadable?: (error: unknown) => void,
): FabricView | null {
  const [view, setView] = useState<FabricView | null>(null);
  const { store, camera } = editor;
  const unreadable = useRef(onUnreadable);
  unreadable.current = onUnreadable;

  const currentFit = useCallback(() => {
    const area = areaRef.current;
    const { width, height } = store.getState().document;
    if (!area) return 1;
    return fitZoom(
      { width, height },
      { width: area.clientWidth, height: area.clientHeight - ZOOM_BAR_ROOM },
      FRAME_PADDING,
    );
  }, [areaRef, store]);

  // A layout effect: the canvas starts drawing before the browser paints the editor's frame,
  // rather than one frame later.
  useLayoutEffect(() => {
    const host = hostRef.current;
    const area = areaRef.current;
    const textareaContainer = textareaContainerRef.current;
    if (!host || !area || !textareaContainer) return;
    camera.report({ fitting: true });
    const initialZoom = currentFit();
    const created = new FabricView({
      host,
      store,
      textareaContainer,
      zoom: initialZoom,
      fonts,
      t: translator(editor.i18n, 'editor'),
      resolveFile: editor.resolveFile,
      readOnly: editor.readOnly,
    });
    // fabric drops its hidden text area when editing ends; keep the keyboard inside the editor.
    created.canvas.on('text:editing:exited', () => area.focus({ preventScroll: true }));
    const controller = new CameraController({
      area,
      target: created,
      documentSize: () => store.getState().document,
      padding: FRAME_PADDING,
      reserveBelow: ZOOM_BAR_ROOM,
      onZoom: (zoom) => camera.report({ zoom }),
      onUserMove: () => camera.report({ fitting: false }),
    });
    const detach = camera.attach({
      getZoom: () => controller.current().zoom,
      setZoom: (zoom) => controller.zoomTo(zoom),
      step: (direction) => controller.step(direction),
      zoomToFit: () => controller.zoomToFit(),
      zoomToSelection: () => controller.zoomToSelection(),
      revealSelection: () => controller.revealSelection(),
    });
    // Words typed into a label still being edited are saved with everything else.
    const releaseInput = editor.addPendingInput(() => created.commitTypedText());
    const unmark = installPlanWatermark(created.canvas, store, editor);
    camera.report({ zoom: initialZoom });
    controller.zoomToFit();
    // The slide is drawn as received and checked once the browser is idle after that, at most
    // CHECK_WITHIN_MS later however busy it is (checkFirstSlide): until then the editor takes no
    // input, and the rest of the editor (its tools, panels, comments) gets the view then, in the
    // render the check causes anyway, not in another render before the first frame; so does
    // the draw tools' gesture.
    let mounted = true;
    let undraw = () => {};
    created.ready
      .then(() => whenIdle(area.ownerDocument.defaultView, CHECK_WITHIN_MS))
      .then(() => editor.checkFirstSlide())
      .catch((error: unknown) => mounted && unreadable.current?.(error));
    const stopWaiting = afterFirstSlideChecked(editor, () => {
      setView(created);
      (drawGesture ??= loadDrawGesture()).then(
        ({ installDrawGesture }) => {
          if (mounted) undraw = installDrawGesture(area, created, editor);
        },
        () => (drawGesture = undefined),
      );
    });
    // While the page settles (before the person first touches the editor) a fitting view keeps
    // fitting; after that only a new window size or a host that narrows or widens the editor (the
    // portal's version history beside it) refits it, and anything of the editor's own that
    // changes the area (a panel, a toolbar row, the save status) leaves the slide where it is on
    // the page: the slide went under the dock when the history narrowed the editor.
    const win = area.ownerDocument.defaultView;
    const root = area.closest('.figura-root') ?? area;
    const hostSize = () => `${win?.innerWidth ?? 0}x${win?.innerHeight ?? 0}x${root.clientWidth}`;
    let fittedFor = hostSize();
    let touched = false;
    const touch = () => (touched = true);
    textareaContainer.addEventListener('pointerdown', touch, true);
    textareaContainer.addEventListener('keydown', touch, true);
    const Observer = win?.ResizeObserver;
    const observer = Observer
      ? new Observer(() => {
          controller.holdInPlace();
          if (!camera.state.getState().fitting || (touched && hostSize() === fittedFor)) return;
          fittedFor = hostSize();
          controller.zoomToFit();
        })
      : undefined;
    observer?.observe(area);
    return () => {
      observer?.disconnect();
      textareaContainer.removeEventListener('pointerdown', touch, true);
      textareaContainer.removeEventListener('keydown', touch, true);
      detach();
      stopWaiting();
      mounted = false;
      undraw();
      unmark();
      controller.dispose();
      created.dispose();
      releaseInput();
      // fabric wraps the canvas in its own container; remove whatever it left in the host.
      host.replaceChildren();
      setView(null);
    };
  }, [
    store,
    camera,
    areaRef,
    hostRef,
    textareaContainerRef,
    currentFit,
    fonts,
    editor.i18n,
    editor.resolveFile,
    editor.readOnly,
    editor,
  ]);

  return view;
}

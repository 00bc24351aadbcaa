// A restricted plan's mark on the canvas, where every export of the plan draws it: the person
// sees before downloading what the files will carry. Drawn as fabric's overlay (above every
// element, never selected, not part of the document) from the same mark the exports add.
import { createFabricObject } from '@figura/sdk-core/render';
import type * as PlanMark from './plan-mark';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { EditorStore } from '@figura/sdk-core/stores';
import { afterFirstSlideChecked } from './idle';
import { browserFabric as fabric, type Canvas } from './browser-fabric';

/**
 * Shows the plan's mark on `canvas` once the editor's plan (asked once the first slide is drawn
 * and checked) says there is one (null: none), again at the slide's new size whenever it
 * changes. Returns the way to take it down.
 */
export function installPlanWatermark(
  canvas: Canvas,
  store: EditorStore,
  editor: Pick<EditorEngine, 'downloadWatermark' | 'firstSlideChecked'>,
): () => void {
  let words: string | null = null;
  let marking: typeof PlanMark | null = null;
  let stopped = false;
  let drawnFor = '';
  const draw = async () => {
    const { document } = store.getState();
    const size = `${document.width}x${document.height}`;
    if (!words || !marking || stopped || size === drawnFor) return;
    drawnFor = size;
    // The exports' words (English, as the server draws them) at the exports' place.
    const mark = marking.withWatermark({ ...document, elements: [] }, words).elements[0]!;
    const object = await createFabricObject(fabric, mark);
    if (stopped) return;
    object.set({ selectable: false, evented: false });
    canvas.overlayImage = object;
    canvas.requestRenderAll();
  };
  // The plan is not what the slide waits for.
  const stopWaiting = afterFirstSlideChecked(editor, () => {
    void editor.downloadWatermark().then(async (code) => {
      if (!code || stopped) return;
      marking = await import('./plan-mark');
      words = marking.englishWatermarkText(code);
      return draw();
    });
  });
  const unsubscribe = store.subscribe(({ document: now }, { document: before }) => {
    if (now.width !== before.width || now.height !== before.height) void draw();
  });
  return () => {
    stopWaiting();
    stopped = true;
    unsubscribe();
    canvas.overlayImage = undefined;
  };
}

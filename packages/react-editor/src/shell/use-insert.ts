import type { DragEvent, RefObject } from 'react';
import {
  chartSizedFor,
  onScreenTarget,
  createChartElement,
  createIconElement,
  placeLibraryItem,
  placeNewElement,
  readStorageRoom,
  uploadFits,
  type EditorEngine,
  type IconChoice,
  type ShapeTool,
  type SlidePoint,
} from '@figura/sdk-core/editor';
import { planLabel } from '@figura/sdk-core/i18n';
import { UNUSED_UPLOAD_DAYS, type FiguraElement } from '@figura/sdk-core/schema';
import { useImagePicker } from '../add/use-image-picker';
import type { FabricView } from '../canvas/fabric-view';
import { visibleSlideRect } from '../canvas/visible-slide';
import { seatPreviewOf } from '../canvas-tools/seat-previews';
import { useTranslation } from '../i18n/translation';
import { LIBRARY_ITEM_DRAG_TYPE } from '../panels/library/drag';
import type { EditorNotice } from '../ui/editor-notice';

export interface InsertOptions {
  editor: EditorEngine;
  view: FabricView | null;
  area: RefObject<HTMLElement | null>;
  /** Something to tell the person (what an image's cleaning left out, why a file was refused). */
  onNotice: (notice: EditorNotice) => void;
  /** A failed placement (a library item that could not be fetched). */
  report: (error: unknown) => void;
}

/**
 * Every way an element comes into the slide. From the Insert bar or a panel it goes into free
 * space in the part of the slide in view and is selected; dropped on the canvas, where it was
 * dropped.
 */
export function useInsert({ editor, view, area, onNotice, report }: InsertOptions) {
  const { t } = useTranslation('editor');
  const { store } = editor;
  const documentNow = () => store.getState().document;
  const inView = () => visibleSlideRect(area.current, view);
  const place = (element: FiguraElement) =>
    editor.addElement(placeNewElement(documentNow(), element, inView()));
  // A chart added to a figure made for a journal starts with text at its smallest size at print;
  // to one made for no journal, at a size read on a projected slide.
  const addInView = (element: FiguraElement) => {
    if (element.type !== 'chart') return place(element);
    const target = editor.preflight.target() ?? onScreenTarget(documentNow());
    void chartSizedFor(element, documentNow(), target).then(place, report);
  };
  const images = useImagePicker({
    getDocument: documentNow,
    onAdd: addInView,
    onNotice,
    refusal: async ({ name, bytes }) => {
      const room = await readStorageRoom(editor.api);
      if (!room || uploadFits(room, bytes)) return null;
      const megabytes = (value: number) => Math.round((value / 1e6) * 10) / 10;
      const text = t('add.storageFull', {
        name,
        // Rounded up: a small picture is never "0 MB".
        size: Math.ceil(bytes / 1e5) / 10,
        quota: megabytes(room.quota),
        used: megabytes(room.used),
        planLabel: planLabel(room.plan, t),
        days: UNUSED_UPLOAD_DAYS,
      });
      return { text, upsell: 'uploads' as const, plan: room.plan };
    },
    t,
    label: t('add.imageFile'),
  });
  const placeFromLibrary = (itemId: string, at?: SlidePoint) =>
    placeLibraryItem(editor, editor.api, itemId, at, at ? undefined : inView());

  return {
    addInView,
    addShape: (tool: ShapeTool) => addInView(editor.tools.made(tool)),
    addIcon: (icon: IconChoice) => addInView(createIconElement(icon, documentNow())),
    addChart: () => addInView(createChartElement(documentNow())),
    images,
    placeFromLibrary,
    // A library result dropped onto the canvas: placed centred on the drop point (over a
    // membrane, the slot it would take is outlined meanwhile).
    onCanvasDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (!event.dataTransfer.types.includes(LIBRARY_ITEM_DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      if (view) seatPreviewOf(view.canvas)?.showAt(view.canvas.getScenePoint(event.nativeEvent));
    },
    onCanvasDragLeave: () => {
      if (view) seatPreviewOf(view.canvas)?.showAt(null);
    },
    onCanvasDrop: (event: DragEvent<HTMLDivElement>) => {
      if (view) seatPreviewOf(view.canvas)?.showAt(null);
      const itemId = event.dataTransfer.getData(LIBRARY_ITEM_DRAG_TYPE);
      if (!itemId || !view) return;
      event.preventDefault();
      const point = view.canvas.getScenePoint(event.nativeEvent);
      placeFromLibrary(itemId, { x: point.x, y: point.y }).catch(report);
    },
  };
}

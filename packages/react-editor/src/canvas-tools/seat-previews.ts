// Each canvas's seat preview, once its code has loaded (a slide with a membrane): a library item
// dragged over the canvas asks it to outline the slot the drop would take.

export interface SeatPreviewHandle {
  /** Outlines the free slot a drop centred on `point` (slide px) would take; null clears it. */
  showAt(point: { x: number; y: number } | null): void;
}

const previews = new WeakMap<object, SeatPreviewHandle>();

export const seatPreviewOf = (canvas: object): SeatPreviewHandle | undefined =>
  previews.get(canvas);

/** Registers `handle` for `canvas`; the returned function takes it back. */
export function registerSeatPreview(canvas: object, handle: SeatPreviewHandle): () => void {
  previews.set(canvas, handle);
  return () => {
    if (previews.get(canvas) === handle) previews.delete(canvas);
  };
}

/** Zoom limits and steps shared by the toolbar, keyboard and fit-to-container. */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 4;
const STEPS = [0.05, 0.1, 0.15, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The largest zoom at which the whole document fits the area, leaving `padding` px around it. */
export function fitZoom(
  documentSize: { width: number; height: number },
  area: { width: number; height: number },
  padding = 24,
): number {
  const width = area.width - padding * 2;
  const height = area.height - padding * 2;
  if (width <= 0 || height <= 0) return clampZoom(1);
  return clampZoom(Math.min(width / documentSize.width, height / documentSize.height));
}

/** The next step up or down from `zoom`, so repeated clicks land on round percentages. */
export function stepZoom(zoom: number, direction: 'in' | 'out'): number {
  const epsilon = 1e-6;
  if (direction === 'in') return STEPS.find((step) => step > zoom + epsilon) ?? MAX_ZOOM;
  return [...STEPS].reverse().find((step) => step < zoom - epsilon) ?? MIN_ZOOM;
}

export function formatZoom(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

import { describe, expect, it } from 'vitest';
import {
  clampCamera,
  documentToScreen,
  fitCamera,
  frameRect,
  screenToDocument,
  wheelZoomFactor,
  zoomAbout,
} from './camera';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

const area = { width: 1000, height: 600 };
const slide = { width: 1200, height: 600 };

describe('camera', () => {
  it('zooms about a point: the document point under it stays under it', () => {
    const camera = { zoom: 0.5, x: 40, y: 30 };
    const anchor = { x: 321, y: 123 };
    const under = screenToDocument(camera, anchor);
    const zoomed = zoomAbout(camera, anchor, 1.5);
    expect(zoomed.zoom).toBe(1.5);
    const after = documentToScreen(zoomed, under);
    expect(after.x).toBeCloseTo(anchor.x, 9);
    expect(after.y).toBeCloseTo(anchor.y, 9);
  });

  it('clamps zoom to its bounds, still about the point', () => {
    const camera = { zoom: 1, x: 0, y: 0 };
    expect(zoomAbout(camera, { x: 100, y: 100 }, 50)).toEqual({
      zoom: MAX_ZOOM,
      x: 100 - 100 * MAX_ZOOM,
      y: 100 - 100 * MAX_ZOOM,
    });
    expect(zoomAbout(camera, { x: 0, y: 0 }, 0.0001).zoom).toBe(MIN_ZOOM);
  });

  it('turns wheel deltas into zoom factors, capped per event', () => {
    expect(wheelZoomFactor(0)).toBe(1);
    expect(wheelZoomFactor(-10)).toBeGreaterThan(1);
    expect(wheelZoomFactor(10)).toBeCloseTo(1 / wheelZoomFactor(-10), 12);
    expect(wheelZoomFactor(1000)).toBe(wheelZoomFactor(50));
  });

  it('fits and centres the document in the padded area', () => {
    const camera = fitCamera(slide, area, 24);
    expect(camera.zoom).toBeCloseTo(952 / 1200, 12); // the width limits: (1000 - 2 x 24) / 1200
    expect(camera.x).toBeCloseTo(24, 9);
    expect(camera.y).toBeCloseTo((600 - 600 * camera.zoom) / 2, 9);
  });

  it('frames a rectangle, centred, as large as fits', () => {
    const camera = frameRect({ left: 100, top: 200, width: 200, height: 100 }, area, 50);
    expect(camera.zoom).toBe(4); // 900/200 and 500/100, clamped to the maximum
    const centre = documentToScreen(camera, { x: 200, y: 250 });
    expect(centre).toEqual({ x: 500, y: 300 });
  });

  it('centres a document smaller than the area and keeps a larger one within the padding', () => {
    // Small: centred whatever was asked.
    expect(clampCamera({ zoom: 0.5, x: -400, y: 900 }, slide, area, 24)).toEqual({
      zoom: 0.5,
      x: 200,
      y: 150,
    });
    // Large (2400 x 1200 on screen): between area - padding - size and the padding.
    expect(clampCamera({ zoom: 2, x: 300, y: -5000 }, slide, area, 24)).toEqual({
      zoom: 2,
      x: 24,
      y: 600 - 24 - 1200,
    });
    expect(clampCamera({ zoom: 2, x: -700, y: -100 }, slide, area, 24)).toEqual({
      zoom: 2,
      x: -700,
      y: -100,
    });
  });
});

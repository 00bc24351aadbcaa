import { describe, expect, it } from 'vitest';
import {
  clampCamera,
  documentToScreen,
  fitCamera,
  frameRect,
  pasteboardPadding,
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

  it('keeps at least the given part of the slide in view, and never re-centres it', () => {
    // Asked in view: left where it was, however small the slide.
    expect(clampCamera({ zoom: 0.5, x: 10, y: 40 }, slide, area, 48)).toEqual({
      zoom: 0.5,
      x: 10,
      y: 40,
    });
    // Too far right and down: 48 px still show at the right and bottom edges.
    expect(clampCamera({ zoom: 0.5, x: 2000, y: 900 }, slide, area, 48)).toEqual({
      zoom: 0.5,
      x: 1000 - 48,
      y: 600 - 48,
    });
    // Too far left and up (2400 x 1200 on screen): 48 px still show at the left and top.
    expect(clampCamera({ zoom: 2, x: -5000, y: -5000 }, slide, area, 48)).toEqual({
      zoom: 2,
      x: 48 - 2400,
      y: 48 - 1200,
    });
  });

  it('pads the slide with the area less the part kept in view', () => {
    expect(pasteboardPadding(area, 48)).toEqual({ width: 952, height: 552 });
    expect(pasteboardPadding({ width: 20, height: 30 }, 48)).toEqual({ width: 0, height: 0 });
  });
});

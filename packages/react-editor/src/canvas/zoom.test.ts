import { describe, expect, it } from 'vitest';
import { fitZoom, formatZoom, stepZoom, MAX_ZOOM, MIN_ZOOM } from './zoom';

describe('zoom', () => {
  it('fits the whole document inside the padded area', () => {
    expect(fitZoom({ width: 1200, height: 600 }, { width: 648, height: 1000 }, 24)).toBe(0.5);
    expect(fitZoom({ width: 1000, height: 1000 }, { width: 2048, height: 548 }, 24)).toBe(0.5);
  });

  it('stays within limits for tiny or missing areas', () => {
    expect(fitZoom({ width: 2500, height: 2500 }, { width: 40, height: 40 }, 24)).toBe(1);
    expect(fitZoom({ width: 2500, height: 2500 }, { width: 60, height: 60 }, 24)).toBe(MIN_ZOOM);
    expect(fitZoom({ width: 100, height: 100 }, { width: 5000, height: 5000 }, 24)).toBe(MAX_ZOOM);
  });

  it('steps to round percentages in both directions', () => {
    expect(stepZoom(1, 'in')).toBe(1.25);
    expect(stepZoom(1, 'out')).toBe(0.75);
    expect(stepZoom(0.62, 'in')).toBe(0.67);
    expect(stepZoom(0.62, 'out')).toBe(0.5);
    expect(stepZoom(MAX_ZOOM, 'in')).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, 'out')).toBe(MIN_ZOOM);
    expect(formatZoom(0.666)).toBe('67%');
  });
});

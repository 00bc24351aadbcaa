// The plan's mark: one small line at the bottom right, whatever the slide's shape.
import { describe, expect, it } from 'vitest';
import { CANVAS_PRESETS } from '../arrange/canvas-size';
import { createEmptyDocument } from '../schema/document/empty-document';
import type { TextboxElement } from '../schema/document/elements';
import { withWatermark } from './watermark';

describe('the plan mark', () => {
  it.each(CANVAS_PRESETS.map((preset) => [preset.id, preset] as const))(
    'is one line in the bottom-right corner of a %s',
    (_, size) => {
      const slide = createEmptyDocument(size.width, size.height);
      const mark = withWatermark(slide, 'Made with Figura — Starter').elements.at(
        -1,
      ) as TextboxElement;
      // One line: as tall as one line of its text, not two (a tall poster gave it two at 48 px).
      expect(mark.height).toBeLessThan(mark.fontSize * mark.lineHeight * 1.5);
      expect(mark.width).toBeLessThanOrEqual(size.width * 0.22 + 0.01);
      expect(mark.left + mark.width).toBeLessThanOrEqual(size.width + 0.01);
      expect(mark.top + mark.height).toBeLessThanOrEqual(size.height + 0.01);
      expect(mark.top).toBeGreaterThan(size.height * 0.9);
    },
  );
});

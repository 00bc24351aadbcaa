import type { Textbox } from 'fabric';

/** The narrowest a label's box gets (slide px): room for the caret and a letter. */
const MIN_LABEL_WIDTH = 20;

/**
 * Fits a label's box (text with `autoWidth`, placed by a click) to its longest line while it is
 * typed in, as a label in a slide program does: it keeps the side its alignment holds (left,
 * centre or right) and wraps only where the slide ends. A rotated box keeps its width. Says
 * whether the width changed (by a pixel or more).
 */
export function fitLabelWidth(textbox: Textbox, slideWidth: number): boolean {
  if (textbox.angle % 360 !== 0) return false;
  const scale = textbox.scaleX || 1;
  const left = textbox.left;
  const shown = textbox.width * scale;
  const align = textbox.textAlign;
  const anchor = align === 'center' ? left + shown / 2 : align === 'right' ? left + shown : left;
  const room =
    (align === 'center'
      ? 2 * Math.min(anchor, slideWidth - anchor)
      : align === 'right'
        ? anchor
        : slideWidth - anchor) / scale;
  // Laid out as wide as the room first, so only the slide's edge wraps a line.
  textbox.set('width', Math.max(room, MIN_LABEL_WIDTH));
  textbox.initDimensions();
  const fitted = Math.min(room, Math.ceil(textbox.calcTextWidth()) + 1);
  textbox.set('width', Math.max(fitted, MIN_LABEL_WIDTH));
  textbox.initDimensions();
  const width = textbox.width * scale;
  const changed = Math.abs(width - shown) >= 1;
  const moved = align === 'center' ? anchor - width / 2 : align === 'right' ? anchor - width : left;
  textbox.set('left', moved);
  textbox.setCoords();
  return changed;
}

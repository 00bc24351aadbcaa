import type { Textbox } from 'fabric';
import type { TextboxElement } from '../schema/document/elements';
import { splitGraphemes } from './graphemes';
import type { FabricModule } from './types';

export type ListStyle = TextboxElement['listStyle'];

/**
 * Lists are drawn, never stored in `text`: the markers ("•", "1.") are painted in a hanging indent
 * left of each paragraph (a hard line; wrapped lines stay indented without a marker). The text,
 * its character indexes and per-character styles stay exactly what the user typed, so editing,
 * caret positions and the round trip through the schema are unaffected. Empty paragraphs get no
 * marker and are not counted.
 */
export function listMarkers(paragraphs: readonly string[], style: ListStyle): (string | null)[] {
  let number = 0;
  return paragraphs.map((paragraph) => {
    if (style === 'normal' || paragraph.trim() === '') return null;
    number += 1;
    return style === 'bullet' ? '•' : `${number}.`;
  });
}

/** The indent in px that leaves room for the widest marker (about one em per marker glyph). */
export function listIndent(style: ListStyle, fontSize: number, paragraphCount: number): number {
  if (style === 'normal') return 0;
  if (style === 'bullet') return Math.round(fontSize * 1.1 * 100) / 100;
  const digits = String(Math.max(1, paragraphCount)).length;
  return Math.round(fontSize * (0.6 * (digits + 1) + 0.5) * 100) / 100;
}

interface ListFields {
  listStyle: ListStyle;
}

type TextboxClass = typeof Textbox;
const classes = new WeakMap<TextboxClass, TextboxClass>();

/**
 * A fabric Textbox that draws list markers (see listMarkers): the same class serves the browser
 * (`fabric`) and the server (`fabric/node`), one subclass per fabric module.
 */
export function listTextboxClass(fabric: FabricModule): TextboxClass {
  const Base = fabric.Textbox;
  const cached = classes.get(Base);
  if (cached) return cached;

  class ListTextbox extends Base {
    static override textLayoutProperties = [...Base.textLayoutProperties, 'listStyle'];

    override graphemeSplit(value: string): string[] {
      return splitGraphemes(value, (text) => super.graphemeSplit(text));
    }

    private listIndentPx(): number {
      const style = (this as unknown as ListFields).listStyle ?? 'normal';
      if (style === 'normal') return 0;
      return listIndent(style, this.fontSize, (this.text ?? '').split('\n').length);
    }

    // Wrap into the width left of the indent; a word wider than that still widens the box.
    override _wrapText(lines: string[], desiredWidth: number): string[][] {
      const indent = this.listIndentPx();
      const wrapped = super._wrapText(lines, Math.max(1, desiredWidth - indent));
      if (indent > 0 && this.dynamicMinWidth > 0) this.dynamicMinWidth += indent;
      return wrapped;
    }

    // Counting the indent into each line's width keeps centre, right and justify inside the box.
    override getLineWidth(lineIndex: number): number {
      return super.getLineWidth(lineIndex) + this.listIndentPx();
    }

    override _getLineLeftOffset(lineIndex: number): number {
      return super._getLineLeftOffset(lineIndex) + this.listIndentPx();
    }

    override _renderText(ctx: CanvasRenderingContext2D): void {
      super._renderText(ctx);
      const indent = this.listIndentPx();
      if (indent > 0) this.renderListMarkers(ctx, indent);
    }

    private renderListMarkers(ctx: CanvasRenderingContext2D, indent: number): void {
      const style = (this as unknown as ListFields).listStyle;
      const paragraphs = (this.text ?? '').split('\n');
      const markers = listMarkers(paragraphs, style);
      const left = this._getLeftOffset();
      let top = this._getTopOffset();
      ctx.save();
      ctx.textBaseline = 'alphabetic';
      ctx.textAlign = 'left';
      if (typeof this.fill === 'string') ctx.fillStyle = this.fill;
      for (let i = 0; i < this._textLines.length; i++) {
        const height = this.getHeightOfLine(i);
        const map = this._styleMap?.[i];
        const marker = map && map.offset === 0 ? markers[map.line] : null;
        if (marker) {
          const size = this.fontSize;
          ctx.font = this._getFontDeclaration({ fontSize: size });
          // The same baseline fabric draws the line's text on (Text._renderTextCommon).
          const lineBox = height / this.lineHeight;
          const baseline = top + lineBox - lineBox * this._fontSizeFraction;
          const textStart = left + this._getLineLeftOffset(i);
          const width = ctx.measureText(marker).width;
          const x = style === 'bullet' ? textStart - indent : textStart - width - size * 0.3;
          ctx.fillText(marker, x, baseline);
        }
        top += height;
      }
      ctx.restore();
    }
  }

  classes.set(Base, ListTextbox as unknown as TextboxClass);
  return ListTextbox as unknown as TextboxClass;
}

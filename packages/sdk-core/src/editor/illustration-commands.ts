// Recolouring an illustration by colour part, and the credits line as a text element: each change
// one history entry (a colour picker or slider drag merges into one through its gesture key).
import type { Translate } from '../i18n/create-i18n';
import { creditsLine, type CreditsOptions } from '../schema/rules/credits';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement, IllustrationElement } from '../schema/document/elements';
import { loadedSchema } from '../schema/loader';
import { createElementId } from '../schema/document/ids';
import type { EditorStore } from '../stores/editor-store';
import { normaliseColour, recolourHex } from '../svg/colours';
import { svgColourParts } from '../svg/recolor';
import { placeNewElement } from './placement';
import type { FiguraEditor } from './types';

/** One swatch: a colour part of the original drawing and the colour it is drawn in now. */
export interface ColourSwatch {
  /** The colour in the stored SVG (`#rrggbb`): the key of `colours`. */
  part: string;
  /** What the part is drawn in, after its replacement and the hue shift. */
  shown: string;
}

// The parts of the last SVGs asked about: listing them parses the SVG, and React asks per render.
const partsCache = new Map<string, string[]>();
const PARTS_CACHE_LIMIT = 20;

function colourParts(svg: string): string[] {
  let parts = partsCache.get(svg);
  if (!parts) {
    parts = svgColourParts(svg);
    partsCache.set(svg, parts);
    if (partsCache.size > PARTS_CACHE_LIMIT) partsCache.delete(partsCache.keys().next().value!);
  }
  return parts;
}

/** The swatches of an illustration, one per colour part, in the order the parts appear. */
/** Whether the drawing holds a picture (`<image>`): pixels that neither recolour nor enlarge well. */
export function holdsPicture(element: Pick<IllustrationElement, 'svg'>): boolean {
  return /<image\b/i.test(element.svg);
}

export function illustrationSwatches(element: IllustrationElement): ColourSwatch[] {
  const options = { colours: element.colours, hueShift: element.hueShift };
  return colourParts(element.svg).map((part) => ({ part, shown: recolourHex(part, options) }));
}

function updateIllustration(
  store: EditorStore,
  id: string,
  change: (element: IllustrationElement) => IllustrationElement,
  label: string,
  gesture?: string,
): void {
  store.getState().commit(
    (doc) => {
      let changed = false;
      const elements = doc.elements.map((element) => {
        if (element.id !== id || element.type !== 'illustration') return element;
        const next = change(element);
        changed = next !== element;
        return next;
      });
      return changed ? { ...doc, elements } : doc;
    },
    label,
    gesture ? { mergeKey: `illustration:${id}:${gesture}` } : undefined,
  );
}

/**
 * Draws colour part `part` of illustration `id` in `colour` as the user sees it: under a hue
 * shift the stored replacement is turned back by it, so the swatch shows exactly the colour picked.
 */
export function recolourPart(
  store: EditorStore,
  id: string,
  part: string,
  colour: string,
  t: Translate,
  gesture?: string,
): void {
  const picked = normaliseColour(colour);
  if (!picked) return;
  updateIllustration(
    store,
    id,
    (element) => {
      const target = recolourHex(picked, { hueShift: -element.hueShift });
      const { [part]: _previous, ...others } = element.colours;
      const colours = target === part ? others : { ...others, [part]: target };
      const same =
        Object.keys(colours).length === Object.keys(element.colours).length &&
        element.colours[part] === colours[part];
      return same ? element : { ...element, colours };
    },
    t('history.recolour'),
    gesture && `part:${part}:${gesture}`,
  );
}

/** Turns every hue of illustration `id` by `degrees` (−180..180) after the part colours. */
export function setHueShift(
  store: EditorStore,
  id: string,
  degrees: number,
  t: Translate,
  gesture?: string,
): void {
  const hueShift = Math.max(-180, Math.min(180, Math.round(degrees)));
  updateIllustration(
    store,
    id,
    (element) => (element.hueShift === hueShift ? element : { ...element, hueShift }),
    t('history.hueShift'),
    gesture && `hue:${gesture}`,
  );
}

/** Back to the colours the illustration was drawn in: no replacements, no hue shift. */
export function resetColours(store: EditorStore, id: string, t: Translate): void {
  updateIllustration(
    store,
    id,
    (element) =>
      Object.keys(element.colours).length === 0 && element.hueShift === 0
        ? element
        : { ...element, colours: {}, hueShift: 0 },
    t('history.resetColours'),
  );
}

/** A text element holding `line`, across the bottom of the slide, for the user to place. */
export function createCreditsElement(
  line: string,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  const fontSize = Math.max(10, Math.round(Math.min(doc.width, doc.height) / 50));
  const width = Math.round(doc.width * 0.9);
  const element = loadedSchema().elementSchema.parse({
    id,
    type: 'textbox',
    text: line,
    fontSize,
    fill: '#52606d',
    left: Math.round((doc.width - width) / 2),
    top: Math.round(doc.height - fontSize * 3),
    width,
    height: Math.round(fontSize * 1.16),
  });
  return placeNewElement(doc, element);
}

/** The credits line of a slide, or of a whole creation given every slide's document. */
export function creditsOf(docs: readonly SlideDocument[], options: CreditsOptions = {}): string {
  return creditsLine(
    docs.flatMap((doc) => doc.elements),
    options,
  );
}

export type CreditsScope = 'slide' | 'creation';

/**
 * Adds the credits line of the open slide, or of every slide of the creation, as a text element
 * (one undo step, selected so the user can place it). Resolves with the line; nothing is added
 * when no item needs crediting (the line is empty).
 */
export async function insertCredits(
  editor: Pick<
    FiguraEditor,
    'getDocument' | 'getSlides' | 'getCurrentSlideId' | 'getSlideDocument' | 'addElement'
  >,
  scope: CreditsScope,
  options: CreditsOptions = {},
): Promise<string> {
  const current = editor.getCurrentSlideId();
  const others =
    scope === 'creation'
      ? await Promise.all(
          editor
            .getSlides()
            .filter((slideId) => slideId !== current)
            .map((slideId) => editor.getSlideDocument(slideId)),
        )
      : [];
  // The open slide as it is now: it may have changed while the others loaded.
  const doc = editor.getDocument();
  const line = creditsOf([doc, ...others], options);
  if (line) editor.addElement(createCreditsElement(line, doc));
  return line;
}

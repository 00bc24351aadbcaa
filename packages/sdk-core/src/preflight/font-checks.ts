// The journal's typefaces: a text set in a face the profile does not name is flagged, with a
// one-click fix where a bundled face is drawn like one it names (Figura embeds or outlines every
// face it draws with, so "Arial" is met by Arimo: the same shapes and widths, openly licensed).
import type { PreflightProfile } from './profile-types';
import { shownText } from './texts';
import type { Finding, SlideContext } from './types';

/** Faces journals name, and the faces drawn like each (the first a bundled one, where any is). */
const DRAWN_LIKE: Readonly<Record<string, readonly string[]>> = {
  arial: ['Arimo', 'Liberation Sans', 'Helvetica', 'Arial'],
  helvetica: ['Arimo', 'Liberation Sans', 'Arial', 'Helvetica'],
  'times new roman': ['Tinos', 'Liberation Serif', 'Times', 'Times New Roman'],
  times: ['Tinos', 'Liberation Serif', 'Times New Roman', 'Times'],
};
/** The bundled faces among them (the font menu's). */
const BUNDLED = new Set(['Arimo', 'Tinos']);

const key = (family: string) => family.trim().toLowerCase();

/** Every face (lower case) that meets the profile's list; undefined when it names none. */
export function acceptedFaces(profile: Pick<PreflightProfile, 'fonts'>): Set<string> | undefined {
  if (!profile.fonts?.length) return undefined;
  return new Set(
    profile.fonts.flatMap((font) => [key(font), ...(DRAWN_LIKE[key(font)] ?? []).map(key)]),
  );
}

/** The bundled face to set text in for the profile: drawn like the first face it names. */
export function bundledFaceFor(profile: Pick<PreflightProfile, 'fonts'>): string | undefined {
  for (const font of profile.fonts ?? []) {
    const face = (DRAWN_LIKE[key(font)] ?? []).find((candidate) => BUNDLED.has(candidate));
    if (face) return face;
  }
  return undefined;
}

/** The faces a textbox draws with: its own and its runs'. */
function facesOf(element: { fontFamily: string; styles: readonly { style: object }[] }) {
  const faces = new Set([element.fontFamily]);
  for (const { style } of element.styles) {
    const family = (style as { fontFamily?: unknown }).fontFamily;
    if (typeof family === 'string') faces.add(family);
  }
  return [...faces];
}

/**
 * Texts in a face the profile does not name (advice: the file still meets the journal's sizes).
 * Charts and molecules draw their labels in the bundled sans and are not checked.
 */
export function checkFontFamilies(slide: SlideContext): Finding[] {
  const { profile, profileName, slideIndex, t, scene } = slide;
  const accepted = acceptedFaces(profile);
  if (!accepted) return [];
  const offered = bundledFaceFor(profile);
  const findings: Finding[] = [];
  for (const item of scene) {
    const { element } = item;
    if (element.type !== 'textbox' || element.text.trim() === '') continue;
    const wrong = facesOf(element).filter((face) => !accepted.has(key(face)));
    if (wrong.length === 0) continue;
    const values = {
      text: shownText(element.text),
      font: wrong.join(', '),
      profile: profileName,
      fonts: profile.fonts!.join(', '),
    };
    findings.push({
      check: 'font-family',
      severity: 'warning',
      slideIndex,
      elementId: item.rootId,
      variant: element.id,
      ...(offered && item.rootId === element.id ? { fix: 'profile-font' as const } : {}),
      message: offered
        ? t('editor:preflight.messages.fontFamilyFix', { ...values, offered })
        : t('editor:preflight.messages.fontFamily', values),
    });
  }
  return findings;
}

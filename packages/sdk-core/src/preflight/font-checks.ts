// The journal's typefaces: text drawn in a face the profile does not name is flagged, with a
// one-click fix where a bundled face is drawn like one it names (Figura embeds or outlines every
// face it draws with, so "Arial" is met by Arimo: the same shapes and widths, openly licensed).
// Text is judged by the face the exports draw it in (drawnFamily): a chart's or a molecule's
// labels as well as a textbox's runs.
import { bundledLike, drawnFamily } from '../fonts/drawn-family';
import type { FiguraElement } from '../schema/document/elements';
import { isScientificElement } from '../schema/document/guards';
import type { PreflightProfile } from './profile-types';
import { shownText } from './texts';
import type { Finding, SlideContext } from './types';

const key = (family: string) => family.trim().toLowerCase();

/** Every bundled face (lower case) that meets the profile's list; undefined when it names none. */
export function acceptedFaces(profile: Pick<PreflightProfile, 'fonts'>): Set<string> | undefined {
  if (!profile.fonts?.length) return undefined;
  return new Set(
    profile.fonts.flatMap((font) => {
      const like = bundledLike(font);
      return like ? [key(font), key(like)] : [key(font)];
    }),
  );
}

/** The bundled face to set text in for the profile: drawn like the first face it names. */
export function bundledFaceFor(profile: Pick<PreflightProfile, 'fonts'>): string | undefined {
  for (const font of profile.fonts ?? []) {
    const face = bundledLike(font);
    if (face) return face;
  }
  return undefined;
}

/** The faces (as named) an element's text is drawn in, or null for an element without text. */
function facesOf(element: FiguraElement): string[] | null {
  if (element.type === 'textbox') {
    if (element.text.trim() === '') return null;
    const faces = new Set([element.fontFamily]);
    for (const { style } of element.styles) {
      const family = (style as { fontFamily?: unknown }).fontFamily;
      if (typeof family === 'string') faces.add(family);
    }
    return [...faces];
  }
  if (element.type !== 'chart' && element.type !== 'molecule' && !isScientificElement(element))
    return null;
  // As its SVG names them: what every export draws.
  const named = [...element.svg.matchAll(/font-family="([^"]*)"/g)].map((match) => match[1]!);
  return named.length ? [...new Set(named)] : null;
}

/** Texts in a face the profile does not name (advice: the file still meets the journal's sizes). */
export function checkFontFamilies(slide: SlideContext): Finding[] {
  const { profile, profileName, slideIndex, t, scene } = slide;
  const accepted = acceptedFaces(profile);
  if (!accepted) return [];
  const offered = bundledFaceFor(profile);
  const findings: Finding[] = [];
  for (const item of scene) {
    const { element } = item;
    const faces = facesOf(element);
    if (!faces) continue;
    const wrong = faces.filter((face) => !accepted.has(key(drawnFamily(face))));
    if (wrong.length === 0) continue;
    // A molecule's labels stay in the face the toolkit measures them in (Arial, drawn by Arimo).
    const face = item.rootId === element.id && element.type !== 'molecule' ? offered : undefined;
    const values = {
      font: [...new Set(wrong.map(drawnFamily))].join(', '),
      profile: profileName,
      fonts: profile.fonts!.join(', '),
      ...(element.type === 'textbox'
        ? { text: shownText(element.text) }
        : element.type === 'molecule'
          ? { kind: t('editor:preflight.labelled.molecule') }
          : element.type === 'chart'
            ? { kind: t('editor:preflight.labelled.chart') }
            : { kind: t(`editor:scientific.${element.type}.name`).toLowerCase() }),
    };
    const message = element.type === 'textbox' ? 'fontFamily' : 'fontFamilyLabels';
    findings.push({
      check: 'font-family',
      severity: 'warning',
      slideIndex,
      elementId: item.rootId,
      variant: element.id,
      ...(face ? { fix: 'profile-font' as const } : {}),
      message: face
        ? t(`editor:preflight.messages.${message}Fix`, { ...values, offered: face })
        : t(`editor:preflight.messages.${message}`, values),
    });
  }
  return findings;
}

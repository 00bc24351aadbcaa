// The fixes Preflight offers for one element, in one click each (the session applies the slide's
// own: a white background, the journal's size). Loaded when a fix is first asked for.
import type { Translate } from '../i18n/create-i18n';
import type { PreflightProfile } from '../preflight/profiles';
import type { PreflightFix } from '../preflight/types';
import { inkedText, saferFill } from '../preflight/colour-checks';
import { bundledFaceFor } from '../preflight/font-checks';
import { isScientificElement } from '../schema/document/guards';
import type { EditorStore } from '../stores/editor-store';
import { OKABE_ITO, fitChartText, updateChart } from './chart-commands';

/** Applies `fix` to element `id` as one step; false when there was nothing to change. */
export async function fixElement(
  store: EditorStore,
  fix: PreflightFix,
  id: string,
  profile: PreflightProfile,
  t: Translate,
): Promise<boolean> {
  if (fix === 'chart-palette') return updateChart(store, id, { colours: [...OKABE_ITO] }, t);
  if (fix === 'shape-colour') return recolourApart(store, id, t);
  if (fix === 'profile-font') return setInProfileFace(store, id, profile, t);
  if (fix === 'text-colour') return inkForEveryone(store, id, t);
  if (fix === 'scientific-text') {
    const { fitScientificText } = await import('./scientific-commands');
    return fitScientificText(store, id, profile, t);
  }
  if (fix === 'chart-text') return fitChartText(store, id, profile, t);
  return false;
}

/**
 * Sets textbox or chart `id` in the bundled face drawn like the one the profile names (a
 * textbox's runs too; a chart is drawn again), one step.
 */
async function setInProfileFace(
  store: EditorStore,
  id: string,
  profile: PreflightProfile,
  t: Translate,
): Promise<boolean> {
  const face = bundledFaceFor(profile);
  if (!face) return false;
  const element = store.getState().document.elements.find((candidate) => candidate.id === id);
  if (element?.type === 'chart') return updateChart(store, id, { fontFamily: face }, t);
  if (element && isScientificElement(element)) {
    const { updateScientific } = await import('./scientific-commands');
    return (await updateScientific(store, id, { fontFamily: face }, t)).ok;
  }
  // Deleted while the fix loaded (or never a text): no step, nothing to report as fixed.
  if (element?.type !== 'textbox') return false;
  store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((element) =>
        element.id === id && element.type === 'textbox'
          ? {
              ...element,
              fontFamily: face,
              styles: element.styles.map(({ style, ...run }) => {
                const { fontFamily: _fontFamily, ...rest } = style as Record<string, unknown>;
                return { ...run, style: rest as typeof style };
              }),
            }
          : element,
      ),
    }),
    t('history.profileFace'),
  );
  return true;
}

/** Sets textbox `id`'s unreadable colours (its own, its runs') in black or white, one step. */
function inkForEveryone(store: EditorStore, id: string, t: Translate): boolean {
  const inked = inkedText(store.getState().document, id);
  if (!inked) return false;
  store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((element) => (element.id === id ? inked : element)),
    }),
    t('history.textColour'),
  );
  return true;
}

/** Fills shape `id` with a colour the shapes it touches stay apart from (saferFill), one step. */
function recolourApart(store: EditorStore, id: string, t: Translate): boolean {
  return refill(store, id, saferFill(store.getState().document, id), t('history.colourVision'));
}

/** Gives element `id` the fill a fix chose, as one step named `step`; false without one. */
function refill(store: EditorStore, id: string, fill: string | null, step: string): boolean {
  if (!fill) return false;
  store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((element) =>
        element.id === id && 'fill' in element ? { ...element, fill } : element,
      ),
    }),
    step,
  );
  return true;
}

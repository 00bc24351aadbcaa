// What may go into the figure, not how it looks: every library item's licence against the
// article's own licence, and AI-generated images where the journal does not accept them.
import { humanTitle } from '../describe/human-title';
import type { FiguraElement } from '../schema/document/elements';
import type { Finding, SlideContext } from './types';

/**
 * The licences an article can be published under, as the Preflight panel offers them: the two
 * the open-access journals use (CC BY, CC BY-NC), and "not open" (the publisher holds the rights).
 */
export { ARTICLE_LICENCES, type ArticleLicence } from './types';

/** What a Creative Commons licence id forbids or asks (`CC-BY-NC-SA-4.0` -> nc and sa). */
function termsOf(spdx: string) {
  const parts = spdx.toUpperCase().split('-');
  return { nc: parts.includes('NC'), nd: parts.includes('ND'), sa: parts.includes('SA') };
}

const nameOf = (element: FiguraElement) =>
  element.name?.trim() ? humanTitle(element.name) : element.type;

/**
 * Items whose licence the article's licence cannot carry: in a CC BY article (anyone may reuse
 * it, commercially too, and adapt it) an item that forbids commercial use (NC) or adaptation
 * (ND) is refused, and one that asks for the same licence on what is made from it (SA) is
 * flagged; a CC BY-NC article refuses ND items and flags SA ones. Nothing is checked while the
 * article's licence is not given, or for a closed article (the publisher asks for permissions).
 */
export function checkLicences(slide: SlideContext): Finding[] {
  const { options, scene, slideIndex, t } = slide;
  const article = options.articleLicence;
  if (!article || article === 'closed') return [];
  const articleName = t(`editor:preflight.articleLicences.${article}`);
  const findings: Finding[] = [];
  for (const { element, rootId } of scene) {
    const spdx = 'licence' in element ? element.licence?.spdx : undefined;
    if (!spdx) continue;
    const terms = termsOf(spdx);
    const refused = (terms.nc && article === 'cc-by') || terms.nd;
    if (!refused && !terms.sa) continue;
    const values = { name: nameOf(element), licence: spdx, article: articleName };
    findings.push({
      check: 'licence',
      severity: refused ? 'error' : 'warning',
      slideIndex,
      elementId: rootId,
      variant: element.id,
      message: !refused
        ? t('editor:preflight.messages.licenceShareAlike', values)
        : terms.nc && article === 'cc-by'
          ? t('editor:preflight.messages.licenceNonCommercial', values)
          : t('editor:preflight.messages.licenceNoDerivatives', values),
    });
  }
  return findings;
}

/** AI-generated images, where the profile's journal does not accept them. */
export function checkGeneratedImages(slide: SlideContext): Finding[] {
  const { profile, profileName, scene, slideIndex, t } = slide;
  if (!profile.refusesGeneratedImages) return [];
  return scene
    .filter(({ element }) => element.type === 'generation')
    .map(({ element, rootId }) => ({
      check: 'generated-image' as const,
      severity: 'error' as const,
      slideIndex,
      elementId: rootId,
      variant: element.id,
      message: t('editor:preflight.messages.generatedImage', { profile: profileName }),
    }));
}

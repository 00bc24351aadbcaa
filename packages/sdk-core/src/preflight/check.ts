import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import { createColourCache } from './colour';
import { checkFillVision, checkTextColours } from './colour-checks';
import { checkDpi, checkFormat, checkPixelSize } from './file-checks';
import { checkFontFamilies } from './font-checks';
import { checkLegibility } from './legibility';
import { checkDrawingLineWeight, checkFontSize, checkLineWeight } from './print-checks';
import { pointsPerPixel } from './print-scale';
import { checkEmbeddedPictures, checkRasterResolution, checkTransparency } from './raster-checks';
import { checkGeneratedImages, checkLicences } from './rights-checks';
import { checkSampleTexts } from './sample-text-check';
import { profileLabel } from './profiles';
import { checkRainbowCharts } from './rainbow-check';
import type { PreflightProfile } from './profile-types';
import { sceneOf } from './scene';
import { drawnTexts } from './texts';
import {
  PREFLIGHT_CHECKS,
  type CheckContext,
  type Finding,
  type PreflightOptions,
  type PreflightProblem,
  type PreflightResult,
  type SlideContext,
} from './types';

function checkSlide(context: CheckContext, document: SlideDocument, slideIndex: number): Finding[] {
  const { profile } = context;
  // The slide fitted into the profile's print size.
  const ptPerPx = pointsPerPixel(profile, document);
  const slide: SlideContext = {
    ...context,
    document,
    slideIndex,
    scene: sceneOf(document.elements),
    ptPerPx,
  };
  const { texts } = drawnTexts(slide.scene);
  return [
    ...checkPixelSize(slide),
    ...checkSampleTexts(slide),
    ...checkFontSize(slide, texts),
    ...checkFontFamilies(slide),
    ...checkLineWeight(slide),
    ...checkDrawingLineWeight(slide),
    ...checkRasterResolution(slide),
    ...checkEmbeddedPictures(slide),
    ...checkTransparency(slide),
    ...checkTextColours(slide, texts),
    ...checkLegibility(slide, texts),
    ...checkFillVision(slide, texts),
    ...checkRainbowCharts(slide),
    ...checkLicences(slide),
    ...checkGeneratedImages(slide),
  ];
}

const checkOrder = (problem: PreflightProblem) => PREFLIGHT_CHECKS.indexOf(problem.check);

/**
 * preflight() in the words given (`t`): what the editor loads when its Preflight panel opens,
 * without the bundled English (the editor has its own strings).
 */
export function checkSlides(
  documents: readonly SlideDocument[],
  profile: PreflightProfile,
  options: PreflightOptions & { t: Translate },
): PreflightResult {
  const { t } = options;
  const context: CheckContext = {
    profile,
    profileName: profileLabel(profile, t),
    options,
    t,
    colours: createColourCache(),
  };
  const findings = [
    ...checkDpi(context),
    ...checkFormat(context),
    ...documents.flatMap((document, index) => checkSlide(context, document, index)),
  ];
  return resultOf(findings);
}

/**
 * Only what the files themselves must be for the profile: pixel size and shape, DPI and format
 * (no look inside the slides). What a server checks before it hands a file over.
 */
export function checkFiles(
  documents: readonly SlideDocument[],
  profile: PreflightProfile,
  options: PreflightOptions & { t: Translate },
): PreflightResult {
  const { t } = options;
  const context = {
    profile,
    profileName: profileLabel(profile, t),
    options,
    t,
  };
  return resultOf([
    ...checkDpi(context),
    ...checkFormat(context),
    ...documents.flatMap((document, slideIndex) =>
      checkPixelSize({ ...context, document, slideIndex }),
    ),
  ]);
}

function resultOf(findings: readonly Finding[]): PreflightResult {
  const problems = findings
    .map(({ variant, ...finding }): PreflightProblem => ({
      ...finding,
      id: [finding.check, finding.slideIndex ?? '', finding.elementId ?? '', variant ?? ''].join(
        ':',
      ),
    }))
    // Checks in their listed order; within one, slide by slide (stable sort).
    .sort((a, b) => checkOrder(a) - checkOrder(b) || (a.slideIndex ?? -1) - (b.slideIndex ?? -1));
  return { passed: problems.every((problem) => problem.severity !== 'error'), problems };
}

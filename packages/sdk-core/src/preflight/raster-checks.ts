// Pictures at print size: an uploaded or generated image has only its own pixels, so printed
// larger than they allow it goes soft, whatever the file's DPI says.
import { imageDataUrlSize } from '../schema/document/image-size';
import { humanTitle } from '../describe/human-title';
import { POINTS_PER_INCH } from './print-scale';
import { CSS_DPI } from './profile-types';
import { attribute, elementSvgScale } from './texts';
import type { Finding, SlideContext } from './types';
import type { PictureKind } from '../schema/document/constants';

/**
 * What print asks of each kind of picture, as publishers' artwork guidelines put it (Elsevier's
 * and Cell Press's: halftones 300 dpi, combinations 500, line art 1000): a journal's own DPI is
 * its floor for every picture; line art and lettering need more to print sharp.
 */
export const PRINT_DPI_BY_PICTURE_KIND: Readonly<Record<PictureKind, number>> = {
  photo: 300,
  combination: 500,
  'line-art': 1000,
};

/**
 * The effective resolution of each picture (uploads, generated images) at the profile's print
 * size: its pixels over the inches it is printed across. Below the profile's DPI it is a
 * required problem (the journal's rule is about what prints); above it but below what the
 * picture's kind asks for in print (line art, a photo with lettering) a warning; on a screen
 * profile, fewer pixels than it is shown at is a warning.
 */
export function checkRasterResolution(slide: SlideContext): Finding[] {
  const { profile, profileName, ptPerPx, scene, slideIndex, t } = slide;
  // On a screen profile, a picture needs one of its pixels per CSS pixel shown.
  const journalDpi = profile.dpi ?? CSS_DPI;
  const findings: Finding[] = [];
  for (const { element, rootId, groupScale } of scene) {
    if (element.type !== 'upload' && element.type !== 'generation') continue;
    const kind = (element.type === 'upload' && element.pictureKind) || 'photo';
    const needed =
      profile.dpi === null ? journalDpi : Math.max(journalDpi, PRINT_DPI_BY_PICTURE_KIND[kind]);
    const printedPx = element.width * Math.abs(element.scaleX) * groupScale;
    const inches = (printedPx * ptPerPx) / POINTS_PER_INCH;
    if (!(inches > 0)) continue;
    const dpi = Math.floor(element.naturalWidth / inches);
    if (dpi >= needed) continue;
    const name =
      element.type === 'upload' && element.fileName?.trim()
        ? element.fileName.trim()
        : element.name?.trim() || t(`editor:preflight.pictureKinds.${element.type}`);
    const belowJournal = dpi < journalDpi;
    // The largest it can be shown at the DPI it needs, in the slide's pixels.
    const widthAt = (perInch: number) =>
      Math.floor((element.naturalWidth / perInch) * (POINTS_PER_INCH / ptPerPx));
    findings.push({
      check: 'resolution',
      severity: profile.dpi !== null && belowJournal ? 'error' : 'warning',
      slideIndex,
      elementId: rootId,
      variant: element.id,
      message: belowJournal
        ? t('editor:preflight.messages.resolution', {
            name,
            dpi,
            needed: journalDpi,
            profile: profileName,
            width: widthAt(journalDpi),
          })
        : t('editor:preflight.messages.resolutionKind', {
            name,
            dpi,
            needed,
            kind: t(`editor:preflight.printedKinds.${kind}`),
            width: widthAt(needed),
          }),
    });
  }
  return findings;
}

/**
 * A transparent slide, for a journal that refuses transparency (PLOS: "No alpha channels"; Dove:
 * no "transparent objects"): its files are written flat, on white unless the slide says
 * otherwise, so the person sees the background the journal will get.
 */
export function checkTransparency(slide: SlideContext): Finding[] {
  const { profile, profileName, document, slideIndex, t } = slide;
  if (!profile.noAlpha || document.background !== 'transparent') return [];
  return [
    {
      check: 'transparency',
      severity: 'error',
      slideIndex,
      fix: 'white-background',
      message: t('editor:preflight.messages.transparency', {
        slide: slideIndex + 1,
        profile: profileName,
      }),
    },
  ];
}

const IMAGE_TAG = /<image\b([^>]*)>/g;

/**
 * Library items that are pictures inside an SVG (a bitmap in an `<image>`): each picture's
 * pixels over the inches it prints across at the item's size. Below the profile's DPI it is a
 * required problem, as for an uploaded picture: enlarged, such an item goes soft.
 */
export function checkEmbeddedPictures(slide: SlideContext): Finding[] {
  const { profile, profileName, ptPerPx, scene, slideIndex, t } = slide;
  const needed = profile.dpi ?? CSS_DPI;
  const findings: Finding[] = [];
  for (const { element, rootId } of scene) {
    if (element.type !== 'illustration' && element.type !== 'svg_part') continue;
    if (!element.svg.includes('<image')) continue;
    const scale = elementSvgScale(element);
    if (scale === null) continue;
    let lowest = Infinity;
    for (const [, attributes = ''] of element.svg.matchAll(IMAGE_TAG)) {
      const href = attribute(attributes, 'href') ?? attribute(attributes, 'xlink:href');
      const pixels = href ? imageDataUrlSize(href) : null;
      const width = Number(attribute(attributes, 'width'));
      if (!pixels || !(width > 0)) continue;
      const inches = (width * scale * ptPerPx) / POINTS_PER_INCH;
      lowest = Math.min(lowest, Math.floor(pixels.width / inches));
    }
    if (lowest >= needed) continue;
    findings.push({
      check: 'resolution',
      severity: profile.dpi === null ? 'warning' : 'error',
      slideIndex,
      elementId: rootId,
      variant: `picture:${element.id}`,
      message: t('editor:preflight.messages.embeddedPicture', {
        name: element.name?.trim()
          ? humanTitle(element.name)
          : t('editor:preflight.pictureKinds.item'),
        dpi: lowest,
        needed,
        profile: profileName,
      }),
    });
  }
  return findings;
}

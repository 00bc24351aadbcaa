// Pictures at print size: an uploaded or generated image has only its own pixels, so printed
// larger than they allow it goes soft, whatever the file's DPI says.
import type { Finding, SlideContext } from './types';

const POINTS_PER_INCH = 72;
/** A screen profile's picture needs one of its pixels per CSS pixel shown. */
const SCREEN_DPI = 96;

/**
 * The effective resolution of each picture (uploads, generated images) at the profile's print
 * size: its pixels over the inches it is printed across. Below the profile's DPI it is a
 * required problem (the journal's rule is about what prints); on a screen profile, fewer pixels
 * than it is shown at is a warning.
 */
export function checkRasterResolution(slide: SlideContext): Finding[] {
  const { profile, profileName, ptPerPx, scene, slideIndex, t } = slide;
  const needed = profile.dpi ?? SCREEN_DPI;
  const findings: Finding[] = [];
  for (const { element, rootId, groupScale } of scene) {
    if (element.type !== 'upload' && element.type !== 'generation') continue;
    const printedPx = element.width * Math.abs(element.scaleX) * groupScale;
    const inches = (printedPx * ptPerPx) / POINTS_PER_INCH;
    if (!(inches > 0)) continue;
    const dpi = Math.floor(element.naturalWidth / inches);
    if (dpi >= needed) continue;
    const name =
      element.type === 'upload' && element.fileName?.trim()
        ? element.fileName.trim()
        : element.name?.trim() || t(`editor:preflight.pictureKinds.${element.type}`);
    findings.push({
      check: 'resolution',
      severity: profile.dpi === null ? 'warning' : 'error',
      slideIndex,
      elementId: rootId,
      variant: element.id,
      message: t('editor:preflight.messages.resolution', {
        name,
        dpi,
        needed,
        profile: profileName,
        // The largest it can print at the profile's DPI, in the slide's pixels.
        width: Math.floor((element.naturalWidth / needed) * (POINTS_PER_INCH / ptPerPx)),
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

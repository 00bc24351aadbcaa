import { exportPixelSize } from '../schema/rules/export-formats';
import { CSS_DPI } from './profiles';
import type { CheckContext, Finding, SlideContext } from './types';

/** What the file checks read: none of them looks inside the slide. */
type FileCheckContext = Pick<CheckContext, 'profile' | 'profileName' | 'options' | 't'>;
type SlideFileContext = FileCheckContext & Pick<SlideContext, 'document' | 'slideIndex'>;

/** Shapes closer than this (1 %) to the profile's width ÷ height count as its shape. */
const ASPECT_TOLERANCE = 0.01;

/** The file's pixels: the slide's at 96 dpi, scaled by dpi/96 (Figura's downloads scale so). */
export function exportedSize(width: number, height: number, dpi = CSS_DPI) {
  return {
    width: Math.round((width * dpi) / CSS_DPI),
    height: Math.round((height * dpi) / CSS_DPI),
  };
}

/**
 * Pixel size and shape of one slide's file against the profile. A slide of another shape is one
 * problem (its fix, the profile's own size, makes it large enough too), not two.
 */
export function checkPixelSize(slide: SlideFileContext): Finding[] {
  const { profile, profileName, document, slideIndex, t, options } = slide;
  if (
    profile.aspect !== null &&
    Math.abs(document.width / document.height / profile.aspect - 1) > ASPECT_TOLERANCE
  )
    return [
      {
        check: 'pixel-size',
        severity: 'error',
        slideIndex,
        variant: 'shape',
        message: t('editor:preflight.messages.aspect', {
          slide: slideIndex + 1,
          width: document.width,
          height: document.height,
          profile: profileName,
          minWidth: profile.canvas.width,
          minHeight: profile.canvas.height,
        }),
        fix: 'slide-size',
      },
    ];
  const dpi = options.dpi ?? CSS_DPI;
  // A download that names its width (or a scale) is that size whatever its DPI.
  const sized = options.width !== undefined || options.scale !== undefined;
  const file = sized
    ? exportPixelSize(document, options)
    : exportedSize(document.width, document.height, dpi);
  if (file.width >= profile.minWidth && file.height >= profile.minHeight) return [];
  const values = {
    slide: slideIndex + 1,
    width: file.width,
    height: file.height,
    dpi,
    profile: profileName,
    minWidth: profile.minWidth,
    minHeight: profile.minHeight,
  };
  // The DPI at which this slide would be large enough (no help when the width is fixed).
  const neededDpi = Math.ceil(
    CSS_DPI * Math.max(profile.minWidth / document.width, profile.minHeight / document.height),
  );
  return [
    {
      check: 'pixel-size',
      severity: 'error',
      slideIndex,
      variant: 'small',
      // A figure profile sets a width only ("…Wide"): any height will do.
      message: t(
        `editor:preflight.messages.${sized ? 'pixelSizeAsAsked' : 'pixelSize'}${profile.minHeight > 0 ? '' : 'Wide'}`,
        { ...values, neededDpi },
      ),
    },
  ];
}

/** The DPI asked for (only when one is given: the profile's files carry the profile's). */
export function checkDpi({ profile, profileName, options, t }: FileCheckContext): Finding[] {
  if (options.dpi === undefined || profile.dpi === null || options.dpi >= profile.dpi) return [];
  return [
    {
      check: 'dpi',
      severity: 'error',
      message: t('editor:preflight.messages.dpi', {
        dpi: options.dpi,
        profile: profileName,
        minDpi: profile.dpi,
      }),
    },
  ];
}

/** The format asked for (only when one is given). */
export function checkFormat({ profile, profileName, options, t }: FileCheckContext): Finding[] {
  if (options.format === undefined || profile.formats.includes(options.format)) return [];
  return [
    {
      check: 'format',
      severity: 'error',
      message: t('editor:preflight.messages.format', {
        format: options.format.toUpperCase(),
        profile: profileName,
        formats: profile.formats.map((format) => format.toUpperCase()).join(', '),
      }),
    },
  ];
}

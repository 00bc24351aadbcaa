import type { Translate } from '../i18n/create-i18n';
import type { ColourCache } from './colour';
import type { SlideDocument } from '../schema/document/document';
import type { ExportSizeOptions } from '../schema/rules/export-formats';
import type { PreflightFormat, PreflightProfile } from './profiles';
import type { SceneItem } from './scene';

/** Every check preflight runs, in the order problems are listed. */
export const PREFLIGHT_CHECKS = [
  'pixel-size',
  'dpi',
  'format',
  'sample-text',
  'font-size',
  'font-family',
  'line-weight',
  'contrast',
  'legibility',
  'colour-vision',
  'resolution',
  'transparency',
  'licence',
  'generated-image',
  'file-size',
] as const;
export type PreflightCheck = (typeof PREFLIGHT_CHECKS)[number];

/**
 * The fixes preflight can offer: a chart's series in the Okabe–Ito palette (told apart with
 * every colour-vision deficiency), a chart's (or a scientific object's) text raised to the
 * profile's smallest size, a white background behind a transparent slide, a shape recoloured
 * apart from the shapes it touches, a text set in the bundled face drawn like the one the journal
 * names, a text in black or white where its colour does not read on its background for every
 * reader, a slide of another shape resized to the journal's size with its content centred.
 */
export const PREFLIGHT_FIXES = [
  'chart-palette',
  'chart-text',
  'scientific-text',
  'white-background',
  'shape-colour',
  'profile-font',
  'text-colour',
  'slide-size',
] as const;
export type PreflightFix = (typeof PREFLIGHT_FIXES)[number];

/**
 * `error`: the journal's requirement is not met (preflight fails); `warning`: the figure will be
 * hard to read for some readers; `info`: worth knowing, often unavoidable.
 */
export const PREFLIGHT_SEVERITIES = ['error', 'warning', 'info'] as const;
export type PreflightSeverity = (typeof PREFLIGHT_SEVERITIES)[number];

export interface PreflightProblem {
  check: PreflightCheck;
  severity: PreflightSeverity;
  /** In the user's language, with the numbers. */
  message: string;
  /** The top-level element at fault (what the editor selects), if one is. */
  elementId?: string;
  /** 0-based index of the slide in the documents checked. */
  slideIndex?: number;
  /** A change that fixes it, where one is safe (the panel offers it in one click). */
  fix?: PreflightFix;
  /** Stable while the same problem persists (lists key on it). */
  id: string;
}

export interface PreflightResult {
  /** No `error` problems. */
  passed: boolean;
  problems: PreflightProblem[];
}

/**
 * How the files will be written, when known (the CLI's --dpi and --format, a download's body).
 * `width` (in `unit`) or `scale` size the file as a download asks for it (`exportPixelSize`)
 * instead of the slide's pixels times dpi/96.
 */
export interface PreflightOptions extends Pick<ExportSizeOptions, 'width' | 'unit' | 'scale'> {
  /**
   * The DPI the files are exported at: a slide of W × H px becomes W·dpi/96 × H·dpi/96 px. Without
   * it the slide's own pixels are counted (one file pixel per slide pixel), and the DPI is taken
   * to be the profile's (the profile's files are written with it).
   */
  dpi?: number;
  /** The format the file is exported in. Without it the profile's own formats are assumed. */
  format?: PreflightFormat;
  /** The article's licence: each item's licence is checked against it (rights-checks.ts). */
  articleLicence?: ArticleLicence;
  /** The words (`editor` namespace). Default: Figura's English. */
  t?: Translate;
}

/** What every check gets. */
export interface CheckContext {
  profile: PreflightProfile;
  /** The profile's name in the user's words. */
  profileName: string;
  options: PreflightOptions;
  t: Translate;
  colours: ColourCache;
}

/** One slide, prepared once for every per-slide check. */
export interface SlideContext extends CheckContext {
  document: SlideDocument;
  slideIndex: number;
  scene: SceneItem[];
  /** Points at print size per slide pixel (the slide fitted into the profile's print size). */
  ptPerPx: number;
}

/** A problem before it gets its id. */
export type Finding = Omit<PreflightProblem, 'id'> & { variant?: string };

/**
 * The licences an article can be published under, as the Preflight panel offers them: the two
 * the open-access journals use (CC BY, CC BY-NC), and "not open" (the publisher holds the rights).
 */
export const ARTICLE_LICENCES = ['cc-by', 'cc-by-nc', 'closed'] as const;
export type ArticleLicence = (typeof ARTICLE_LICENCES)[number];

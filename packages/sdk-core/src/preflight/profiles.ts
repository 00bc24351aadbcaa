/**
 * Journal profiles: what a journal (or the user) asks of a figure's files and of its print. One
 * list, the single source for the preflight checks, the CLI's --profile and the editor's panel.
 * Labels are i18next keys of the `editor` namespace (`preflight.profiles.<id>`).
 */

/** Every file format a profile may ask for. */
export const PREFLIGHT_FORMATS = ['png', 'jpg', 'tiff', 'pdf', 'eps', 'svg'] as const;
export type PreflightFormat = (typeof PREFLIGHT_FORMATS)[number];

/**
 * The journals' profiles: what a journal partner and a download can name (the custom profile is
 * the user's own settings, which only the editor holds).
 */
export const JOURNAL_PROFILE_IDS = ['cell', 'elsevier', 'visual-abstract'] as const;
export type JournalProfileId = (typeof JOURNAL_PROFILE_IDS)[number];

export const PROFILE_IDS = [...JOURNAL_PROFILE_IDS, 'custom'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

/** One file a profile asks for: its format, its size in pixels and the DPI written in it. */
export interface ProfileFile {
  format: PreflightFormat;
  width: number;
  height: number;
  dpi: number;
}

export interface PreflightProfile {
  id: ProfileId;
  /** The smallest file in pixels the profile accepts. */
  minWidth: number;
  minHeight: number;
  /** Width ÷ height the profile asks for (1 % tolerance), or null when any shape will do. */
  aspect: number | null;
  /** The least DPI the files must carry, or null for screen-only profiles. */
  dpi: number | null;
  /** Formats the profile accepts, its preferred one first. */
  formats: readonly PreflightFormat[];
  /** The size the figure is printed (or shown) at, in inches: text and lines are measured there. */
  printWidthIn: number;
  printHeightIn: number;
  /** Smallest text at print size, in points. */
  minFontPt: number;
  /** Thinnest line at print size, in points. */
  minLineWeightPt: number;
  /** The files "export every file" writes. */
  files: readonly ProfileFile[];
}

const CM_PER_IN = 2.54;
/** CSS pixels per inch: what a document pixel is when nothing else says so. */
export const CSS_DPI = 96;

/**
 * Lines thinner than 0.3 pt break up or vanish in print and in reduced online views; journals
 * name 0.25–0.5 pt as their floor (Elsevier's EPS line weights start at 0.10 pt, but only for
 * vector files printed at 1,000+ dpi). 0.3 pt is the floor every profile here uses.
 */
export const MIN_LINE_WEIGHT_PT = 0.3;

const filesOf = (
  formats: readonly PreflightFormat[],
  width: number,
  height: number,
  dpi: number,
): ProfileFile[] => formats.map((format) => ({ format, width, height, dpi }));

/**
 * Cell Press graphical abstract guidelines: "1200 pixels square at 300 dpi" (so 4 × 4 in),
 * "Arial, 12–16 points. Smaller fonts will not be legible online", preferred file types TIFF,
 * PDF, JPG. Larger square files are accepted here (they scale down cleanly).
 */
const CELL: PreflightProfile = {
  id: 'cell',
  minWidth: 1200,
  minHeight: 1200,
  aspect: 1,
  dpi: 300,
  formats: ['tiff', 'pdf', 'jpg'],
  printWidthIn: 4,
  printHeightIn: 4,
  minFontPt: 12,
  minLineWeightPt: MIN_LINE_WEIGHT_PT,
  files: filesOf(['tiff', 'pdf', 'jpg'], 1200, 1200, 300),
};

/**
 * Elsevier graphical abstract instructions: "a minimum of 531 × 1328 pixels (h × w) or
 * proportionally more", "readable at a size of 5 × 13 cm", preferred file types TIFF, EPS, PDF;
 * its artwork sizing guide: lettering "7 pt for normal text and no smaller than 6 pt for
 * subscript and superscript characters" (6 pt is the floor checked), 300 dpi for colour images.
 */
const ELSEVIER: PreflightProfile = {
  id: 'elsevier',
  minWidth: 1328,
  minHeight: 531,
  aspect: 1328 / 531,
  dpi: 300,
  formats: ['tiff', 'eps', 'pdf'],
  printWidthIn: 13 / CM_PER_IN,
  printHeightIn: 5 / CM_PER_IN,
  minFontPt: 6,
  minLineWeightPt: MIN_LINE_WEIGHT_PT,
  files: filesOf(['tiff', 'pdf'], 1328, 531, 300),
};

/**
 * A 16:9 visual abstract for the web and social posts: at least 1200 × 675 px, PNG or JPG, shown
 * on screens (no DPI asked; 96 dpi written). Its print size is its on-screen size at 1200 px wide
 * (12.5 in at 96 px per inch); 9 pt there is 12 px, the smallest text a screen shows clearly.
 */
const VISUAL_ABSTRACT: PreflightProfile = {
  id: 'visual-abstract',
  minWidth: 1200,
  minHeight: 675,
  aspect: 16 / 9,
  dpi: null,
  formats: ['png', 'jpg'],
  printWidthIn: 1200 / CSS_DPI,
  printHeightIn: 675 / CSS_DPI,
  minFontPt: 9,
  minLineWeightPt: MIN_LINE_WEIGHT_PT,
  files: filesOf(['png', 'jpg'], 1200, 675, CSS_DPI),
};

/** What the user sets for a custom profile. */
export interface CustomProfileInput {
  width: number;
  height: number;
  dpi: number;
  formats: readonly PreflightFormat[];
  minFontPt: number;
}

export const DEFAULT_CUSTOM_PROFILE: CustomProfileInput = {
  width: 1200,
  height: 1200,
  dpi: 300,
  formats: ['png'],
  minFontPt: 6,
};

/** The user's own profile: at least `width` × `height` px (any shape), printed at width/dpi in. */
export function customProfile(input: Partial<CustomProfileInput> = {}): PreflightProfile {
  const { width, height, dpi, formats, minFontPt } = { ...DEFAULT_CUSTOM_PROFILE, ...input };
  return {
    id: 'custom',
    minWidth: width,
    minHeight: height,
    aspect: null,
    dpi,
    formats: formats.length > 0 ? formats : DEFAULT_CUSTOM_PROFILE.formats,
    printWidthIn: width / dpi,
    printHeightIn: height / dpi,
    minFontPt,
    minLineWeightPt: MIN_LINE_WEIGHT_PT,
    files: filesOf(formats.length > 0 ? formats : ['png'], width, height, dpi),
  };
}

/** The journals' profiles and the default custom one, in the order the panel lists them. */
export const PREFLIGHT_PROFILES: readonly PreflightProfile[] = [
  CELL,
  ELSEVIER,
  VISUAL_ABSTRACT,
  customProfile(),
];

export const isProfileId = (value: string): value is ProfileId =>
  (PROFILE_IDS as readonly string[]).includes(value);

export const isPreflightFormat = (value: string): value is PreflightFormat =>
  (PREFLIGHT_FORMATS as readonly string[]).includes(value);

/** A profile by id (`custom` with the user's settings, if given). */
export function profileById(id: ProfileId, custom?: Partial<CustomProfileInput>): PreflightProfile {
  if (id === 'custom') return customProfile(custom);
  return PREFLIGHT_PROFILES.find((profile) => profile.id === id)!;
}

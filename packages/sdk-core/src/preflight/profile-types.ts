// What a profile is: the rules a journal (or the user) sets for a figure's files and its print.
// The data is in journals.ts (the registry) and profiles.ts (the user's custom profile).
import type { ExportFormat } from '../schema/rules/export-formats';

/** CSS pixels per inch: what a document pixel is when nothing else says so (and on a screen). */
export const CSS_DPI = 96;

/** Every file format a profile may ask for. */
export const PREFLIGHT_FORMATS = ['png', 'jpg', 'tiff', 'pdf', 'eps', 'pptx', 'svg'] as const;
export type PreflightFormat = (typeof PREFLIGHT_FORMATS)[number];

/** The format a journal knows a download by: a print PDF (PDF/X) is a PDF. */
export const preflightFormatOf = (format: ExportFormat): PreflightFormat =>
  format === 'pdfx' ? 'pdf' : format;

/**
 * One file a profile asks for: its format, its size in pixels (`height` null: the slide's own
 * shape at that width) and the DPI written in it.
 */
export interface ProfileFile {
  format: PreflightFormat;
  width: number;
  height: number | null;
  dpi: number;
}

export interface PreflightProfile {
  /** A registry id (`cell`), `custom`, or a partner's own. */
  id: string;
  /** The smallest file in pixels the profile accepts (0: no floor on that side). */
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
  /** The size, in px, a new design for this profile starts at (builder, presets). */
  canvas: { width: number; height: number };
  /** The journal does not accept AI-generated images in figures. */
  refusesGeneratedImages?: boolean;
  /** The journal refuses transparency (an alpha channel): its files are written flat. */
  noAlpha?: boolean;
  /**
   * The typefaces the journal asks text to be set in, as it names them ('Arial', 'Times New
   * Roman'): a text in another face is flagged (a face drawn like one of them passes: Arimo for
   * Arial, font-checks.ts). Unset: any face.
   */
  fonts?: readonly string[];
  /** The largest file the journal takes, in MB (10^6 bytes), where it names one. */
  maxFileMb?: number;
  /**
   * How the journal wants its files named, without the extension: `{name}` is the creation's
   * name, `{n}` the figure's number (IOP: `GA{name}`, PLOS: `Fig{n}`). Default: the creation's
   * name, the profile and the size.
   */
  fileName?: string;
  /**
   * The extension the journal spells a format's files with, where it is not the format's name
   * (PLOS: `{ tiff: 'tif' }`, "Fig1.tif").
   */
  extensions?: Readonly<Partial<Record<PreflightFormat, string>>>;
}

/** A journal partner's own profile's id: `partner-` and its numeric partner id. */
export const PARTNER_PROFILE_ID = /^partner-[1-9][0-9]{0,9}$/;
export const partnerProfileId = (partnerId: number) => `partner-${partnerId}`;
export const isPartnerProfileId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && PARTNER_PROFILE_ID.test(id);
/** The numeric partner id in `partner-<id>`, or undefined for any other id. */
export const partnerIdOf = (id: string): number | undefined =>
  isPartnerProfileId(id) ? Number(id.slice('partner-'.length)) : undefined;

/** What the figure is, for the journal: it decides the words around the profile's name. */
export const PROFILE_KINDS = [
  'graphical-abstract',
  'toc-graphic',
  'figure',
  'visual-abstract',
  'custom',
] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** A profile with where its rules come from: an entry of the registry (or a partner's). */
export interface JournalProfile extends PreflightProfile {
  /** The journal or publisher, as it names itself (not translated). */
  name: string;
  /** Who publishes it; null for Figura's own profiles. */
  publisher: string | null;
  kind: ProfileKind;
  /** The public page the rules were read from; null for Figura's own profiles. */
  source: string | null;
  /** The day that page was read (YYYY-MM-DD); null with no source. */
  read: string | null;
}

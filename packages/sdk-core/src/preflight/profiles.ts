/**
 * Profiles by id: the registry's journals (journals.ts) and the user's custom profile. One list,
 * the single source for the preflight checks, the CLI's --profile, the API's downloads and the
 * editor's panel. A profile's label is its registry name, or the `editor` namespace's
 * `preflight.profiles.<id>` where a translation gives one (profileLabel).
 */
import type { Translate } from '../i18n/create-i18n';
import { JOURNAL_PROFILES, MIN_LINE_WEIGHT_PT } from './journals';
import { profilePrintMeasures } from './print-measures';
import {
  PREFLIGHT_FORMATS,
  type JournalProfile,
  type PreflightFormat,
  type PreflightProfile,
} from './profile-types';

export { MIN_LINE_WEIGHT_PT } from './journals';
export {
  CSS_DPI,
  PREFLIGHT_FORMATS,
  PROFILE_KINDS,
  type JournalProfile,
  type PreflightFormat,
  type PreflightProfile,
  type ProfileFile,
  type ProfileKind,
} from './profile-types';

export type JournalProfileId = (typeof JOURNAL_PROFILES)[number]['id'];
/** The registry's ids, in its order: what a journal partner and a download can name. */
export const JOURNAL_PROFILE_IDS = JOURNAL_PROFILES.map((profile) => profile.id) as [
  JournalProfileId,
  ...JournalProfileId[],
];

export type ProfileId = JournalProfileId | 'custom';
export const PROFILE_IDS = [...JOURNAL_PROFILE_IDS, 'custom'] as [ProfileId, ...ProfileId[]];

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
export function customProfile(input: Partial<CustomProfileInput> = {}): JournalProfile {
  const { width, height, dpi, formats, minFontPt } = { ...DEFAULT_CUSTOM_PROFILE, ...input };
  const chosen = formats.length > 0 ? formats : DEFAULT_CUSTOM_PROFILE.formats;
  return {
    id: 'custom',
    name: 'Custom',
    publisher: null,
    kind: 'custom',
    source: null,
    read: null,
    minWidth: width,
    minHeight: height,
    aspect: null,
    dpi,
    formats: chosen,
    printWidthIn: width / dpi,
    printHeightIn: height / dpi,
    minFontPt,
    minLineWeightPt: MIN_LINE_WEIGHT_PT,
    files: chosen.map((format) => ({ format, width, height, dpi })),
    canvas: { width, height },
  };
}

/** The journals' profiles and the default custom one, in the order the panel lists them. */
export const PREFLIGHT_PROFILES: readonly JournalProfile[] = [...JOURNAL_PROFILES, customProfile()];

export const isProfileId = (value: string): value is ProfileId =>
  (PROFILE_IDS as readonly string[]).includes(value);

/** A registry journal's id (what a download can be held to), not `custom` or a partner's own. */
export const isJournalProfileId = (value: string): value is JournalProfileId =>
  (JOURNAL_PROFILE_IDS as readonly string[]).includes(value);

export const isPreflightFormat = (value: string): value is PreflightFormat =>
  (PREFLIGHT_FORMATS as readonly string[]).includes(value);

/** A profile by id (`custom` with the user's settings, if given). */
export function profileById(id: ProfileId, custom?: Partial<CustomProfileInput>): JournalProfile {
  if (id === 'custom') return customProfile(custom);
  return JOURNAL_PROFILES.find((profile) => profile.id === id)!;
}

/** The registry's journal whose design size `size` is, if any (a slide made for it). */
export function journalSizedAs(size: {
  width: number;
  height: number;
}): JournalProfile | undefined {
  return JOURNAL_PROFILES.find(
    (journal) => journal.canvas.width === size.width && journal.canvas.height === size.height,
  );
}

/**
 * A file's name, without its extension, as the journal's rule makes it (IOP: `GA{name}`, PLOS:
 * `Fig{n}`, the first figure), or undefined where the journal has no rule.
 */
export function fileNameByRule(
  profile: Pick<PreflightProfile, 'fileName'>,
  name: string,
): string | undefined {
  return profile.fileName?.replaceAll('{name}', name).replaceAll('{n}', '1');
}

/** The extension the journal gives files of `format` (PLOS: `tif`), else the format's own. */
export function extensionByRule(
  profile: Pick<PreflightProfile, 'extensions'>,
  format: string,
): string {
  return profile.extensions?.[format as PreflightFormat] ?? format;
}

/**
 * A profile's name in the user's words: the `editor` namespace's `preflight.profiles.<id>` where
 * there is one (Figura's own profiles, a translated name), else the registry's (or partner's) name.
 */
export function profileLabel(profile: { id: string; name?: string }, t: Translate): string {
  return t(`editor:preflight.profiles.${profile.id}`, { defaultValue: profile.name ?? profile.id });
}

/**
 * How the profile prints a design (or, for a screen, shows it) and the smallest text it checks
 * there, in one sentence: the editor's Canvas panel and the builder's journal choice both say it.
 */
export function profilePrintSize(
  profile: Pick<PreflightProfile, 'dpi' | 'printWidthIn' | 'printHeightIn' | 'minFontPt'>,
  t: Translate,
): string {
  const measures = profilePrintMeasures(profile);
  return measures.kind === 'screen'
    ? t('editor:preflight.screenSize', measures)
    : t('editor:preflight.printSize', measures);
}

// What Preflight checks a slide against: the profile, the person's own rules and the article's
// licence. The choice is kept in the slide (`journal`), so it outlives a reload and reaches
// co-authors; until one is made, the slide's size and kind decide (startingProfile).
import {
  DEFAULT_CUSTOM_PROFILE,
  PREFLIGHT_FORMATS,
  isProfileId,
  journalSizedAs,
  type CustomProfileInput,
  type ProfileId,
} from '../preflight/profiles';
import { ARTICLE_LICENCES, type ArticleLicence } from '../preflight/rights-checks';
import { paperDpi } from '../arrange/canvas-presets';
import { SLIDE_PIXELS_PER_INCH, type CreationType } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import type { JournalChoice } from '../schema/document/journal-choice';

/** A registry profile's id, `custom`, or a journal partner's own. */
export type ChosenProfileId = ProfileId | `partner-${number}`;

export interface PreflightChoice {
  profileId: ChosenProfileId;
  custom: CustomProfileInput;
  articleLicence: ArticleLicence | null;
  /** Chosen by the person (or the slide has a journal's size): new charts take its rules. */
  chosen: boolean;
}

/**
 * The smallest text a poster is checked for at its printed size: read from a metre or two away,
 * as conference guidelines put it (body text 24 pt and up, nothing under 18).
 */
export const POSTER_MIN_FONT_PT = 18;

/** What is printed or shown as itself, never sent to a journal as its figure. */
const OWN_SIZE_TYPES: readonly CreationType[] = ['poster', 'slide', 'infographic'];

/**
 * The profile a slide is checked against until the person chooses one: the journal whose size it
 * has (`sizedForJournal`: as good as chosen); a poster's, a talk's or an infographic's against
 * itself, printed at the size its canvas gives it (a journal's rules would ask a poster to be 4
 * inches wide), a poster's text at least POSTER_MIN_FONT_PT there; otherwise Cell's, the common
 * graphical abstract.
 */
export function startingProfile(
  size: { width: number; height: number },
  type: CreationType | undefined,
): { profileId: ProfileId; custom: CustomProfileInput; sizedForJournal: boolean } {
  const journal = journalSizedAs(size);
  if (journal)
    return { profileId: journal.id, custom: DEFAULT_CUSTOM_PROFILE, sizedForJournal: true };
  if (!type || !OWN_SIZE_TYPES.includes(type))
    return { profileId: 'cell', custom: DEFAULT_CUSTOM_PROFILE, sizedForJournal: false };
  // Checked on the paper it prints on (an A0 poster's 84.1 cm, a talk's PowerPoint size), else
  // at the canvas's own centimetres.
  return {
    profileId: 'custom',
    sizedForJournal: false,
    custom: {
      ...DEFAULT_CUSTOM_PROFILE,
      width: size.width,
      height: size.height,
      dpi: paperDpi(size) ?? SLIDE_PIXELS_PER_INCH,
      formats: type === 'poster' ? ['pdf'] : ['png'],
      ...(type === 'poster' && { minFontPt: POSTER_MIN_FONT_PT }),
    },
  };
}

const isChosenProfileId = (id: string): id is ChosenProfileId =>
  isProfileId(id) || /^partner-\d+$/.test(id);
const isLicence = (value: string | undefined): value is ArticleLicence =>
  ARTICLE_LICENCES.some((licence) => licence === value);

/** The choice a slide holds, or where it starts without one (or with one no longer known). */
export function preflightChoiceOf(
  document: SlideDocument,
  type: CreationType | undefined,
): PreflightChoice {
  const { sizedForJournal, ...starting } = startingProfile(document, type);
  const kept = document.journal;
  const licence = isLicence(kept?.licence) ? kept.licence : null;
  if (!kept || !isChosenProfileId(kept.profile))
    return { ...starting, articleLicence: licence, chosen: sizedForJournal };
  const formats = (kept.custom?.formats ?? []).filter((format) =>
    PREFLIGHT_FORMATS.some((known) => known === format),
  ) as CustomProfileInput['formats'];
  return {
    profileId: kept.profile,
    custom: kept.custom ? { ...kept.custom, formats } : starting.custom,
    articleLicence: licence,
    chosen: true,
  };
}

/** The choice as the slide keeps it. */
export function journalChoice(choice: Omit<PreflightChoice, 'chosen'>): JournalChoice {
  return {
    profile: choice.profileId,
    ...(choice.articleLicence ? { licence: choice.articleLicence } : {}),
    ...(choice.profileId === 'custom'
      ? { custom: { ...choice.custom, formats: [...choice.custom.formats] } }
      : {}),
  };
}

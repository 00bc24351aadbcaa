import { z } from '../document/zod';
import { text } from '../document/strings';
import { canvasDimensionSchema } from '../document/document';
import { journalProfileSchema } from './preflight';
import {
  PARTNER_PROFILE_ID,
  PREFLIGHT_FORMATS,
  PROFILE_KINDS,
} from '../../preflight/profile-types';

export {
  isPartnerProfileId,
  partnerIdOf,
  partnerProfileId,
  PARTNER_PROFILE_ID,
} from '../../preflight/profile-types';

/**
 * Journal profiles over the API: the registry's (sdk-core/preflight's journals.ts) and those
 * journal partners register as their own (`partner-<partner id>`), read by the builder, the
 * editor's preflight and downloads that name a profile.
 */

export {
  EMBED_PROFILE_PATH,
  JOURNAL_PROFILE_NOT_FOUND,
  JOURNAL_PROFILES_PATH,
} from '../rules/journal-profile-paths';

export const partnerProfileIdSchema = text().regex(
  PARTNER_PROFILE_ID,
  'Expected a partner’s profile: partner-<partner id>',
);
/** A profile a download or the builder may name: the registry's, or a partner's own. */
export const anyProfileIdSchema = z.union([journalProfileSchema, partnerProfileIdSchema]);
export type AnyProfileId = z.infer<typeof anyProfileIdSchema>;

export const journalProfileParamsSchema = z.object({ id: anyProfileIdSchema });

const pixels = z.number().int().min(1).max(20_000);
const dots = z.number().int().min(72).max(2400);
/** Inches a figure is printed at: a stamp to a poster. */
const inches = z.number().min(0.2).max(100);
const FILE_NAME = /^[A-Za-z0-9 _.-]*(\{(name|n)\}[A-Za-z0-9 _.-]*)*$/;

/** One file the profile asks for (sdk-core/preflight's ProfileFile). */
const profileFileSchema = z.object({
  format: z.enum(PREFLIGHT_FORMATS),
  width: pixels,
  height: pixels.nullable(),
  dpi: dots,
});

/** Every rule of a profile but its id (sdk-core/preflight's JournalProfile). */
const rulesObject = z.object({
  name: text().trim().min(1).max(120),
  publisher: text().trim().min(1).max(120).nullable().default(null),
  kind: z.enum(PROFILE_KINDS),
  /** The public page the rules were read from, and the day. */
  source: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  read: z.iso.date().nullable().default(null),
  minWidth: z.number().int().min(0).max(20_000),
  minHeight: z.number().int().min(0).max(20_000),
  aspect: z.number().min(0.05).max(20).nullable(),
  dpi: dots.nullable(),
  formats: z.array(z.enum(PREFLIGHT_FORMATS)).min(1).max(PREFLIGHT_FORMATS.length).readonly(),
  printWidthIn: inches,
  printHeightIn: inches,
  minFontPt: z.number().min(0).max(72),
  minLineWeightPt: z.number().min(0).max(20),
  files: z.array(profileFileSchema).min(1).max(6).readonly(),
  canvas: z.object({ width: canvasDimensionSchema, height: canvasDimensionSchema }),
  /** The typefaces the journal names ('Arial', 'Times New Roman'). */
  fonts: z.array(text().trim().min(1).max(60)).max(10).readonly().optional(),
  refusesGeneratedImages: z.boolean().optional(),
  noAlpha: z.boolean().optional(),
  maxFileMb: z.number().min(0.1).max(2000).optional(),
  /** Without the extension: `{name}` the creation's name, `{n}` the figure's number. */
  fileName: text()
    .max(100)
    .regex(FILE_NAME, 'Letters, digits, spaces, _ . - and {name} or {n}')
    .optional(),
  /** The extension the journal spells a format's files with ({ tiff: 'tif' }). */
  extensions: z
    .partialRecord(
      z.enum(PREFLIGHT_FORMATS),
      text().regex(/^[a-z0-9]{2,5}$/, '2-5 letters or digits'),
    )
    .optional(),
});

type Rules = z.infer<typeof rulesObject>;

function consistent(rules: Rules, context: z.RefinementCtx): void {
  const formats = new Set(rules.formats);
  if (formats.size !== rules.formats.length)
    context.addIssue({ code: 'custom', path: ['formats'], message: 'a format is listed twice' });
  rules.files.forEach((file, index) => {
    if (!formats.has(file.format))
      context.addIssue({
        code: 'custom',
        path: ['files', index, 'format'],
        message: `"${file.format}" is not among the profile's formats`,
      });
  });
  if ((rules.source === null) !== (rules.read === null))
    context.addIssue({
      code: 'custom',
      path: ['read'],
      message: 'a source needs the day it was read, and a day its source',
    });
}

/** What a partner registers: its journal's rules (the API gives the id). */
export const journalRulesInputSchema = rulesObject
  // `custom` is the user's own profile in the editor, not a journal's.
  .extend({ kind: z.enum(PROFILE_KINDS).exclude(['custom']) })
  .superRefine(consistent);
export type JournalRulesInput = z.input<typeof journalRulesInputSchema>;

/** A whole profile as the API serves it: the registry's or a partner's own. */
export const journalProfileReplySchema = rulesObject
  .extend({ id: text().min(1).max(40) })
  .superRefine(consistent);
export type JournalProfileReply = z.infer<typeof journalProfileReplySchema>;

export const journalProfileListSchema = z.object({
  profiles: z.array(journalProfileReplySchema),
});
export type JournalProfileList = z.infer<typeof journalProfileListSchema>;

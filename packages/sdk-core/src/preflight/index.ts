// @figura/sdk-core/preflight: checks slides against a journal's profile (file size, DPI, format,
// smallest text, thinnest line, contrast, legibility, colour vision). Pure and framework-free:
// the editor's Preflight panel runs it on every change; `pnpm figura preflight` on a file.
export { preflight, preflightFiles } from './preflight';
export {
  CSS_DPI,
  DEFAULT_CUSTOM_PROFILE,
  MIN_LINE_WEIGHT_PT,
  PREFLIGHT_FORMATS,
  JOURNAL_PROFILE_IDS,
  PREFLIGHT_PROFILES,
  PROFILE_IDS,
  PROFILE_KINDS,
  customProfile,
  isJournalProfileId,
  isPreflightFormat,
  isProfileId,
  fileNameByRule,
  extensionByRule,
  journalSizedAs,
  profileById,
  profileLabel,
  profilePrintSize,
  type CustomProfileInput,
  type JournalProfile,
  type JournalProfileId,
  type PreflightFormat,
  type PreflightProfile,
  type ProfileFile,
  type ProfileId,
  type ProfileKind,
} from './profiles';
export { JOURNAL_PROFILES } from './journals';
export {
  isPartnerProfileId,
  partnerIdOf,
  partnerProfileId,
  PARTNER_PROFILE_ID,
  preflightFormatOf,
} from './profile-types';
export { acceptedFaces, bundledFaceFor } from './font-checks';
export {
  PREFLIGHT_CHECKS,
  PREFLIGHT_FIXES,
  type PreflightFix,
  PREFLIGHT_SEVERITIES,
  type PreflightCheck,
  type PreflightOptions,
  type PreflightProblem,
  type PreflightResult,
  type PreflightSeverity,
} from './types';
export { LEGIBILITY_WIDTHS, MIN_X_HEIGHT_PX } from './legibility';
export { VISION_DEFICIENCIES, simulate, type Rgb, type VisionDeficiency } from './colour';
export { exportedSize } from './file-checks';
export { chartTextSizesMeeting, pointsPerPixel } from './print-scale';
export { ARTICLE_LICENCES, type ArticleLicence } from './rights-checks';
export { englishPreflightTranslator } from './english';
export { fileSizeProblem } from './file-size';
export { profilePrintMeasures } from './print-measures';
// The visible elements of a slide with their groups opened (the PPTX export places them so).
export { sceneOf, type SceneItem } from './scene';
// A stored colour as sRGB (the print PDF's bleed is painted in the slide's background).
export { readColour } from './colour';

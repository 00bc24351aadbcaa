// A file's size against the journal's limit (PLOS and BMC take files under 10 MB). Known only once
// the file is drawn: the server's download and the submission package ask after drawing.
import type { Translate } from '../i18n/create-i18n';
import { englishPreflightTranslator } from './english';
import { profileLabel, type PreflightProfile } from './profiles';
import type { PreflightProblem } from './types';

const BYTES_PER_MB = 1_000_000;

/** The problem with a file of `bytes` named `fileName` for `profile`, or null within its limit. */
export function fileSizeProblem(
  bytes: number,
  fileName: string,
  profile: Pick<PreflightProfile, 'id' | 'maxFileMb'> & { name?: string },
  t: Translate = englishPreflightTranslator(),
): PreflightProblem | null {
  const limit = profile.maxFileMb;
  if (limit === undefined || bytes <= limit * BYTES_PER_MB) return null;
  return {
    check: 'file-size',
    severity: 'error',
    id: `file-size:${fileName}`,
    message: t('editor:preflight.messages.fileSize', {
      file: fileName,
      size: Math.round((bytes / BYTES_PER_MB) * 10) / 10,
      profile: profileLabel(profile, t),
      max: limit,
    }),
  };
}

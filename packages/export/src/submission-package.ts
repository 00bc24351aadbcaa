// The submission package: everything a journal's profile asks for, in one ZIP. Each file the
// profile lists (named by its rule), credits.txt (every item's licence and author), alt-text.txt,
// the preflight report (JSON and readable text) and the figure's source document.
import { zipSync } from 'fflate';
import { draftDescription } from '@figura/sdk-core/editor';
import { fileDescription } from './slide-description.ts';
import {
  englishPreflightTranslator,
  extensionByRule,
  fileNameByRule,
  fileSizeProblem,
  preflight,
  profileLabel,
  type JournalProfile,
  type PreflightProblem,
} from '@figura/sdk-core/preflight';
import { creditsLine, isPagedFormat, type SlideDocument } from '@figura/sdk-core/schema';
import { englishCommonTranslator } from '@figura/sdk-core/builder';
import { exportSlides } from './export.ts';

export interface SubmissionPackage {
  bytes: Buffer;
  /** The files in the ZIP, in order. */
  files: string[];
  /** Whether the figure meets the profile (false when it was packaged anyway). */
  meetsProfile: boolean;
}

/** What a one-slide format's file is called for slide `index` of `count` (`base-2.png`). */
const fileName = (base: string, extension: string, index: number, count: number) =>
  count > 1 ? `${base}-${index + 1}.${extension}` : `${base}.${extension}`;

/**
 * Packages `documents` (one figure's slides) for `profile`. While a required check fails it
 * throws with the problems unless `anyway`, which writes the package with its report saying it
 * does not meet the profile. EPS, which Figura does not write, is left out and named in the report.
 */
export async function buildSubmissionPackage(
  documents: readonly SlideDocument[],
  profile: JournalProfile,
  options: {
    name: string;
    anyway?: boolean;
    /** What to draw the files from, when not `documents` (the API's, with a plan's mark). */
    drawn?: readonly SlideDocument[];
  },
): Promise<SubmissionPackage> {
  const drawn = options.drawn ?? documents;
  const t = englishPreflightTranslator();
  const profileName = profileLabel(profile, t);
  const report = preflight(documents, profile);
  const required = report.problems.filter((problem) => problem.severity === 'error');
  if (required.length > 0 && !options.anyway)
    throw new SubmissionRefused(
      profileName,
      required.map((problem) => problem.message),
    );

  const zip: Record<string, Uint8Array> = {};
  /** Files over the journal's size limit, known once drawn. */
  const tooLarge: PreflightProblem[] = [];
  // The journal's rule, else the name and the profile.
  const base = fileNameByRule(profile, options.name) ?? `${options.name} ${profile.id}`;
  for (const file of profile.files) {
    const size = { format: file.format, dpi: file.dpi, width: file.width, unit: 'px' as const };
    // A PDF (or PowerPoint) holds every slide; a one-slide format writes one file per slide.
    const groups = isPagedFormat(file.format) ? [drawn] : drawn.map((document) => [document]);
    for (const [index, group] of groups.entries()) {
      const { bytes, extension } = await exportSlides(group, {
        ...size,
        // No alpha channel for a journal that refuses transparency.
        ...(profile.noAlpha ? { flatten: true } : {}),
      });
      const name = fileName(base, extensionByRule(profile, extension), index, groups.length);
      zip[name] = bytes;
      const problem = fileSizeProblem(bytes.length, name, profile, t);
      if (problem) tooLarge.push(problem);
    }
  }

  if (tooLarge.length > 0 && !options.anyway)
    throw new SubmissionRefused(
      profileName,
      tooLarge.map((problem) => problem.message),
    );
  const common = englishCommonTranslator();
  const credits = creditsLine(documents.flatMap((document) => document.elements));
  zip['credits.txt'] = text(
    credits ? `Illustrations: ${credits}\n` : 'Nothing in this figure needs crediting.\n',
  );
  zip['alt-text.txt'] = text(
    documents
      .map((document, index) => {
        const heading = documents.length > 1 ? `Slide ${index + 1}\n` : '';
        const alt = document.alt?.trim() ? `${document.alt.trim()}\n\n` : '';
        const description = fileDescription(document) || draftDescription(document, common);
        return `${heading}${alt}${description}\n`;
      })
      .join('\n'),
  );
  const meetsProfile = required.length === 0 && tooLarge.length === 0;
  const reportJson = {
    profile: { id: profile.id, name: profile.name, source: profile.source, read: profile.read },
    meetsProfile,
    exportedAnyway: !meetsProfile,
    problems: [...tooLarge, ...report.problems].map(
      ({ check, severity, message, elementId, slideIndex }) => ({
        check,
        severity,
        message,
        ...(elementId === undefined ? {} : { elementId }),
        ...(slideIndex === undefined ? {} : { slide: slideIndex + 1 }),
      }),
    ),
  };
  zip['preflight.json'] = text(`${JSON.stringify(reportJson, null, 2)}\n`);
  zip['preflight.txt'] = text(readableReport(profileName, profile, reportJson));
  zip['figure.json'] = text(
    `${JSON.stringify(documents.length === 1 ? documents[0] : documents, null, 2)}\n`,
  );
  return {
    bytes: Buffer.from(zipSync(zip, { level: 6 })),
    files: Object.keys(zip),
    meetsProfile,
  };
}

/** The package would not meet the profile, and nobody chose to package it anyway. */
export class SubmissionRefused extends Error {
  override readonly name = 'SubmissionRefused';
  readonly problems: readonly string[];
  constructor(profileName: string, problems: readonly string[]) {
    super(`The figure does not meet ${profileName}: ${problems.join(' ')}`);
    this.problems = problems;
  }
}

const text = (value: string) => new TextEncoder().encode(value);

function readableReport(
  profileName: string,
  profile: JournalProfile,
  report: {
    meetsProfile: boolean;
    problems: { severity: string; message: string }[];
  },
): string {
  const lines = [
    `Preflight for ${profileName}`,
    ...(profile.source ? [`Rules: ${profile.source} (read ${profile.read})`] : []),
    report.meetsProfile
      ? 'Meets the profile.'
      : 'DOES NOT MEET THE PROFILE: packaged anyway, with the required problems below open.',
    '',
    ...(report.problems.length === 0
      ? ['No problems.']
      : report.problems.map((problem) => `${problem.severity}: ${problem.message}`)),
  ];
  return `${lines.join('\n')}\n`;
}

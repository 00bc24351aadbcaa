// `pnpm figura export <document.json> --format ... --out FILE`: a slide document (or a JSON list
// of them) drawn to a file by exportSlides. Exits non-zero with a reason a user can act on. With
// `--profile ID` the file is held to a journal's profile first: while a required check fails it
// writes nothing and lists the problems, unless `--anyway`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  EXPORT_COLOURS,
  EXPORT_FORMATS,
  EXPORT_TEXT_MODES,
  EXPORT_UNITS,
  isPagedFormat,
  fileIdsOf,
  safeParseSlideDocument,
  withChartsRedrawn,
  type ExportFormat,
  type ExportUnit,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import {
  JOURNAL_PROFILE_IDS,
  isJournalProfileId,
  preflight,
  preflightFormatOf,
  profileById,
} from '@figura/sdk-core/preflight';
import { exportSlides } from './export.ts';
import { buildSubmissionPackage, SubmissionRefused } from './submission-package.ts';
import type { ExportOptions } from './options.ts';

export const EXPORT_USAGE =
  `export <document.json> --format ${EXPORT_FORMATS.join('|')} [--dpi N] ` +
  `[--colour ${EXPORT_COLOURS.join('|')}] [--background transparent|#rrggbb] ` +
  `[--width N --unit ${EXPORT_UNITS.join('|')}] [--text ${EXPORT_TEXT_MODES.join('|')}] ` +
  '[--bleed MM] [--flatten] [--title TEXT] [--author TEXT] [--description TEXT] [--profile ID [--anyway]] --out FILE' +
  '   draw slides to a file (held to a journal profile: pnpm figura preflight --profiles)\n' +
  'usage: pnpm figura export <document.json> --profile ID --package [--anyway] --out FILE.zip' +
  '   every file the journal asks for, credits, alt text, the preflight report and the source';

/** Where a command writes: the process's own streams, or a test's buffers. */
export interface CommandOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Lines on stderr, and a refusal that says why and exits 1. */
function speaker(io: CommandOutput) {
  const say = (line: string) => io.stderr.write(`figura export: ${line}\n`);
  const fail = (message: string): number => {
    say(message);
    return 1;
  };
  return { say, fail };
}

/** Where a zod issue points, as `elements.2.fill` (prefixed with the list index when there is one). */
function issuePath(prefix: string, path: readonly PropertyKey[]): string {
  const inner = path.map(String).join('.');
  return [prefix, inner].filter(Boolean).join('.') || '(the document)';
}

/** The slide documents in `input`, or the first problem found with the path of the bad field. */
export function readSlideDocuments(input: unknown): SlideDocument[] | string {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return 'the file holds an empty list: there is no slide to export';
  const documents: SlideDocument[] = [];
  for (const [index, item] of list.entries()) {
    const prefix = Array.isArray(input) ? `[${index}]` : '';
    const parsed = safeParseSlideDocument(item);
    if (parsed.success) {
      // Stored files live in the API's file store, which this command does not read: say so
      // rather than drawing grey boxes.
      if (fileIdsOf(parsed.data).length > 0)
        return (
          `${prefix ? `${prefix}: ` : ''}the slide names stored files (figura-file:…): download ` +
          'it from the API (which draws them), or export the document with its images as data: URLs'
        );
      // A chart an older build drew is drawn again.
      documents.push(withChartsRedrawn(parsed.data));
      continue;
    }
    const { error } = parsed;
    if ('issues' in error && error.issues.length > 0) {
      const lines = error.issues
        .slice(0, 5)
        .map((issue) => `  ${issuePath(prefix, issue.path)}: ${issue.message}`);
      const more = error.issues.length > 5 ? `\n  … and ${error.issues.length - 5} more` : '';
      return `not a valid slide document:\n${lines.join('\n')}${more}`;
    }
    return `not a valid slide document${prefix ? ` (${prefix})` : ''}: ${error.message}`;
  }
  return documents;
}

/** FILE-1.png, FILE-2.png … for several slides in a one-slide format. */
export function numberedPath(out: string, index: number): string {
  const extension = path.extname(out);
  return `${out.slice(0, out.length - extension.length)}-${index + 1}${extension}`;
}

/** The slide documents of `file`, or why they cannot be read (a message for `fail`). */
function documentsIn(file: string): SlideDocument[] | string {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `could not read ${file}: ${(error as Error).message}`;
  }
  const documents = readSlideDocuments(input);
  return typeof documents === 'string' ? `${file}: ${documents}` : documents;
}

const notAProfile = () => `--profile must be one of ${JOURNAL_PROFILE_IDS.join(', ')}`;

/** What is said when a required check fails and nobody asked for --anyway. */
const refused = (what: string, profile: string, problems: readonly string[], verb: string) =>
  `the ${what} would not meet ${profile}: nothing written\n` +
  problems.map((problem) => `  ${problem}`).join('\n') +
  `\nfix these, or add --anyway to ${verb} it all the same`;

const numberOption = (value: string | undefined, name: string): number | undefined | string => {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : `--${name} must be a number, not "${value}"`;
};

export async function runExport(args: string[], io: CommandOutput = process): Promise<number> {
  const { say, fail } = speaker(io);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        dpi: { type: 'string' },
        colour: { type: 'string' },
        color: { type: 'string' },
        background: { type: 'string' },
        width: { type: 'string' },
        unit: { type: 'string' },
        text: { type: 'string' },
        bleed: { type: 'string' },
        flatten: { type: 'boolean' },
        title: { type: 'string' },
        author: { type: 'string' },
        description: { type: 'string' },
        profile: { type: 'string' },
        anyway: { type: 'boolean' },
        package: { type: 'boolean' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\nusage: pnpm figura ${EXPORT_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.package) return runPackage(positionals, values, io);
  if (positionals.length !== 1 || !values.format || !values.out)
    return fail(`a document, --format and --out are needed\nusage: pnpm figura ${EXPORT_USAGE}`);
  const dpi = numberOption(values.dpi, 'dpi');
  const width = numberOption(values.width, 'width');
  const bleed = numberOption(values.bleed, 'bleed');
  if (typeof dpi === 'string') return fail(dpi);
  if (typeof width === 'string') return fail(width);
  if (typeof bleed === 'string') return fail(bleed);

  const documents = documentsIn(positionals[0]!);
  if (typeof documents === 'string') return fail(documents);
  if (values.profile !== undefined) {
    if (!isJournalProfileId(values.profile)) return fail(notAProfile());
    const { problems } = preflight(documents, profileById(values.profile), {
      dpi: dpi ?? undefined,
      width: width ?? undefined,
      unit: values.unit as ExportUnit | undefined,
      format: preflightFormatOf(values.format as ExportFormat),
    });
    const required = problems.filter((problem) => problem.severity === 'error');
    if (required.length > 0 && !values.anyway)
      return fail(
        refused(
          'file',
          values.profile,
          required.map((problem) => problem.message),
          'write',
        ),
      );
    for (const problem of required) say(`written anyway: ${problem.message}`);
  }

  const options: ExportOptions = {
    format: values.format as ExportFormat,
    dpi,
    width,
    unit: values.unit as ExportUnit | undefined,
    colour: (values.colour ?? values.color) as ExportOptions['colour'],
    background: values.background,
    text: values.text as ExportOptions['text'],
    flatten: values.flatten,
    title: values.title,
    author: values.author,
    description: values.description,
    bleed,
  };
  try {
    if (isPagedFormat(options.format) || documents.length === 1) {
      const { bytes } = await exportSlides(documents, options);
      writeFileSync(values.out, bytes);
      say(`wrote ${values.out} (${bytes.length} bytes)`);
      return 0;
    }
    // Several slides in a one-slide format: one numbered file each.
    for (const [index, document] of documents.entries()) {
      const { bytes } = await exportSlides([document], options);
      const file = numberedPath(values.out, index);
      writeFileSync(file, bytes);
      say(`wrote ${file} (${bytes.length} bytes)`);
    }
    return 0;
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** `--package`: the submission package of a document for a journal's profile, as one ZIP. */
async function runPackage(
  positionals: string[],
  values: { profile?: string; anyway?: boolean; out?: string },
  io: CommandOutput,
): Promise<number> {
  const { say, fail } = speaker(io);
  if (positionals.length !== 1 || !values.profile || !values.out)
    return fail(`a document, --profile and --out are needed\nusage: pnpm figura ${EXPORT_USAGE}`);
  if (!isJournalProfileId(values.profile)) return fail(notAProfile());
  const documents = documentsIn(positionals[0]!);
  if (typeof documents === 'string') return fail(documents);
  const name = path.basename(positionals[0]!, path.extname(positionals[0]!));
  try {
    const built = await buildSubmissionPackage(documents, profileById(values.profile), {
      name,
      anyway: values.anyway,
    });
    writeFileSync(values.out, built.bytes);
    say(
      `wrote ${values.out} (${built.files.join(', ')})` +
        `${built.meetsProfile ? '' : ': does NOT meet the profile (packaged anyway)'}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SubmissionRefused)
      return fail(refused('figure', values.profile, error.problems, 'package'));
    return fail((error as Error).message);
  }
}

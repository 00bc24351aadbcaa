// `pnpm figura preflight <document.json> --profile <id>`: checks a slide document (or a list of
// them) against a journal's profile with @figura/sdk-core/preflight. Exit 0 when it passes, 1 when
// it does not, 2 when the input cannot be read. `--profiles [--json]` lists the registry.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  PREFLIGHT_FORMATS,
  PREFLIGHT_PROFILES,
  PROFILE_IDS,
  isPreflightFormat,
  isProfileId,
  preflight,
  profileById,
  type CustomProfileInput,
  type PreflightResult,
} from '@figura/sdk-core/preflight';
import { safeParseSlideDocument, type SlideDocument } from '@figura/sdk-core/schema';
import type { Command } from './content.ts';

const USAGE =
  `preflight <document.json> --profile ${PROFILE_IDS.join('|')} [--dpi N] [--format ${PREFLIGHT_FORMATS.join('|')}] [--json]` +
  '   check a slide (or a list of slides) against a journal; custom: [--width PX --height PX --min-font PT]\n' +
  'usage: pnpm figura preflight --profiles [--json]   list the journal profiles, where their rules come from and when they were read';

class BadInput extends Error {}

const positiveNumber = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(Number.isFinite(number) && number > 0))
    throw new BadInput(`--${name} must be a number above 0`);
  return number;
};

/** The slide documents of a file: one slide document, or a list of them. */
function readDocuments(file: string): SlideDocument[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BadInput(`${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const inputs = Array.isArray(json) ? json : [json];
  if (inputs.length === 0) throw new BadInput(`${file} holds no slide`);
  return inputs.map((input, index) => {
    const parsed = safeParseSlideDocument(input);
    if (parsed.success) return parsed.data;
    const where = Array.isArray(json) ? ` (slide ${index + 1})` : '';
    throw new BadInput(`${file}${where} is not a Figura slide document: ${parsed.error.message}`);
  });
}

function run(args: string[]): PreflightResult & { json: boolean } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      profile: { type: 'string' },
      dpi: { type: 'string' },
      format: { type: 'string' },
      json: { type: 'boolean' },
      width: { type: 'string' },
      height: { type: 'string' },
      'min-font': { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new BadInput('give one document file');
  if (!values.profile || !isProfileId(values.profile))
    throw new BadInput(`--profile must be one of ${PROFILE_IDS.join(', ')}`);
  if (values.format !== undefined && !isPreflightFormat(values.format))
    throw new BadInput(`--format must be one of ${PREFLIGHT_FORMATS.join(', ')}`);
  const dpi = positiveNumber('dpi', values.dpi);
  const custom: Partial<CustomProfileInput> = {
    width: positiveNumber('width', values.width),
    height: positiveNumber('height', values.height),
    minFontPt: positiveNumber('min-font', values['min-font']),
    ...(dpi === undefined ? {} : { dpi }),
    ...(values.format === undefined ? {} : { formats: [values.format] }),
  };
  const defined = Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== undefined));
  const profile = profileById(values.profile, defined);
  const result = preflight(readDocuments(file), profile, { dpi, format: values.format });
  return { ...result, json: values.json ?? false };
}

/** The registry as a script reads it: `[{ id, name, kind, publisher, source, read }]`. */
const profileList = () =>
  PREFLIGHT_PROFILES.map(({ id, name, kind, publisher, source, read }) => ({
    id,
    name,
    kind,
    publisher,
    source,
    read,
  }));

/** One line per profile for a person: id, name, what it asks for, where that is written. */
function profileLines(): string {
  return PREFLIGHT_PROFILES.map((profile) => {
    const file = profile.files[0];
    const size = file ? `${file.width}${file.height === null ? ' px wide' : ` × ${file.height} px`}` : '';
    const asks = [size, profile.dpi === null ? 'screen' : `${profile.dpi} dpi`, `text ≥ ${profile.minFontPt} pt`];
    const from = profile.source ? `  ${profile.source} (read ${profile.read})` : '';
    return `${profile.id.padEnd(16)} ${profile.name} (${profile.kind}): ${asks.join(', ')}${from}\n`;
  }).join('');
}

export const preflightCommand: Command = {
  usage: USAGE,
  async run(args) {
    if (args.includes('--profiles')) {
      const rest = args.filter((arg) => arg !== '--profiles' && arg !== '--json');
      if (rest.length > 0) {
        process.stderr.write(`preflight: --profiles takes only --json\nusage: pnpm figura ${USAGE}\n`);
        return 2;
      }
      process.stdout.write(
        args.includes('--json') ? `${JSON.stringify(profileList(), null, 2)}\n` : profileLines(),
      );
      return 0;
    }
    let outcome: ReturnType<typeof run>;
    try {
      outcome = run(args);
    } catch (error) {
      if (!(error instanceof BadInput || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')))
        throw error;
      process.stderr.write(`preflight: ${(error as Error).message}\nusage: pnpm figura ${USAGE}\n`);
      return 2;
    }
    const several = new Set(outcome.problems.map((problem) => problem.slideIndex ?? 0)).size > 1;
    const problems = outcome.problems.map(({ check, severity, message, elementId, slideIndex }) => ({
      check,
      severity,
      message,
      ...(elementId === undefined ? {} : { elementId }),
      ...(several && slideIndex !== undefined ? { slideIndex } : {}),
    }));
    if (outcome.json)
      process.stdout.write(`${JSON.stringify({ passed: outcome.passed, problems }, null, 2)}\n`);
    else {
      for (const problem of problems)
        process.stdout.write(`${problem.severity} ${problem.check}: ${problem.message}\n`);
      process.stdout.write(outcome.passed ? 'preflight: passed\n' : 'preflight: not passed\n');
    }
    return outcome.passed ? 0 : 1;
  },
};

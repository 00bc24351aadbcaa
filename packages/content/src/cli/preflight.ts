// `pnpm figura preflight <document.json> --profile <id>`: checks a slide document (or a list of
// them) against a journal's profile with @figura/sdk-core/preflight. Exit 0 when it passes, 1 when
// it does not, 2 when the input cannot be read. `--profiles [--json]` lists the registry; with
// `--api URL` the profiles that API serves: the registry's and journal partners' own
// (`partner-<id>`), which `--profile` may then name.
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
  type JournalProfile,
  type PreflightResult,
} from '@figura/sdk-core/preflight';
import { createApiClient } from '@figura/sdk-core/api';
import { safeParseSlideDocument, type SlideDocument } from '@figura/sdk-core/schema';
import type { CommandOutput } from '@figura/export/cli';
import type { Command } from './content.ts';

const USAGE =
  `preflight <document.json> --profile ${PROFILE_IDS.join('|')} [--dpi N] [--format ${PREFLIGHT_FORMATS.join('|')}] [--json]` +
  '   check a slide (or a list of slides) against a journal; custom: [--width PX --height PX --min-font PT]\n' +
  'usage: pnpm figura preflight <document.json> --api URL --profile ID [--json]   against a profile that API serves (a journal partner’s own: partner-<id>)\n' +
  'usage: pnpm figura preflight --profiles [--api URL] [--json]   list the journal profiles, where their rules come from and when they were read';

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

async function run(args: string[]): Promise<PreflightResult & { json: boolean }> {
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
      api: { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new BadInput('give one document file');
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
  const served = values.api === undefined ? undefined : await servedProfiles(values.api);
  const profile =
    served?.find((known) => known.id === values.profile) ??
    (values.profile && isProfileId(values.profile) ? profileById(values.profile, defined) : null);
  if (!profile)
    throw new BadInput(
      `--profile must be one of ${(served?.map((known) => known.id) ?? PROFILE_IDS).join(', ')}`,
    );
  const result = preflight(readDocuments(file), profile, { dpi, format: values.format });
  return { ...result, json: values.json ?? false };
}

/** The profiles an API serves (GET /journal-profiles): the registry's and partners' own. */
async function servedProfiles(api: string): Promise<JournalProfile[]> {
  if (!/^https?:\/\//.test(api)) throw new BadInput('--api must be an http(s) address');
  try {
    const { profiles } = await createApiClient({
      baseURL: api,
      timeoutMs: 15_000,
    }).listJournalProfiles();
    return profiles;
  } catch (error) {
    throw new BadInput(`the profiles at ${api} cannot be read: ${(error as Error).message}`);
  }
}

/** The profiles as a script reads them: `[{ id, name, kind, publisher, source, read }]`. */
const profileList = (profiles: readonly JournalProfile[]) =>
  profiles.map(({ id, name, kind, publisher, source, read }) => ({
    id,
    name,
    kind,
    publisher,
    source,
    read,
  }));

/** One line per profile for a person: id, name, what it asks for, where that is written. */
function profileLines(profiles: readonly JournalProfile[]): string {
  return profiles
    .map((profile) => {
      const file = profile.files[0];
      const size = file
        ? `${file.width}${file.height === null ? ' px wide' : ` × ${file.height} px`}`
        : '';
      const asks = [
        size,
        profile.dpi === null ? 'screen' : `${profile.dpi} dpi`,
        `text ≥ ${profile.minFontPt} pt`,
      ];
      const from = profile.source ? `  ${profile.source} (read ${profile.read})` : '';
      return `${profile.id.padEnd(16)} ${profile.name} (${profile.kind}): ${asks.join(', ')}${from}\n`;
    })
    .join('');
}

/** `--profiles [--api URL] [--json]`: the registry's profiles, or those the API serves. */
async function listProfiles(args: string[], io: CommandOutput): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { profiles: { type: 'boolean' }, json: { type: 'boolean' }, api: { type: 'string' } },
  });
  if (positionals.length > 0) throw new BadInput('--profiles takes only --api and --json');
  const profiles = values.api === undefined ? PREFLIGHT_PROFILES : await servedProfiles(values.api);
  io.stdout.write(
    values.json ? `${JSON.stringify(profileList(profiles), null, 2)}\n` : profileLines(profiles),
  );
  return 0;
}

export const preflightCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    let outcome: Awaited<ReturnType<typeof run>>;
    try {
      if (args.includes('--profiles')) return await listProfiles(args, io);
      outcome = await run(args);
    } catch (error) {
      if (!(
        error instanceof BadInput || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      ))
        throw error;
      io.stderr.write(`preflight: ${(error as Error).message}\nusage: pnpm figura ${USAGE}\n`);
      return 2;
    }
    const several = new Set(outcome.problems.map((problem) => problem.slideIndex ?? 0)).size > 1;
    const problems = outcome.problems.map(
      ({ check, severity, message, elementId, slideIndex }) => ({
        check,
        severity,
        message,
        ...(elementId === undefined ? {} : { elementId }),
        ...(several && slideIndex !== undefined ? { slideIndex } : {}),
      }),
    );
    if (outcome.json)
      io.stdout.write(`${JSON.stringify({ passed: outcome.passed, problems }, null, 2)}\n`);
    else {
      for (const problem of problems)
        io.stdout.write(`${problem.severity} ${problem.check}: ${problem.message}\n`);
      io.stdout.write(outcome.passed ? 'preflight: passed\n' : 'preflight: not passed\n');
    }
    return outcome.passed ? 0 : 1;
  },
};

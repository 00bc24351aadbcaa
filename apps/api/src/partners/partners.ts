import { readFileSync } from 'node:fs';
import { nonEmpty, type Env } from '@figura/settings';
import {
  journalProfileSchema,
  journalRulesInputSchema,
  partnerIdSchema,
} from '@figura/sdk-core/schema';
import { z } from 'zod';

/** Token issuance per partner and minute, unless its configuration says otherwise. */
export const DEFAULT_TOKENS_PER_MINUTE = 300;

const sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/i, 'the key’s SHA-256 as 64 hexadecimal characters')
  .transform((value) => value.toLowerCase());

/** An origin as browsers send it: scheme, host and port, nothing after. */
const origin = z.url({ protocol: /^https?$/ }).transform((value, context) => {
  const url = new URL(value);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    context.addIssue({ code: 'custom', message: `"${value}" is not an origin (no path)` });
    return z.NEVER;
  }
  return url.origin;
});

/** One journal partner as configured (FIGURA_PARTNERS). */
const partnerSchema = z.strictObject({
  /** The numeric partner id (spec §9). */
  id: partnerIdSchema,
  name: z.string().trim().min(1, 'needs a name'),
  /** The journal's site. */
  siteUrl: z.url({ protocol: /^https?$/ }),
  /** Origins whose pages embed the builder: the API allows them for CORS. */
  allowedOrigins: z.array(origin).default([]),
  /**
   * The journal's preflight profile: a registry id (sdk-core/preflight), or its own rules (then
   * `partner-<id>`; it may also register them through the API: PUT /embed/profile).
   */
  profile: z.union([journalProfileSchema, journalRulesInputSchema]),
  /** SHA-256 of the partner key, or of each of two keys while the key is rotated. */
  keySha256: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(sha256Hex).min(1).max(2, 'at most two keys (during a rotation)'),
  ),
  /** A disabled partner gets 403 for new tokens, and its tokens stop working. */
  disabled: z.boolean().default(false),
  tokensPerMinute: z.number().int().min(1).max(100_000).default(DEFAULT_TOKENS_PER_MINUTE),
});

export type Partner = z.output<typeof partnerSchema>;

const partnersSchema = z.array(partnerSchema).superRefine((partners, context) => {
  const seen = new Set<number>();
  for (const [index, partner] of partners.entries()) {
    if (seen.has(partner.id))
      context.addIssue({ code: 'custom', path: [index, 'id'], message: 'this id is listed twice' });
    seen.add(partner.id);
  }
});

/** The error every configuration problem throws: where, and what to fix. */
function configError(source: string, problems: string[]): Error {
  return new Error(`${source}: ${problems.join('; ')}`);
}

/**
 * The partners of a JSON text (an array of partners). Keys never appear in it: a partner with a
 * `key` is refused with a message that says so (and never echoes the key).
 */
export function parsePartners(json: string, source: string): Partner[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw configError(source, ['is not valid JSON (expected an array of partners)']);
  }
  if (Array.isArray(value)) {
    const holdingKeys = value.filter(
      (entry) => entry && typeof entry === 'object' && 'key' in entry,
    );
    if (holdingKeys.length > 0)
      throw configError(source, [
        'a partner holds its key: store only the key’s SHA-256 as "keySha256", never the key',
      ]);
  }
  const parsed = partnersSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw configError(
    source,
    parsed.error.issues.map((issue) => {
      const where = issue.path
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('');
      return `partners${where}: ${issue.message}`;
    }),
  );
}

/**
 * The journal partners of the environment: `FIGURA_PARTNERS` (JSON) or `FIGURA_PARTNERS_FILE` (a
 * path to the same JSON), not both; none when neither is set. Throws on anything wrong, at start.
 */
export function loadPartners(env: Env): Partner[] {
  const inline = nonEmpty(env.FIGURA_PARTNERS);
  const file = nonEmpty(env.FIGURA_PARTNERS_FILE);
  if (inline && file) throw new Error('Set FIGURA_PARTNERS or FIGURA_PARTNERS_FILE, not both.');
  if (inline) return parsePartners(inline, 'FIGURA_PARTNERS');
  if (!file) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`FIGURA_PARTNERS_FILE: cannot read ${file}`, { cause: error });
  }
  return parsePartners(text, `FIGURA_PARTNERS_FILE (${file})`);
}

/** Every origin an enabled partner embeds from. */
export function partnerOrigins(partners: readonly Partner[]): string[] {
  return partners
    .filter((partner) => !partner.disabled)
    .flatMap((partner) => partner.allowedOrigins);
}

/** Partners by id. */
export type PartnerRegistry = ReadonlyMap<number, Partner>;

export function partnerRegistry(partners: readonly Partner[]): PartnerRegistry {
  return new Map(partners.map((partner) => [partner.id, partner]));
}

/** The partner, when it is configured and not disabled. */
export function activePartner(registry: PartnerRegistry, id: number): Partner | undefined {
  const partner = registry.get(id);
  return partner && !partner.disabled ? partner : undefined;
}

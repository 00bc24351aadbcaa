// A GenBank flat file (NCBI's and SnapGene's, Benchling's…): the LOCUS line (name, length,
// molecule, topology), DEFINITION, KEYWORDS, the FEATURES table with locations and qualifiers
// (quoted values over several lines), and the ORIGIN sequence up to `//`. Only the first record of
// a file is read. Pure and never throws: a problem names its line.
import { problem } from '../table';
import type { DataProblem, Parsed } from '../types';
import { readLocation, type FeatureLocation } from './location';

export type { FeatureLocation, LocationPart } from './location';

export interface GenbankFeature {
  /** Its key: CDS, gene, promoter, rep_origin… */
  type: string;
  location: FeatureLocation;
  /** Its qualifiers without the slash (`label`, `gene`, `note`…); repeated ones joined by "; ". */
  qualifiers: Record<string, string>;
  /** The line its key stands on. */
  line: number;
}

export interface GenbankRecord {
  name: string;
  /** Bases (or residues), from the LOCUS line, else the sequence. */
  length: number;
  circular: boolean;
  /** As written in LOCUS: DNA, ds-DNA, mRNA… ('' when not given). */
  molecule: string;
  definition: string;
  keywords: string;
  features: GenbankFeature[];
  /** Lower-case letters, digits and spaces removed ('' when the file has no ORIGIN). */
  sequence: string;
}

/** Most features read: a whole annotated genome is more than a figure can show. */
export const MAX_GENBANK_FEATURES = 2000;

const FEATURE_KEY_MAX_INDENT = 10;

/** Whether `source` looks like GenBank: its first line with anything on it starts with LOCUS. */
export function looksLikeGenbank(source: string): boolean {
  const first = source.split(/\r\n|\r|\n/).find((line) => line.trim() && !line.startsWith('#'));
  return first !== undefined && /^\s*LOCUS\b/i.test(first);
}

/** The first `"` that closes a quoted value in `text` (`""` is a quote inside it), else -1. */
function closingQuote(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') i++;
    else return i;
  }
  return -1;
}

function readLocus(text: string) {
  const words = text.trim().split(/\s+/).slice(1);
  const lengthAt = words.findIndex(
    (word, i) => /^\d+$/.test(word) && /^(bp|aa)$/i.test(words[i + 1] ?? ''),
  );
  return {
    name: lengthAt === 0 ? '' : (words[0] ?? ''),
    length: lengthAt === -1 ? 0 : Number(words[lengthAt]),
    circular: words.some((word) => word.toLowerCase() === 'circular'),
    molecule: words.slice(lengthAt + 1).find((word) => /(dna|rna)$/i.test(word)) ?? '',
  };
}

interface OpenFeature {
  type: string;
  line: number;
  location: string;
  qualifiers: [string, string][];
  /** A quoted value still open: its qualifier's index, its pieces and the line it opened on. */
  quote: { index: number; pieces: string[]; line: number } | null;
}

const joinPieces = (name: string, pieces: string[]) =>
  pieces
    .join(name === 'translation' ? '' : ' ')
    .replace(/""/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads GenBank text; the problem names the line where reading stopped. */
export function parseGenbank(source: string): Parsed<GenbankRecord> {
  const lines = source.split(/\r\n|\r|\n/);
  const locusIndex = lines.findIndex((line) => line.trim() !== '' && !line.startsWith('#'));
  if (locusIndex === -1) return problem(0, 'errors.empty');
  const locusLine = lines[locusIndex]!;
  if (!/^\s*LOCUS\b/i.test(locusLine))
    return problem(locusIndex + 1, 'genbank.errors.locus', {
      found: locusLine.trim().slice(0, 40),
    });
  const locus = readLocus(locusLine);

  const features: GenbankFeature[] = [];
  const sequence: string[] = [];
  let definition = '';
  let keywords = '';
  let section: 'header' | 'definition' | 'keywords' | 'features' | 'origin' = 'header';
  let originLine = 0;
  let open: OpenFeature | null = null;

  const close = (): { ok: false; problem: DataProblem } | null => {
    const feature = open;
    open = null;
    if (!feature) return null;
    if (feature.quote)
      return problem(feature.quote.line, 'genbank.errors.unclosedQuote', {
        name: feature.qualifiers[feature.quote.index]![0],
      });
    const location = readLocation(feature.location, locus.circular);
    if (!location)
      return problem(feature.line, 'genbank.errors.location', {
        found: feature.location.trim().slice(0, 40),
      });
    if (features.length >= MAX_GENBANK_FEATURES)
      return problem(feature.line, 'genbank.errors.tooMany', { max: MAX_GENBANK_FEATURES });
    const qualifiers: Record<string, string> = {};
    for (const [name, value] of feature.qualifiers)
      qualifiers[name] = Object.hasOwn(qualifiers, name) ? `${qualifiers[name]}; ${value}` : value;
    features.push({ type: feature.type, location, qualifiers, line: feature.line });
    return null;
  };

  for (let i = locusIndex + 1; i < lines.length; i++) {
    const line = lines[i]!;
    const lineNumber = i + 1;
    if (line.trim() === '//') break;
    if (line.trim() === '' || line.startsWith('#')) continue;

    if (/^\S/.test(line)) {
      // A keyword at the margin ends the section before it.
      const failed = close();
      if (failed) return failed;
      const keyword = /^\S+/.exec(line)![0].toUpperCase();
      const rest = line.slice(keyword.length).trim();
      section =
        keyword === 'FEATURES'
          ? 'features'
          : keyword === 'ORIGIN'
            ? 'origin'
            : keyword === 'DEFINITION'
              ? 'definition'
              : keyword === 'KEYWORDS'
                ? 'keywords'
                : 'header';
      if (section === 'definition') definition = rest;
      if (section === 'keywords') keywords = rest;
      if (section === 'origin') originLine = lineNumber;
      continue;
    }

    if (section === 'definition' || section === 'keywords') {
      // Continuation lines are indented to the value's column; a sub-keyword ends the value.
      if (/^ {2}\S/.test(line)) section = 'header';
      else if (section === 'definition') definition += ` ${line.trim()}`;
      else keywords += ` ${line.trim()}`;
    } else if (section === 'origin') {
      const bases = line.replace(/[\d\s]/g, '');
      const odd = /[^a-z*.-]/i.exec(bases);
      if (odd) return problem(lineNumber, 'genbank.errors.base', { found: odd[0] });
      sequence.push(bases.toLowerCase());
    } else if (section === 'features') {
      const indent = line.length - line.trimStart().length;
      const text = line.trim();
      if (indent <= FEATURE_KEY_MAX_INDENT) {
        const failed = close();
        if (failed) return failed;
        const [type = '', ...location] = text.split(/\s+/);
        open = { type, line: lineNumber, location: location.join(''), qualifiers: [], quote: null };
        continue;
      }
      if (!open) return problem(lineNumber, 'genbank.errors.feature', { found: text.slice(0, 40) });
      if (open.quote) {
        const end = closingQuote(text);
        open.quote.pieces.push(end === -1 ? text : text.slice(0, end));
        if (end !== -1) {
          open.qualifiers[open.quote.index]![1] = joinPieces(
            open.qualifiers[open.quote.index]![0],
            open.quote.pieces,
          );
          open.quote = null;
        }
      } else if (text.startsWith('/')) {
        const equals = text.indexOf('=');
        const name = (equals === -1 ? text.slice(1) : text.slice(1, equals)).trim();
        const value = equals === -1 ? '' : text.slice(equals + 1).trim();
        open.qualifiers.push([name, value]);
        if (value.startsWith('"')) {
          const inner = value.slice(1);
          const end = closingQuote(inner);
          const pieces = [end === -1 ? inner : inner.slice(0, end)];
          if (end === -1)
            open.quote = { index: open.qualifiers.length - 1, pieces, line: lineNumber };
          else open.qualifiers[open.qualifiers.length - 1]![1] = joinPieces(name, pieces);
        }
      } else if (open.qualifiers.length === 0) {
        open.location += text;
      } else {
        const last = open.qualifiers[open.qualifiers.length - 1]!;
        last[1] = `${last[1]} ${text}`;
      }
    }
  }
  const failed = close();
  if (failed) return failed;

  const bases = sequence.join('');
  const length = locus.length || bases.length;
  if (length === 0) return problem(locusIndex + 1, 'genbank.errors.length');
  if (bases.length > 0 && bases.length !== length)
    return problem(originLine, 'genbank.errors.sequenceLength', {
      expected: length,
      found: bases.length,
    });
  const outside = features.find((feature) =>
    feature.location.parts.some((part) => Math.max(part.start, part.end) > length),
  );
  if (outside)
    return problem(outside.line, 'genbank.errors.outside', {
      start: outside.location.start,
      end: outside.location.end,
      length,
    });
  return {
    ok: true,
    value: {
      name: locus.name,
      length,
      circular: locus.circular,
      molecule: locus.molecule,
      definition: definition.replace(/\s+/g, ' ').trim(),
      keywords: keywords.replace(/\s+/g, ' ').replace(/\.$/, '').trim(),
      features,
      sequence: bases,
    },
  };
}

/** Names programs write in LOCUS when the sequence has none of its own. */
const PLACEHOLDER_NAMES = new Set(['', '.', 'exported', 'unknown', 'untitled', 'unnamed']);

/** What to call the record: its LOCUS name, else its first keyword (SnapGene's "Exported"). */
export function recordTitle(record: GenbankRecord): string {
  if (!PLACEHOLDER_NAMES.has(record.name.toLowerCase())) return record.name;
  const keyword = record.keywords.split(/[;,]/)[0]?.trim() ?? '';
  return keyword && keyword !== '.' ? keyword : record.name;
}

/** A feature's name as people call it: its /label, /gene, /product…, else its key. */
export function featureName(feature: GenbankFeature): string {
  const { qualifiers } = feature;
  const name =
    qualifiers.label ??
    qualifiers.gene ??
    qualifiers.product ??
    qualifiers.standard_name ??
    qualifiers.locus_tag ??
    qualifiers.note;
  const trimmed = name?.replace(/\s+/g, ' ').trim();
  if (!trimmed) return feature.type;
  return trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed;
}

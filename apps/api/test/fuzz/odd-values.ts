// What a careless or hostile client sends: fast-check generators of odd strings, JSON values and
// request bodies, for the fuzz test over every route (fuzz.test.ts).
import fc from 'fast-check';

/** What PostgreSQL cannot store in text or jsonb: NUL, and either half of a surrogate pair alone. */
export const unstorable = fc.constantFrom('\u0000', '\ud800', '\udfff');

/** Strings that have broken parsers somewhere: empty, numeric-looking, NUL, lone surrogates, huge. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'null',
      'undefined',
      'NaN',
      '-Infinity',
      '1e309',
      '-0',
      '0x1F',
      '9'.repeat(400),
      'true',
      '[]',
      '{}',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00',
      '\udbff\udfff',
      '🧬 Zellkern',
      'é\u0301',
      '\u202eevil',
      '../../etc/passwd',
      '%00',
      '%',
      '%E0%A4%A',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '${7*7}',
      '__proto__',
      'first',
      'a'.repeat(5000),
      '00000000-0000-0000-0000-000000000000',
    ),
  },
  unstorable.map((char) => `Cell${char}map`),
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Numbers JSON can carry that a schema may not expect. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    2 ** 53 - 1,
    2 ** 31,
    -(2 ** 31),
    5e-324,
    2500,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, odd leaves included. */
export const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  oddString,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(oddString, { maxLength: 5 }),
  fc.dictionary(oddString, oddString, { maxKeys: 4 }),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place inside a JSON value, as a path of keys and indexes. */
function pathsOf(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

function replaceAt(value: Json, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const record = value as Record<string, Json>;
  return { ...record, [head!]: replaceAt(record[head!]!, rest, replacement) };
}

function valueAt(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, value);
}

/** One string of the value, picked at random, with an unstorable character put into it. */
export function poisoned<T>(valid: T): fc.Arbitrary<T> {
  const strings = pathsOf(valid as Json).filter(
    (path) => typeof valueAt(valid as Json, path) === 'string',
  );
  if (strings.length === 0) return fc.constant(valid);
  return fc.tuple(fc.constantFrom(...strings), unstorable).map(([path, char]) => {
    const text = valueAt(valid as Json, path) as string;
    return replaceAt(valid as Json, path, `${text.slice(0, 1)}${char}${text.slice(1)}`) as T;
  });
}

/** A valid body with one value, anywhere in it, swapped for an odd one (or dropped). */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid as Json);
  return fc
    .tuple(fc.constantFrom(...paths), fc.option(oddJson, { freq: 8 }))
    .map(([path, replacement]) =>
      replaceAt(valid as Json, path, replacement === null ? undefined : replacement),
    );
}

export interface OddBody {
  contentType: string | undefined;
  payload: string | undefined;
}

const json = (value: unknown): OddBody => ({
  contentType: 'application/json',
  payload: JSON.stringify(value),
});

/** A slide write with groups nested far past the limit (a schema would recurse into it). */
function deepGroups(depth: number): string {
  let element = '{"type":"rect","id":"r","left":0,"top":0,"width":1,"height":1}';
  for (let level = 0; level < depth; level++) {
    element = `{"type":"group","id":"g${level}","left":0,"top":0,"width":1,"height":1,"elements":[${element}]}`;
  }
  return `{"revision":0,"content":{"schemaVersion":4,"width":400,"height":300,"elements":[${element}]}}`;
}

/** Raw payloads no JSON.stringify would write. */
const rawBodies: OddBody[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"name":' },
  { contentType: 'application/json', payload: 'not json' },
  { contentType: 'application/json', payload: '['.repeat(5000) + ']'.repeat(5000) },
  { contentType: 'application/json', payload: deepGroups(2000) },
  { contentType: 'application/json', payload: '{"__proto__":{"polluted":1}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { contentType: 'application/json', payload: '{"name":"\\u0000","search":"\\ud800"}' },
  { contentType: 'application/json', payload: `"${'a'.repeat(200_000)}"` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=%00&password=a&name' },
  { contentType: 'application/x-www-form-urlencoded', payload: '%E0%A4%A=1&&=' },
  { contentType: 'multipart/form-data', payload: 'x' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
  { contentType: undefined, payload: '{"name":"no content type"}' },
  { contentType: undefined, payload: undefined },
];

/** A body for a route whose valid body is `valid` (or which takes none). */
export function oddBody(valid: unknown): fc.Arbitrary<OddBody> {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(valid ?? {}).map(json) },
    { weight: 2, arbitrary: poisoned(valid ?? {}).map(json) },
    { weight: 2, arbitrary: fc.constant(json(valid ?? {})) },
    { weight: 1, arbitrary: oddJson.map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...rawBodies) },
  );
}

/**
 * A string as it would appear in a URL: percent-encoded, lone surrogates as the (invalid) UTF-8
 * of their code unit, or a raw token left as it is ('%', '%zz') for the router to choke on.
 */
export function inUrl(value: string): string {
  if (/^%/.test(value)) return value;
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

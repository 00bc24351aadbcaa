// Fails when a translation key the code uses is missing from the English files, when an English
// key is used nowhere, or when a key is not written out (docs/translations.md). Keys are read
// from calls `t('key')` / `something.t('key')`; a key without `ns:` belongs to the namespace of
// its package (below). A template key (`toolbar.tools.${tool}`) stands for every key its literal
// parts match, one key segment per substitution. Hard-coded words are ESLint's to find
// (eslint.config.js, i18next/no-literal-string).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Where code that translates lives, and the namespace its bare keys belong to (a file belongs to
 * the longest folder that holds it: the builder's folders to `builder`).
 */
export const SOURCES = [
  { dir: 'packages/sdk-core/src', ns: 'common' },
  // The objects drawn from data read the editor's strings (scientific/tools.ts).
  { dir: 'packages/sdk-core/src/scientific', ns: 'editor' },
  { dir: 'packages/react-editor/src', ns: 'editor' },
  { dir: 'packages/react-editor/src/builder', ns: 'builder' },
  { dir: 'packages/web-components/src', ns: 'editor' },
  { dir: 'packages/web-components/src/builder', ns: 'builder' },
  { dir: 'packages/web-components/src/frame', ns: 'builder' },
  { dir: 'apps/portal/src', ns: 'portal' },
];

/** The English files, one per namespace: the one source of every string. */
export const ENGLISH = {
  common: 'packages/sdk-core/locales/en/common.json',
  editor: 'packages/sdk-core/locales/en/editor.json',
  builder: 'packages/sdk-core/locales/en/builder.json',
  portal: 'apps/portal/public/locales/en/portal.json',
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const SKIP = new Set(['node_modules', 'dist', 'generated', 'testing']);

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      files.push(full);
  }
  return files;
}

/** Every key of a translation file, nested objects joined with dots; problems for non-strings. */
export function englishKeys(ns, json) {
  const keys = new Set();
  const problems = [];
  const walk = (value, prefix) => {
    for (const [key, child] of Object.entries(value)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof child === 'string') {
        keys.add(full);
        problems.push(...formatProblems(ns, full, child));
      } else if (child && typeof child === 'object' && !Array.isArray(child)) walk(child, full);
      else problems.push(`${ns}: "${full}" is not a string`);
    }
  };
  walk(json, '');
  return { keys, problems };
}

/**
 * Placeholders whose values need a format to read right (sdk-core i18n/formats.ts): a count
 * grouped (1,883), a date as dd/mm/yyyy, an amount in cents as a price.
 */
export const FORMATTED_PLACEHOLDERS = {
  count: ['number'],
  date: ['documentDate', 'documentDay'],
  amount: ['price'],
};

function formatProblems(ns, key, text) {
  const problems = [];
  for (const [, name, format] of text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*([^}]+?)\s*)?\}\}/g)) {
    const wanted = FORMATTED_PLACEHOLDERS[name];
    if (wanted && !wanted.includes(format ?? ''))
      problems.push(
        `${ns}: "${key}" writes {{${name}}} without its format (${wanted.join(' or ')})`,
      );
  }
  return problems;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{ ns, key }` of a literal key, or `{ ns, pattern }` of a template one. */
function keyOf(argument, defaultNs) {
  const split = (text) => {
    const match = /^([A-Za-z]+):(.*)$/s.exec(text);
    return match ? { ns: match[1], rest: match[2] } : { ns: defaultNs, rest: text };
  };
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) {
    const { ns, rest } = split(argument.text);
    return { ns, key: rest };
  }
  if (ts.isTemplateExpression(argument)) {
    const { ns, rest: head } = split(argument.head.text);
    if (!head) return { problem: 'a template key must start with written-out key segments' };
    const source =
      escape(head) +
      argument.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`).join('');
    return { ns, pattern: new RegExp(`^${source}$`), text: argument.getText() };
  }
  return { problem: 'write the key out (a string, or a template with a written-out start)' };
}

const isTranslateCall = (node) =>
  ts.isCallExpression(node) &&
  node.arguments.length > 0 &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 't') ||
    (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't'));

/** The keys used in one source file (`file` names it in messages). */
export function keysUsedIn(file, source, defaultNs) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const uses = [];
  const visit = (node) => {
    if (isTranslateCall(node)) {
      const where = `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      uses.push({ where, ...keyOf(node.arguments[0], defaultNs) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return uses;
}

/**
 * Problems with `uses` (from keysUsedIn) against `english` ({ [ns]: json }): keys or templates
 * that match nothing, keys written in a way the check cannot follow, English keys never used.
 */
export function translationProblems(uses, english) {
  const problems = [];
  const known = {};
  const used = {};
  for (const [ns, json] of Object.entries(english)) {
    const { keys, problems: shape } = englishKeys(ns, json);
    problems.push(...shape);
    // Plural forms (key_one, key_other) are one key to the code.
    known[ns] = new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, '')));
    used[ns] = new Set();
  }
  for (const use of uses) {
    if (use.problem) {
      problems.push(`${use.where}: ${use.problem}`);
      continue;
    }
    const keys = known[use.ns];
    if (!keys) {
      problems.push(`${use.where}: no namespace "${use.ns}"`);
      continue;
    }
    const matching = use.pattern
      ? [...keys].filter((key) => use.pattern.test(key))
      : keys.has(use.key)
        ? [use.key]
        : [];
    if (matching.length === 0)
      problems.push(`${use.where}: "${use.ns}:${use.key ?? use.text}" is not in the English file`);
    for (const key of matching) used[use.ns].add(key);
  }
  for (const [ns, keys] of Object.entries(known))
    for (const key of keys)
      if (!used[ns].has(key)) problems.push(`${ns}: "${key}" is in the English file but unused`);
  return problems;
}

/** Checks the repository: every source of SOURCES against the files of ENGLISH. */
export function checkTranslations(base = root) {
  // Each file once, in the namespace of the longest source folder that holds it.
  const namespaceOf = new Map();
  for (const { dir, ns } of [...SOURCES].sort((a, b) => a.dir.length - b.dir.length)) {
    const folder = path.join(base, dir);
    if (existsSync(folder)) for (const file of sourceFiles(folder)) namespaceOf.set(file, ns);
  }
  const uses = [...namespaceOf].flatMap(([file, ns]) =>
    keysUsedIn(path.relative(base, file), readFileSync(file, 'utf8'), ns),
  );
  const english = Object.fromEntries(
    Object.entries(ENGLISH).map(([ns, file]) => [
      ns,
      JSON.parse(readFileSync(path.join(base, file), 'utf8')),
    ]),
  );
  return translationProblems(uses, english);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const problems = checkTranslations();
  if (problems.length > 0) {
    console.error(`Translation check: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Translation check: every key is in English and used.');
}

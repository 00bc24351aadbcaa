// The translation check of `npm test`'s lint step: ESLint fails on hard-coded user-visible words
// (eslint.config.js), scripts/i18n-check.mjs on keys missing from English or never used.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { ENGLISH, SOURCES, checkTranslations } from './i18n-check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function literalStrings(file: string, source: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'i18next/no-literal-string' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.line);
}

/** A fixture of every way words reach a user, each on its own line (line numbers below). */
const HARD_CODED = `import { confirmIt } from './x';
export const Panel = () => <p>Hello there</p>;
export const Close = () => <button aria-label="Close the panel" />;
export const Undo = () => <IconButton label="Undo" onClick={() => undefined} />;
export const ask = (view: Window) => view.confirm('Delete it for good?');
const GREETING = 'Welcome back';
export const fail = () => { throw new Error('The slide could not be saved.'); };
export const status = (n: number) => \`Slide \${n} of the deck\`;
export const used = [GREETING, confirmIt];
`;

const TRANSLATED = `import { useTranslation } from '../i18n/translation';
export const Panel = () => {
  const { t } = useTranslation('editor');
  return <button type="button" className="figura-button" aria-label={t('close')}>{t('loading')}</button>;
};
`;

/** The same without JSX, for code that draws no React (the engine, the element). */
const HARD_CODED_TS = `export const ask = (view: Window) => view.confirm('Delete it for good?');
const GREETING = 'Welcome back';
export const fail = () => { throw new Error('The slide could not be saved.'); };
export const status = (n: number) => \`Slide \${n} of the deck\`;
export const label = { tool: 'rect', label: 'Rectangle' };
export const used = GREETING;
`;

describe('hard-coded user-visible strings (ESLint)', () => {
  it('fails on each kind of planted string, in every package the user sees', async () => {
    for (const file of [
      'packages/react-editor/src/planted.tsx',
      'packages/web-components/src/planted.tsx',
      'apps/portal/src/planted.tsx',
    ])
      expect(await literalStrings(file, HARD_CODED), file).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (const file of [
      'packages/sdk-core/src/editor/planted.ts',
      'packages/sdk-core/src/stores/planted.ts',
      'packages/web-components/src/planted.ts',
    ])
      expect(await literalStrings(file, HARD_CODED_TS), file).toEqual([1, 2, 3, 4, 5]);
  });

  it('passes words that go through t(), and class names, keys and other identifiers', async () => {
    expect(await literalStrings('packages/react-editor/src/planted.tsx', TRANSLATED)).toEqual([]);
  });

  it('leaves the API client and schemas to the HTTP contract (English)', async () => {
    expect(await literalStrings('packages/sdk-core/src/api/planted.tsx', HARD_CODED)).toEqual([]);
  });
});

/** A repository of the check's shape in a temporary folder: English files and sources. */
function tree(files: Record<string, string>, portalEnglish?: string): string {
  const base = mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
  const english: Record<string, string> = {
    common: '{ "errors": { "unexpected": "Unexpected error." } }',
    editor: '{ "toolbar": { "undo": "Undo", "tools": { "rect": "Rectangle" } } }',
    builder: '{ "steps": { "template": "Template" } }',
    portal:
      portalEnglish ??
      '{ "count_one": "{{count, number}} creation", "count_other": "{{count, number}} creations" }',
  };
  for (const { dir } of SOURCES as { dir: string }[])
    mkdirSync(path.join(base, dir), { recursive: true });
  for (const [ns, file] of Object.entries(ENGLISH as Record<string, string>)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), english[ns]!);
  }
  for (const [file, source] of Object.entries(files)) writeFileSync(path.join(base, file), source);
  return base;
}

const CLEAN = {
  'packages/sdk-core/src/engine.ts': "export const m = (t) => t('errors.unexpected');\n",
  'packages/react-editor/src/bar.tsx':
    "export const b = (t, tool) => [t('toolbar.undo'), t(`toolbar.tools.${tool}`)];\n",
  'apps/portal/src/list.tsx': "export const l = (t) => t('count', { count: 2 });\n",
  'packages/react-editor/src/builder/steps.tsx': "export const s = (t) => t('steps.template');\n",
};

describe('translation keys (scripts/i18n-check.mjs)', () => {
  it('passes on the repository as it is', () => {
    expect(checkTranslations(root)).toEqual([]);
  });

  it('passes when every key is in English and used (plurals and templates included)', () => {
    expect(checkTranslations(tree(CLEAN))).toEqual([]);
  });

  it('fails on a key missing from English', () => {
    const problems = checkTranslations(
      tree({
        ...CLEAN,
        'packages/react-editor/src/planted.tsx': "export const p = (t) => t('toolbar.redo');\n",
      }),
    );
    expect(problems).toEqual([
      'packages/react-editor/src/planted.tsx:1: "editor:toolbar.redo" is not in the English file',
    ]);
  });

  it('reads bare keys of the builder’s folders in the builder’s namespace', () => {
    const problems = checkTranslations(
      tree({
        ...CLEAN,
        'packages/react-editor/src/builder/planted.tsx':
          "export const p = (t) => t('toolbar.undo');\n",
      }),
    );
    expect(problems).toEqual([
      'packages/react-editor/src/builder/planted.tsx:1: "builder:toolbar.undo" is not in the English file',
    ]);
  });

  it('fails on a key of another namespace missing there', () => {
    const problems = checkTranslations(
      tree({
        ...CLEAN,
        'apps/portal/src/planted.tsx': "export const p = (t) => t('common:errors.offline');\n",
      }),
    );
    expect(problems).toEqual([
      'apps/portal/src/planted.tsx:1: "common:errors.offline" is not in the English file',
    ]);
  });

  it('fails on an English key nothing uses, and on a key that is not written out', () => {
    const problems = checkTranslations(
      tree({
        ...CLEAN,
        'packages/react-editor/src/bar.tsx':
          "export const b = (t, key) => [t('toolbar.undo'), t(key)];\n",
      }),
    );
    expect(problems).toEqual([
      'packages/react-editor/src/bar.tsx:1: write the key out (a string, or a template with a written-out start)',
      'editor: "toolbar.tools.rect" is in the English file but unused',
    ]);
  });

  it('fails on a count, date or amount written without its format', () => {
    const problems = checkTranslations(
      tree(
        CLEAN,
        JSON.stringify({
          count_one: '{{count}} creation',
          count_other: '{{count, number}} creations',
          edited: 'Edited {{date}} by {{name}}',
          price: '{{amount, number}} {{currency}}',
        }),
      ),
    );
    expect(problems).toEqual([
      'portal: "count_one" writes {{count}} without its format (number)',
      'portal: "edited" writes {{date}} without its format (documentDate or documentDay)',
      'portal: "price" writes {{amount}} without its format (price)',
      'portal: "edited" is in the English file but unused',
      'portal: "price" is in the English file but unused',
    ]);
  });
});

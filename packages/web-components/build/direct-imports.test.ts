import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Options } from 'tsup';
import { afterEach, describe, expect, it } from 'vitest';
import { directImports } from './direct-imports';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// A package whose index re-exports its modules (as sdk-core's entry points do), an entry that
// uses one name of it at once and a panel, loaded later, that uses another.
const FILES: Record<string, string> = {
  'pkg/package.json': JSON.stringify({ name: '@demo/pkg', sideEffects: false }),
  'pkg/src/index.ts': [
    "export { used } from './used';",
    "export { lazyOnly as later } from './lazy-only';",
    "export * from './more';",
    "export type { Shape } from './types';",
  ].join('\n'),
  'pkg/src/used.ts': "export const used = () => 'USED_MARKER';",
  'pkg/src/lazy-only.ts': "export const lazyOnly = () => 'LAZY_MARKER';",
  'pkg/src/more.ts': "export * from './deeper';\nexport const own = 'OWN_MARKER';",
  'pkg/src/deeper.ts': "export function deep() { return 'DEEP_MARKER'; }",
  'pkg/src/types.ts': 'export interface Shape { side: number }',
  'app/entry.ts': [
    "import { used, own, deep, type Shape } from '@demo/pkg';",
    'const square: Shape = { side: 2 };',
    'export const now = [used(), own, deep(), square.side];',
    "export const panel = () => import('./panel');",
  ].join('\n'),
  'app/panel.ts': [
    "import { later as lazyOnly } from '@demo/pkg';",
    'export const text = lazyOnly();',
  ].join('\n'),
};

let root: string;

function workspace(): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'direct-imports-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const packages = (dir: string) => ({ '@demo/pkg': path.join(dir, 'pkg/src/index.ts') });

/** Resolves the package to its index and nothing more: what the embed did before. */
const throughIndex = (dir: string): EsbuildPlugin => ({
  name: 'through-index',
  setup(b) {
    b.onResolve({ filter: /^@demo\/pkg$/ }, () => ({ path: packages(dir)['@demo/pkg'] }));
  },
});

/** Builds app/entry.ts with code splitting; the text of the entry and what it imports statically. */
async function bundle(dir: string, plugin: EsbuildPlugin) {
  const outDir = path.join(dir, 'out');
  await build({
    config: false,
    silent: true,
    entry: { entry: path.join(dir, 'app/entry.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'es2022',
    splitting: true,
    esbuildPlugins: [plugin],
  });
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g))
      visit(path.resolve(path.dirname(file), match[1]!));
  };
  const entry = path.join(outDir, 'entry.js');
  visit(entry);
  return { entry, firstLoad: [...seen].map((file) => readFileSync(file, 'utf8')).join('\n') };
}

describe('directImports', () => {
  it('keeps code only a lazily loaded module uses out of what the entry loads at once', async () => {
    const dir = workspace();
    const before = await bundle(dir, throughIndex(dir));
    // Through the index, the later module's code is put in a chunk the entry imports.
    expect(before.firstLoad).toContain('LAZY_MARKER');

    const after = await bundle(dir, directImports({ packages: packages(dir), roots: [dir] }));
    expect(after.firstLoad).not.toContain('LAZY_MARKER');
    expect(after.firstLoad).toContain('USED_MARKER');
  });

  it('imports the same values: renamed, through two star re-exports, or declared beside a re-export', async () => {
    const dir = workspace();
    const { entry } = await bundle(dir, directImports({ packages: packages(dir), roots: [dir] }));
    const built = (await import(pathToFileURL(entry).href)) as {
      now: unknown[];
      panel: () => Promise<{ text: string }>;
    };
    expect(built.now).toEqual(['USED_MARKER', 'OWN_MARKER', 'DEEP_MARKER', 2]);
    expect((await built.panel()).text).toBe('LAZY_MARKER');
  });
});

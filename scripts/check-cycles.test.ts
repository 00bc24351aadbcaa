import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { findCycles, findFolderCycles, folderOf } from './check-cycles.mjs';

function tree(files: Record<string, string>, dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'))) {
  return Object.entries(files).map(([name, source]) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  });
}

/** A package's files under a temporary repository root, and the folder of each. */
function packageTree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folders-'));
  const named = Object.fromEntries(
    Object.entries(files).map(([name, source]) => [`packages/core/src/${name}`, source]),
  );
  return {
    files: tree(named, root),
    folder: (file: string) => folderOf(file, root) as string | undefined,
  };
}

describe('cycle check', () => {
  it('finds a cycle of value imports', () => {
    const files = tree({
      'a.ts': "import { b } from './b';\n",
      'b.ts': "import { a } from './a';\n",
    });
    expect(findCycles(files)).toHaveLength(1);
  });
  it('counts type-only imports and re-exports too', () => {
    const files = tree({
      'a.ts': "import type { B } from './b';\n",
      'b.ts': "export { a } from './a';\n",
    });
    expect(findCycles(files)).toHaveLength(1);
  });
  it('passes an acyclic graph', () => {
    const files = tree({
      'a.ts': "import type { B } from './b';\nimport { c } from './c';\n",
      'b.ts': "import { c } from './c';\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(findCycles(files)).toEqual([]);
  });
});

describe('folder cycle check', () => {
  it('finds two folders that import each other through different files, type imports too', () => {
    const { files, folder } = packageTree({
      'text/styles.ts': "import type { Translate } from '../i18n/create';\n",
      'i18n/create.ts': 'export type Translate = () => string;\n',
      'i18n/errors.ts': "import { styles } from '../text/styles';\n",
    });
    const [cycle, ...more] = findFolderCycles(files, folder);
    expect(more).toEqual([]);
    expect(cycle.steps.map((step: { from: string }) => step.from.split('/').pop())).toEqual([
      'i18n',
      'text',
    ]);
    expect(path.basename(cycle.steps[0].via[0])).toBe('errors.ts');
  });
  it('finds a cycle through three folders, and none once one import goes', () => {
    const sources = {
      'a/one.ts': "import { b } from '../b/two';\n",
      'b/two.ts': "import { c } from '../c/three';\n",
      'c/three.ts': "import { a } from '../a/one';\n",
    };
    const { files, folder } = packageTree(sources);
    expect(findFolderCycles(files, folder)[0].folders).toHaveLength(3);
    const acyclic = packageTree({ ...sources, 'c/three.ts': 'export const c = 1;\n' });
    expect(findFolderCycles(acyclic.files, acyclic.folder)).toEqual([]);
  });
  it('leaves a package’s own entry files out, and counts the schema’s floors apart', () => {
    expect(folderOf('/r/packages/core/src/index.ts', '/r')).toBeUndefined();
    expect(folderOf('/r/packages/core/src/editor/store.ts', '/r')).toBe('packages/core/src/editor');
    expect(folderOf('/r/packages/sdk-core/src/schema/rules/plans.ts', '/r')).toBe(
      'packages/sdk-core/src/schema/rules',
    );
    expect(folderOf('/r/packages/sdk-core/src/schema/index.ts', '/r')).toBe(
      'packages/sdk-core/src/schema',
    );
    expect(folderOf('/r/apps/api/test/helpers/app.ts', '/r')).toBeUndefined();
  });
});

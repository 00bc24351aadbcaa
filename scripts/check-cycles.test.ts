import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { findCycles } from './check-cycles.mjs';

function tree(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  return Object.entries(files).map(([name, source]) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    return file;
  });
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

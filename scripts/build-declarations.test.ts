import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addExtensions } from './build-declarations';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function tree(files: Record<string, string>): void {
  dir = mkdtempSync(path.join(os.tmpdir(), 'figura-declarations-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

describe('the declarations as Node resolves them', () => {
  it('gives each relative import the file it names, as Node ESM needs', () => {
    tree({
      'index.d.ts': 'export * from "./schema";\nexport { a } from \'./a\';\n',
      'a.d.ts': 'export declare const a: import("./schema").Doc;\n',
      'schema/index.d.ts': 'export type Doc = import("..").Other;\nimport { z } from "../zod";\n',
      'zod.d.ts': 'export { z } from "zod";\nexport type Json = typeof import("./data.json");\n',
    });
    addExtensions(dir);
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    expect(read('index.d.ts')).toBe(
      'export * from "./schema/index.js";\nexport { a } from \'./a.js\';\n',
    );
    expect(read('a.d.ts')).toContain('import("./schema/index.js").Doc');
    expect(read('schema/index.d.ts')).toBe(
      'export type Doc = import("../index.js").Other;\nimport { z } from "../zod.js";\n',
    );
    // Packages and files that already name their extension stay as written.
    expect(read('zod.d.ts')).toBe(
      'export { z } from "zod";\nexport type Json = typeof import("./data.json");\n',
    );
  });

  it('fails on an import of a file that was not emitted', () => {
    tree({ 'index.d.ts': 'export * from "./missing";\n' });
    expect(() => addExtensions(dir)).toThrow(/imports \.\/missing: no file/);
  });
});

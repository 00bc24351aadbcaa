import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { zodImporters } from './zod-free-entries.mjs';

/** A made-up build: files by absolute path. */
function build(files: Record<string, string>) {
  const at = (name: string) => path.resolve('/build', name);
  const read = (file: string) => {
    const entry = Object.entries(files).find(([name]) => at(name) === file);
    if (!entry) throw new Error(`no ${file}`);
    return entry[1];
  };
  return { at, read };
}

describe('zodImporters', () => {
  it('finds zod reached through static imports, and not through import()', () => {
    const { at, read } = build({
      'entry.js':
        'import{a}from"./chunk-a.js";export{b}from"./chunk-b.js";const s=()=>import("./schema.js");',
      'chunk-a.js': 'export const a=1;',
      'chunk-b.js': 'import"./chunk-c.js";export const b=2;',
      'chunk-c.js': 'import {z} from "zod";export const c=z;',
      'schema.js': 'import{z}from"zod/v4";',
    });
    expect(zodImporters(at('entry.js'), read)).toEqual([at('chunk-c.js')]);
  });

  it('passes an entry whose only road to zod is a dynamic import', () => {
    const { at, read } = build({
      'entry.js': 'import"./chunk-a.js";export const load=()=>import("./schema.js");',
      'chunk-a.js': 'export const a=1;',
      'schema.js': 'import{z}from"zod";',
    });
    expect(zodImporters(at('entry.js'), read)).toEqual([]);
  });
});

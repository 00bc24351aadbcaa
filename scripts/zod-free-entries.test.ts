import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { bundleHasZod, zodImporters } from './zod-free-entries.mjs';

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

describe('bundleHasZod', () => {
  it('finds zod in a minified bundle by its class names, and nothing in other code', () => {
    expect(bundleHasZod('var Qo=p$5("$ZodObject",(e,t)=>{D$2.init(e,t)});')).toBe(true);
    expect(bundleHasZod("class E extends Error{name='$ZodError'}")).toBe(true);
    expect(bundleHasZod('const post=(h,t)=>h.post("/mail/unsubscribe",{token:t});')).toBe(false);
  });
});

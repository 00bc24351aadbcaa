import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { rechunkEmbed } from './rechunk';

const PLACEHOLDER = '"__FIGURA_EMBED_CHUNKS__"';

// esbuild's output as the embed build writes it: a chunk the element shares with the editor, a
// chunk the editor shares with a panel it loads later, and the element's chunk list placeholder.
const ESBUILD_OUTPUT: Record<string, string> = {
  'figura-editor.js': [
    'import{shared}from"./chunks/chunk-AAAAAAAA.js";',
    `export const chunkList=${PLACEHOLDER};`,
    'export const base=new URL("locales/",import.meta.url).href;',
    'export const element=shared("element");',
    'export const loadEditor=()=>import("./chunks/mount-CCCCCCCC.js");',
  ].join(''),
  'chunks/chunk-AAAAAAAA.js': 'export const shared=(who)=>`${who} uses shared`;',
  'chunks/mount-CCCCCCCC.js': [
    'import{shared}from"./chunk-AAAAAAAA.js";',
    'import{tools}from"./chunk-DDDDDDDD.js";',
    'export const editor=shared("editor")+" with "+tools;',
    'export const fontUrl=new URL("../fonts/face.woff2",import.meta.url).href;',
    'export const openPanel=()=>import("./panel-EEEEEEEE.js");',
  ].join(''),
  'chunks/chunk-DDDDDDDD.js': 'export const tools="tools";',
  'chunks/panel-EEEEEEEE.js':
    'import{tools}from"./chunk-DDDDDDDD.js";export const panel=`panel with ${tools}`;',
};

let dir: string;

function esbuildOutput(files = ESBUILD_OUTPUT): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rechunk-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const rechunk = async (at: string) => {
  const lists = await rechunkEmbed({
    dir: at,
    entries: ['figura-editor.js'],
    chunkListPlaceholder: PLACEHOLDER,
    partRoots: { editor: [path.join(at, 'chunks/mount-CCCCCCCC.js')] },
  });
  return lists.editor ?? [];
};

const relativeImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']([^"']+)["']/g)].map(
    (match) => match[1],
  );

describe('rechunkEmbed', () => {
  it('puts what the element shares into its module, and what the editor shares with a panel into the editor', async () => {
    const at = esbuildOutput();
    const list = await rechunk(at);

    // The element's module needs no other file; the editor needs the element's module alone.
    expect(relativeImports(path.join(at, 'figura-editor.js'))).toEqual([]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatch(/^chunks\/part-editor-[\w-]+\.js$/);
    expect(relativeImports(path.join(at, list[0]!))).toEqual(['../figura-editor.js']);
    // The list is written into the entry, and esbuild's files are gone.
    expect(readFileSync(path.join(at, 'figura-editor.js'), 'utf8')).toContain(
      JSON.stringify({ editor: list }),
    );
    const files = readdirSync(path.join(at, 'chunks'));
    expect(files.some((file) => file.startsWith('chunk-AAAAAAAA'))).toBe(false);
    expect(existsSync(path.join(at, 'chunks/panel-EEEEEEEE.js'))).toBe(false);
  });

  it('runs the same: every value, URLs relative to their own file, and the lazy panel', async () => {
    const at = esbuildOutput();
    await rechunk(at);
    const entryUrl = pathToFileURL(path.join(at, 'figura-editor.js')).href;
    const element = (await import(entryUrl)) as {
      element: string;
      base: string;
      loadEditor: () => Promise<{
        editor: string;
        fontUrl: string;
        openPanel: () => Promise<{ panel: string }>;
      }>;
    };
    expect(element.element).toBe('element uses shared');
    expect(element.base).toBe(new URL('locales/', entryUrl).href);
    const editor = await element.loadEditor();
    expect(editor.editor).toBe('editor uses shared with tools');
    expect(editor.fontUrl).toBe(new URL('fonts/face.woff2', entryUrl).href);
    expect((await editor.openPanel()).panel).toBe('panel with tools');
  });

  it("lists each part its own chunks, never the other part's mount, and keeps every entry", async () => {
    const at = esbuildOutput({
      ...ESBUILD_OUTPUT,
      'figura-editor.js': ESBUILD_OUTPUT['figura-editor.js']!.concat(
        'export const loadBuilder=()=>import("./chunks/builder-mount-BBBBBBBB.js");',
      ),
      'chunks/builder-mount-BBBBBBBB.js':
        'import{tools}from"./chunk-DDDDDDDD.js";export const builder=`builder with ${tools}`;',
      'frame.js':
        'import{shared}from"./chunks/chunk-AAAAAAAA.js";export const frame=shared("frame");',
    });
    const lists = await rechunkEmbed({
      dir: at,
      entries: ['figura-editor.js', 'frame.js'],
      chunkListPlaceholder: PLACEHOLDER,
      partRoots: {
        editor: [path.join(at, 'chunks/mount-CCCCCCCC.js')],
        builder: [path.join(at, 'chunks/builder-mount-BBBBBBBB.js')],
      },
    });
    // Each part's own code in its chunk, what both run (the tools) in one chunk both list.
    const code = (file: string) => readFileSync(path.join(at, file), 'utf8');
    const holding = (list: string[], text: string) =>
      list.filter((file) => code(file).includes(text));
    expect(holding(lists.editor!, 'builder with')).toEqual([]);
    expect(holding(lists.builder!, 'shared("editor")')).toEqual([]);
    expect(holding(lists.builder!, 'builder with')).toHaveLength(1);
    expect(holding(lists.editor!, 'tools="tools"')).toEqual(
      holding(lists.builder!, 'tools="tools"'),
    );
    expect(lists.builder).toHaveLength(2);
    const entryUrl = pathToFileURL(path.join(at, 'figura-editor.js')).href;
    const element = (await import(entryUrl)) as {
      loadBuilder: () => Promise<{ builder: string }>;
    };
    expect((await element.loadBuilder()).builder).toBe('builder with tools');
    const frame = (await import(pathToFileURL(path.join(at, 'frame.js')).href)) as {
      frame: string;
    };
    expect(frame.frame).toBe('frame uses shared');
    // What the element shares with the frame's entry is in the element's module, which then
    // imports nothing: nothing to wait for before the element runs.
    expect(relativeImports(path.join(at, 'figura-editor.js'))).toEqual([]);
    expect(relativeImports(path.join(at, 'frame.js'))).toEqual(['./figura-editor.js']);
  });

  it('keeps what a part preloads but runs later (the schemas) out of the chunk it runs at once', async () => {
    const at = esbuildOutput({
      ...ESBUILD_OUTPUT,
      'figura-editor.js': ESBUILD_OUTPUT['figura-editor.js']!.concat(
        'export const loadSchema=()=>import("./chunks/schema-SSSSSSSS.js");',
      ),
      'chunks/schema-SSSSSSSS.js':
        'import{tools}from"./chunk-DDDDDDDD.js";globalThis.schemaRan=true;export const schema=`schema with ${tools}`;',
    });
    const lists = await rechunkEmbed({
      dir: at,
      entries: ['figura-editor.js'],
      chunkListPlaceholder: PLACEHOLDER,
      partRoots: {
        editor: [
          path.join(at, 'chunks/mount-CCCCCCCC.js'),
          path.join(at, 'chunks/schema-SSSSSSSS.js'),
        ],
      },
    });
    // Preloaded with the editor, in a file of its own.
    const schemaFiles = lists.editor!.filter((file) =>
      readFileSync(path.join(at, file), 'utf8').includes('schemaRan'),
    );
    expect(schemaFiles).toHaveLength(1);
    // The editor's code, the schema's, and the tools both need.
    expect(lists.editor).toHaveLength(3);
    const element = (await import(pathToFileURL(path.join(at, 'figura-editor.js')).href)) as {
      loadEditor: () => Promise<{ editor: string }>;
      loadSchema: () => Promise<{ schema: string }>;
    };
    const scope = globalThis as { schemaRan?: boolean };
    delete scope.schemaRan;
    expect((await element.loadEditor()).editor).toBe('editor uses shared with tools');
    expect(scope.schemaRan).toBeUndefined();
    expect((await element.loadSchema()).schema).toBe('schema with tools');
    expect(scope.schemaRan).toBe(true);
  });

  it('puts a small group of shared code into a file its parts load anyway, never into the lean part', async () => {
    const big = (name: string) => `export const ${name}="${name.repeat(9000 / name.length)}";`;
    const at = esbuildOutput({
      'figura-editor.js': [
        `export const chunkList=${PLACEHOLDER};`,
        'export const loadEditor=()=>import("./chunks/mount-CCCCCCCC.js");',
        'export const loadBuilder=()=>import("./chunks/builder-mount-BBBBBBBB.js");',
        'export const loadViewer=()=>import("./chunks/viewer-mount-VVVVVVVV.js");',
      ].join(''),
      // All three parts run `all` (large); the editor and the builder run `pair` (small); the
      // builder and the viewer run `others` (small).
      'chunks/all-AAAAAAAA.js': big('all'),
      'chunks/pair-PPPPPPPP.js': 'export const pair="pair";',
      'chunks/others-OOOOOOOO.js': 'export const others="others";',
      'chunks/mount-CCCCCCCC.js':
        'import{all}from"./all-AAAAAAAA.js";import{pair}from"./pair-PPPPPPPP.js";export const editor=all.length+pair;',
      'chunks/builder-mount-BBBBBBBB.js':
        'import{all}from"./all-AAAAAAAA.js";import{pair}from"./pair-PPPPPPPP.js";import{others}from"./others-OOOOOOOO.js";export const builder=all.length+pair+others;',
      'chunks/viewer-mount-VVVVVVVV.js':
        'import{all}from"./all-AAAAAAAA.js";import{others}from"./others-OOOOOOOO.js";export const viewer=all.length+others;',
    });
    const lists = await rechunkEmbed({
      dir: at,
      entries: ['figura-editor.js'],
      chunkListPlaceholder: PLACEHOLDER,
      partRoots: {
        editor: [path.join(at, 'chunks/mount-CCCCCCCC.js')],
        builder: [path.join(at, 'chunks/builder-mount-BBBBBBBB.js')],
        viewer: [path.join(at, 'chunks/viewer-mount-VVVVVVVV.js')],
      },
      eagerChunks: ['part-editor'],
      leanPart: 'editor',
    });
    const code = (file: string) => readFileSync(path.join(at, file), 'utf8');
    const holding = (list: string[], text: string) =>
      list.filter((file) => code(file).includes(text));
    // `pair` joined the file all three load: the editor and the builder fetch no file for it.
    expect(holding(lists.editor!, 'pair="pair"')).toEqual(holding(lists.editor!, 'all="all'));
    expect(lists.editor).toHaveLength(2);
    // `others` would have added to the editor's files: it keeps a file of its own.
    expect(holding(lists.editor!, 'others="others"')).toEqual([]);
    expect(holding(lists.viewer!, 'others="others"')).toHaveLength(1);
    // The compile hint starts the editor's own file, and no other.
    const hinted = lists.editor!.filter((file) =>
      code(file).startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(hinted).toEqual(holding(lists.editor!, 'editor='));
    expect(hinted).toHaveLength(1);
    const element = (await import(pathToFileURL(path.join(at, 'figura-editor.js')).href)) as {
      loadEditor: () => Promise<{ editor: string }>;
      loadBuilder: () => Promise<{ builder: string }>;
      loadViewer: () => Promise<{ viewer: string }>;
    };
    expect((await element.loadEditor()).editor).toBe('9000pair');
    expect((await element.loadBuilder()).builder).toBe('9000pairothers');
    expect((await element.loadViewer()).viewer).toBe('9000others');
  });

  it('refuses a compile hint for a chunk the build does not make', async () => {
    const at = esbuildOutput();
    await expect(
      rechunkEmbed({
        dir: at,
        entries: ['figura-editor.js'],
        chunkListPlaceholder: PLACEHOLDER,
        partRoots: { editor: [path.join(at, 'chunks/mount-CCCCCCCC.js')] },
        eagerChunks: ['part-nothing'],
      }),
    ).rejects.toThrow('part-nothing');
  });

  it('refuses to move code that resolves a path against its own file into another directory', async () => {
    const at = esbuildOutput({
      ...ESBUILD_OUTPUT,
      // Shared with the element, so it would join the element's module one directory up.
      'chunks/chunk-AAAAAAAA.js':
        'export const shared=(who)=>`${who} uses shared`;export const face=new URL("../fonts/face.woff2",import.meta.url);',
    });
    await expect(rechunk(at)).rejects.toThrow(/chunk-AAAAAAAA\.js reads import\.meta\.url/);
  });
});

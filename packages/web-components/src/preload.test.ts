// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type * as Preload from './preload';

// preload.ts keeps its list and "done" flag per module instance: a fresh instance per test, by
// address (vi.resetModules() would reset the modules of the test files after this one too, whose
// elements this document may already have registered from the instances before).
let instances = 0;
const freshPreload = () =>
  import(/* @vite-ignore */ `./preload.ts?instance=${++instances}`) as Promise<typeof Preload>;

beforeEach(() => {
  document.head.replaceChildren();
});

const modulePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  );

describe('preloadEmbedChunks', () => {
  it('asks for every listed chunk once, resolved against the entry script', async () => {
    const { preloadEmbedChunks, setEmbedChunks } = await freshPreload();
    setEmbedChunks('https://cdn.example.org/embed/figura-editor.js', {
      editor: ['chunks/mount-A.js', 'chunks/chunk-B.js'],
      builder: ['chunks/builder-mount-C.js', 'chunks/chunk-B.js'],
    });
    expect(preloadEmbedChunks('editor')).toBe(true);
    expect(preloadEmbedChunks('editor')).toBe(true);
    expect(modulePreloads()).toEqual([
      'https://cdn.example.org/embed/chunks/mount-A.js',
      'https://cdn.example.org/embed/chunks/chunk-B.js',
    ]);
  });

  it('asks for one part’s chunks only, and for a chunk two parts share once', async () => {
    const { preloadEmbedChunks, setEmbedChunks } = await freshPreload();
    setEmbedChunks('https://cdn.example.org/embed/figura-editor.js', {
      editor: ['chunks/mount-A.js', 'chunks/chunk-B.js'],
      builder: ['chunks/builder-mount-C.js', 'chunks/chunk-B.js'],
    });
    preloadEmbedChunks('builder');
    expect(modulePreloads()).toEqual([
      'https://cdn.example.org/embed/chunks/builder-mount-C.js',
      'https://cdn.example.org/embed/chunks/chunk-B.js',
    ]);
    preloadEmbedChunks('editor');
    expect(modulePreloads()).toEqual([
      'https://cdn.example.org/embed/chunks/builder-mount-C.js',
      'https://cdn.example.org/embed/chunks/chunk-B.js',
      'https://cdn.example.org/embed/chunks/mount-A.js',
    ]);
  });

  it("carries the page's nonce, which a policy with 'strict-dynamic' requires", async () => {
    const { preloadEmbedChunks, setEmbedChunks } = await freshPreload();
    setEmbedChunks('https://cdn.example.org/embed/figura-editor.js', {
      editor: ['chunks/mount-A.js'],
      builder: [],
    });
    preloadEmbedChunks('editor', 'r4nd0m');
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('nonce'))).toEqual(['r4nd0m']);
  });

  it('does nothing where the build left no list (the npm package)', async () => {
    const { preloadEmbedChunks, setEmbedChunks } = await freshPreload();
    setEmbedChunks('https://cdn.example.org/embed/figura-editor.js', '__FIGURA_EMBED_CHUNKS__');
    expect(preloadEmbedChunks('editor')).toBe(false);
    expect(modulePreloads()).toEqual([]);
  });
});

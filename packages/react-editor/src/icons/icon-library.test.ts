import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { IconifyJSON } from '@iconify-json/healthicons';
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import { iconToHTML } from '@iconify/utils/lib/svg/html';
import { createIconLibrary, type IconIndex } from './icon-library';
import type { IconBucket } from './icon-data';
import { ICON_INDEXES } from './icon-sets';

const require = createRequire(import.meta.url);

describe.each([...ICON_INDEXES.values()])('generated buckets of $prefix', (index) => {
  const source = require(`@iconify-json/${index.prefix}/icons.json`) as IconifyJSON;
  const loadAll = () => Promise.all(index.loaders.map((load) => load()));

  /** How the picker built an icon's SVG from the whole set before the set was split. */
  function svgFromWholeSet(name: string): string {
    const built = iconToSVG(getIconData(source, name)!, { height: 'auto' });
    return iconToHTML(built.body, built.attributes);
  }

  it('lists icons of the set once in the index, sorted, with their categories', () => {
    expect(new Set(index.names).size).toBe(index.names.length);
    expect([...index.names].sort()).toEqual(index.names);
    for (const name of index.names) expect(source.icons[name], name).toBeDefined();
    if (index.prefix === 'healthicons') {
      // Health Icons whole: old documents may name any of its icons.
      expect(index.names).toHaveLength(Object.keys(source.icons).length);
      const metadata = require('@iconify-json/healthicons/metadata.json') as {
        categories: Record<string, string[]>;
      };
      for (const [category, members] of Object.entries(metadata.categories))
        for (const name of members)
          expect(index.categoryNames[index.categories[index.names.indexOf(name)]!]).toBe(category);
    } else {
      // The rest filed under the library's categories (packages/content's registry).
      expect(index.categories.every((category) => category >= 0)).toBe(true);
    }
    const hidden = index.names.filter((name) => source.icons[name]!.hidden);
    expect(index.hidden.map((position) => index.names[position])).toEqual(hidden);
  });

  it('puts every icon in exactly one bucket, the one the index names', async () => {
    const buckets = (await loadAll()).map((module) => module.default);
    const seen = new Map<string, number>();
    buckets.forEach((bucket, position) => {
      for (const name of Object.keys(bucket)) {
        expect(seen.has(name), `${name} is in buckets ${seen.get(name)} and ${position}`).toBe(
          false,
        );
        seen.set(name, position);
      }
    });
    expect(seen.size).toBe(index.names.length);
    const library = createIconLibrary(index);
    for (const name of index.names) expect(library.bucketOf(name)).toBe(seen.get(name));
  });

  it('keeps buckets under about 70 KB each', async () => {
    const sizes = (await loadAll()).map((module) => JSON.stringify(module.default).length);
    expect(Math.max(...sizes)).toBeLessThan(90_000);
  });

  it('gives the same icon data and SVG markup as the whole set', async () => {
    const buckets: IconBucket[] = (await loadAll()).map((module) => module.default);
    const library = createIconLibrary(index);
    for (const name of index.names) {
      const { hidden: _hidden, ...icon } = source.icons[name]!;
      expect(buckets[library.bucketOf(name)!]![name]).toEqual(icon);
      expect(await library.svg(name)).toBe(svgFromWholeSet(name));
    }
  });
});

describe('generated Health Icons buckets', () => {
  const index = ICON_INDEXES.get('healthicons')!;

  it('are many small buckets, none near the size of the set', async () => {
    const sizes = (await Promise.all(index.loaders.map((load) => load()))).map(
      (module) => JSON.stringify(module.default).length,
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(sizes.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...sizes)).toBeLessThan(total / 15);
    expect(await createIconLibrary(index).svg('virus')).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
  });

  it('needs at most two buckets for the first page of "virus"', () => {
    const library = createIconLibrary(index);
    const firstPage = library.search('virus').slice(0, 48);
    expect(firstPage[0]).toBe('virus');
    expect(new Set(firstPage.map(library.bucketOf)).size).toBeLessThanOrEqual(2);
  });
});

describe('createIconLibrary', () => {
  const bucketA: IconBucket = { arm: { body: '<path d="M1 1h2"/>' }, ear: { body: '<g/>' } };
  const bucketB: IconBucket = { eye: { body: '<circle r="2"/>', width: 24, height: 24 } };
  function fakeIndex(loaders: IconIndex['loaders']): IconIndex {
    return {
      prefix: 'healthicons',
      names: ['arm', 'ear', 'eye'],
      categoryNames: ['Body'],
      categories: [0, 0, -1],
      hidden: [],
      bucketStarts: [0, 2],
      loaders,
      size: { width: 48, height: 48 },
    };
  }

  it('fetches a bucket once, only for the icons asked for, and tells subscribers', async () => {
    const fetched: string[] = [];
    const loader = (id: string, bucket: IconBucket) => async () => {
      fetched.push(id);
      return { default: bucket };
    };
    const library = createIconLibrary(fakeIndex([loader('A', bucketA), loader('B', bucketB)]));
    let notified = 0;
    library.subscribe(() => notified++);
    expect(library.svgIfLoaded('arm')).toBeUndefined();
    await Promise.all([library.load(['arm', 'ear']), library.load(['ear'])]);
    expect(fetched).toEqual(['A']);
    expect(notified).toBe(1);
    expect(library.svgIfLoaded('arm')).toContain('viewBox="0 0 48 48"');
    expect(library.svgIfLoaded('eye')).toBeUndefined();
    expect(await library.svg('eye')).toContain('viewBox="0 0 24 24"');
    expect(fetched).toEqual(['A', 'B']);
    expect(library.loadedBuckets()).toBe(2);
    expect(library.svgIfLoaded('nose')).toBeNull();
    expect(await library.svg('nose')).toBeNull();
    expect(library.search('body')).toEqual(['arm', 'ear']);
  });

  it('fetches a bucket again after a failed fetch', async () => {
    let attempts = 0;
    const library = createIconLibrary(
      fakeIndex([
        async () => {
          attempts++;
          if (attempts === 1) throw new Error('offline');
          return { default: bucketA };
        },
        async () => ({ default: bucketB }),
      ]),
    );
    await expect(library.svg('arm')).rejects.toThrow('offline');
    expect(await library.svg('arm')).toContain('<path d="M1 1h2"/>');
    expect(attempts).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { icons as source, metadata } from '@iconify-json/healthicons';
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import { iconToHTML } from '@iconify/utils/lib/svg/html';
import { createIconLibrary, healthIconIndex, type IconIndex } from './healthicons';
import type { IconBucket } from './icon-data';

const sourceNames = Object.keys(source.icons);
const loadAll = () => Promise.all(healthIconIndex.loaders.map((load) => load()));

/** How the picker built an icon's SVG from the whole set before the set was split. */
function svgFromWholeSet(name: string): string {
  const built = iconToSVG(getIconData(source, name)!, { height: 'auto' });
  return iconToHTML(built.body, built.attributes);
}

describe('generated Health Icons buckets', () => {
  it('lists every icon of the set once in the index, sorted, with its category', () => {
    expect(healthIconIndex.names).toHaveLength(sourceNames.length);
    expect(new Set(healthIconIndex.names)).toEqual(new Set(sourceNames));
    expect([...healthIconIndex.names].sort()).toEqual(healthIconIndex.names);
    for (const [category, members] of Object.entries(metadata!.categories!))
      for (const name of members) {
        const position = healthIconIndex.names.indexOf(name);
        expect(healthIconIndex.categoryNames[healthIconIndex.categories[position]!]).toBe(category);
      }
    const hidden = sourceNames.filter((name) => source.icons[name]!.hidden);
    expect(healthIconIndex.hidden.map((position) => healthIconIndex.names[position])).toEqual(
      [...hidden].sort(),
    );
  });

  it('puts every icon in exactly one bucket, the one the index names', async () => {
    const buckets = (await loadAll()).map((module) => module.default);
    const seen = new Map<string, number>();
    buckets.forEach((bucket, index) => {
      for (const name of Object.keys(bucket)) {
        expect(seen.has(name), `${name} is in buckets ${seen.get(name)} and ${index}`).toBe(false);
        seen.set(name, index);
      }
    });
    expect(seen.size).toBe(sourceNames.length);
    const library = createIconLibrary(healthIconIndex);
    for (const name of sourceNames) expect(library.bucketOf(name)).toBe(seen.get(name));
  });

  it('keeps buckets small: many of them, none near the size of the set', async () => {
    const sizes = (await loadAll()).map((module) => JSON.stringify(module.default).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(sizes.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...sizes)).toBeLessThan(total / 15);
  });

  it('gives the same icon data and SVG markup as the whole set', async () => {
    const buckets: IconBucket[] = (await loadAll()).map((module) => module.default);
    const library = createIconLibrary(healthIconIndex);
    for (const name of sourceNames) {
      const { hidden: _hidden, ...icon } = source.icons[name]!;
      expect(buckets[library.bucketOf(name)!]![name]).toEqual(icon);
      expect(await library.svg(name)).toBe(svgFromWholeSet(name));
    }
    expect(await library.svg('virus')).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
  });

  it('needs at most two buckets for the first page of "virus"', () => {
    const library = createIconLibrary(healthIconIndex);
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

import { beforeAll, describe, expect, it } from 'vitest';
import { figura } from './test-helpers.ts';

// The repository's library, as `npm test` builds it (scripts/setup.sh); built here when missing.
beforeAll(async () => {
  await figura(['content', 'build']);
}, 900_000);

describe('pnpm figura content stats', () => {
  it('reports at least 4,000 items, illustrations and icons apart, every one with a licence and an author', async () => {
    const stats = JSON.parse(await figura(['content', 'stats']));
    expect(Object.keys(stats)).toEqual([
      'items',
      'illustrations',
      'icons',
      'pictures',
      'withLicence',
      'withAuthor',
      'licences',
      'sources',
      'categories',
    ]);
    expect(stats.items).toBeGreaterThanOrEqual(4000);
    // Bioicons' drawings are illustrations; the icon sets' pictograms (Health Icons...) icons.
    expect(stats.illustrations).toBeGreaterThanOrEqual(1800);
    expect(stats.icons).toBeGreaterThanOrEqual(2000);
    expect(stats.illustrations + stats.icons).toBe(stats.items);
    expect(stats.withLicence).toBe(stats.items);
    expect(stats.withAuthor).toBe(stats.items);
    expect(Object.values(stats.licences as Record<string, number>).reduce((a, b) => a + b)).toBe(
      stats.items,
    );
    expect(Object.keys(stats.licences).some((id) => /SA/.test(id))).toBe(false);
    expect(stats.categories).toBeGreaterThan(20);
    // Drawings that hold pictures are counted (and kept few: marked, ranked last).
    expect(stats.pictures).toBeGreaterThan(0);
    expect(stats.pictures).toBeLessThan(stats.illustrations / 20);
    // The project's own CC0 drawings of the staples the open sets lack.
    expect(stats.sources.Figura).toBeGreaterThanOrEqual(60);
  });
});

describe('pnpm figura content search', () => {
  const search = async (
    query: string,
  ): Promise<Array<{ id: string; title: string; licence: string; author: string }>> =>
    JSON.parse(await figura(['content', 'search', query, '--json', '--limit', '10']));

  it.each([
    ['nerve cell', /neuron/i],
    ['T lymphocyte', /\bt[- ]?(cell|lymphocyte)/i],
    ['Mus musculus', /\b(mouse|mice)\b/i],
    ['erythrocyte', /erythrocyte|red blood cell/i],
    ['red blood cell', /erythrocyte/i],
    ['E. coli', /bacteri|e coli/i],
  ])('finds %s by meaning in its top 10', async (query, expected) => {
    const hits = await search(query);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.slice(0, 10).some((hit) => expected.test(hit.title))).toBe(true);
    for (const hit of hits) {
      expect(hit.licence).toMatch(/\S/);
      expect(hit.author).toMatch(/\S/);
    }
  });

  it('searches illustrations or icons alone with --kind', async () => {
    const kinds = async (kind: string) =>
      JSON.parse(await figura(['content', 'search', 'heart', '--json', '--kind', kind])) as Array<{
        kind: string;
      }>;
    const illustrations = await kinds('illustration');
    const icons = await kinds('icon');
    expect(illustrations.length).toBeGreaterThan(0);
    expect(icons.length).toBeGreaterThan(0);
    expect(illustrations.every((hit) => hit.kind === 'illustration')).toBe(true);
    expect(icons.every((hit) => hit.kind === 'icon')).toBe(true);
  });

  it('forgives a typo', async () => {
    expect((await search('erythrocite')).some((hit) => /erythrocyte/i.test(hit.title))).toBe(true);
  });
});

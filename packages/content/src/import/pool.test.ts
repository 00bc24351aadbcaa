import { describe, expect, it } from 'vitest';
import type { Candidate } from '../candidate.ts';
import { itemSynonyms } from '../search/synonyms.ts';
import { processInChildProcess } from './pool.ts';

const candidate = (svg: string): Candidate => ({
  id: 'lab/cell',
  origin: 'sent by an admin',
  title: 'Cell',
  category: 'Cells',
  tags: [],
  licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  author: { name: 'Lab' },
  source: { name: 'Lab', url: 'https://example.org' },
  input: { svg },
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

describe('one file imported in a child process', () => {
  it('cleans, checks and draws it as the build does, reporting what was removed', async () => {
    const outcome = await processInChildProcess(
      candidate(`${SVG}<script>alert(1)</script><circle cx="5" cy="5" r="4" fill="red"/></svg>`),
    );
    expect(outcome.status).toBe('accepted');
    if (outcome.status !== 'accepted') return;
    expect(outcome.svg).not.toContain('script');
    expect(outcome.removed).toEqual([
      { what: '<script>', reason: 'scripts are not allowed', count: 1 },
    ]);
    expect(outcome.item).toMatchObject({
      id: 'lab/cell',
      width: 10,
      height: 10,
      parts: ['#ff0000'],
    });
    expect(Buffer.from(outcome.thumbnail).subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a drawing that draws blank, with the reason', async () => {
    const outcome = await processInChildProcess(
      candidate(`${SVG}<rect width="10" height="10" fill="none"/></svg>`),
    );
    expect(outcome).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('draws blank'),
    });
  });

  it('stops a file that takes longer than the time limit and refuses it', async () => {
    const outcome = await processInChildProcess(candidate(`${SVG}<circle r="4"/></svg>`), 1);
    expect(outcome).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('took longer than'),
    });
  });
});

describe('item synonyms', () => {
  it('keeps an admin’s own terms and adds the curated groups', () => {
    const synonyms = itemSynonyms({
      title: 'Neuron',
      category: 'Cells',
      tags: [],
      synonyms: ['brain cell'],
    });
    expect(synonyms[0]).toBe('brain cell');
    expect(synonyms).toContain('nerve cell');
  });
});

import { describe, expect, it } from 'vitest';
import type { LibraryList, LibraryListQuery } from '../schema/contract/library';
import { testLibraryItem } from '../library-search/test-items';
import { createLibraryResults } from './library-results';

const meta = (index: number) =>
  testLibraryItem(`test/item-${index}`, `Item ${index}`, {
    source: { name: 'Test', url: 'https://example.org' },
  });

/** An API whose replies the test releases one by one, in any order. */
function heldApi() {
  const pending: {
    query: LibraryListQuery;
    reply: (list: LibraryList) => void;
    fail: (error: unknown) => void;
  }[] = [];
  return {
    pending,
    listLibraryItems: (query: LibraryListQuery = {}) =>
      new Promise<LibraryList>((reply, fail) => pending.push({ query, reply, fail })),
  };
}

describe('library results', () => {
  it('shows the reply to the latest search even when an earlier one answers last', async () => {
    const api = heldApi();
    const results = createLibraryResults({ api, pageSize: 2 });
    const first = results.getState().search({ q: 'neu' });
    const second = results.getState().search({ q: 'neuron', category: 'Cells' });
    expect(api.pending.map((request) => request.query)).toEqual([
      { kind: 'illustration', q: 'neu', limit: 2, offset: 0 },
      { kind: 'illustration', q: 'neuron', category: 'Cells', limit: 2, offset: 0 },
    ]);
    api.pending[1]!.reply({ total: 1, items: [meta(2)] });
    await second;
    api.pending[0]!.reply({ total: 5, items: [meta(0), meta(1)] });
    await first;
    const state = results.getState();
    expect([state.status, state.total, state.items.map((item) => item.id)]).toEqual([
      'ready',
      1,
      ['test/item-2'],
    ]);
  });

  it('adds the next page, and stops when everything is shown', async () => {
    const api = heldApi();
    const results = createLibraryResults({ api, pageSize: 2 });
    const search = results.getState().search({});
    api.pending[0]!.reply({ total: 3, items: [meta(0), meta(1)] });
    await search;
    const more = results.getState().more();
    expect(api.pending[1]!.query).toEqual({ kind: 'illustration', limit: 2, offset: 2 });
    api.pending[1]!.reply({ total: 3, items: [meta(2)] });
    await more;
    expect(results.getState().items.map((item) => item.title)).toEqual([
      'Item 0',
      'Item 1',
      'Item 2',
    ]);
    await results.getState().more();
    expect(api.pending).toHaveLength(2);
  });

  it('reports a failed request and recovers on the next search', async () => {
    const api = heldApi();
    const results = createLibraryResults({ api });
    const failing = results.getState().search({ q: 'cell' });
    const problem = new Error('offline');
    api.pending[0]!.fail(problem);
    await failing;
    expect(results.getState()).toMatchObject({ status: 'failed', error: problem, items: [] });
    const retry = results.getState().search({ q: 'cell' });
    api.pending[1]!.reply({ total: 1, items: [meta(7)] });
    await retry;
    expect(results.getState()).toMatchObject({ status: 'ready', error: undefined, total: 1 });
  });
});

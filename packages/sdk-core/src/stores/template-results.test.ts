import { describe, expect, it } from 'vitest';
import type { LibraryTemplateList, LibraryTemplateListQuery } from '../schema/library-templates';
import { createTemplateResults } from './template-results';

const summary = (id: string, type: 'abstract' | 'poster') => ({
  id,
  title: id,
  type,
  theme: 'theme',
  layout: 'layout',
  width: 1200,
  height: 600,
  items: [],
});

/** An API whose replies the test releases one by one, in any order. */
function heldApi() {
  const pending: {
    query: LibraryTemplateListQuery;
    reply: (list: LibraryTemplateList) => void;
    fail: (error: unknown) => void;
  }[] = [];
  return {
    pending,
    listLibraryTemplates: (query: LibraryTemplateListQuery = {}) =>
      new Promise<LibraryTemplateList>((reply, fail) => pending.push({ query, reply, fail })),
  };
}

describe('template results', () => {
  it('shows the kind chosen last even when an earlier choice answers last', async () => {
    const api = heldApi();
    const results = createTemplateResults({ api });
    const all = results.getState().show(null);
    const posters = results.getState().show('poster');
    expect(api.pending.map((request) => request.query)).toEqual([{}, { type: 'poster' }]);
    api.pending[1]!.reply({ total: 1, templates: [summary('p', 'poster')] });
    await posters;
    api.pending[0]!.reply({
      total: 2,
      templates: [summary('a', 'abstract'), summary('p', 'poster')],
    });
    await all;
    const state = results.getState();
    expect([state.kind, state.status, state.templates.map((t) => t.id)]).toEqual([
      'poster',
      'ready',
      ['p'],
    ]);
  });

  it('says when the templates could not be loaded, and recovers on the next try', async () => {
    const api = heldApi();
    const results = createTemplateResults({ api });
    const failing = results.getState().show(null);
    api.pending[0]!.fail(new Error('offline'));
    await failing;
    expect(results.getState()).toMatchObject({ status: 'failed', error: new Error('offline') });
    const retry = results.getState().show(null);
    api.pending[1]!.reply({ total: 1, templates: [summary('a', 'abstract')] });
    await retry;
    expect(results.getState()).toMatchObject({ status: 'ready', error: undefined });
  });
});

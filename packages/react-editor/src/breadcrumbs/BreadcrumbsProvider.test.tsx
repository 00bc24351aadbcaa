import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createBreadcrumbsStore, encodeBreadcrumbs } from '@figura/sdk-core/stores';
import { BreadcrumbsProvider, useBreadcrumbs } from './BreadcrumbsProvider';

function Trail() {
  const items = useBreadcrumbs((state) => state.items);
  return createElement('span', null, items.map((item) => item.label).join(' > '));
}

describe('the breadcrumbs provider', () => {
  it('refuses to be used outside its provider (spec §8)', () => {
    expect(() => renderToString(createElement(Trail))).toThrow(/BreadcrumbsProvider/);
  });

  it('starts from the trail the cookie kept', () => {
    const value = encodeBreadcrumbs([
      { label: 'Workspace', path: '/workspace' },
      { label: 'Lab', path: '/workspace/t1' },
    ]);
    const cookie = { read: () => value, write: () => undefined, remove: () => undefined };
    const html = renderToString(
      createElement(BreadcrumbsProvider, { cookie, children: createElement(Trail) }),
    );
    expect(html).toContain('Workspace &gt; Lab');
  });

  it('gives two providers two trails', () => {
    // Server rendering reads a store's initial state: start this one from a kept trail.
    const kept = encodeBreadcrumbs([{ label: 'Gallery', path: '/gallery' }]);
    const first = createBreadcrumbsStore({
      cookie: { read: () => kept, write: () => undefined, remove: () => undefined },
    });
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(BreadcrumbsProvider, { store: first, children: createElement(Trail) }),
        createElement(BreadcrumbsProvider, { children: createElement(Trail) }),
      ),
    );
    expect(html).toMatch(/<span>Gallery<\/span><span><\/span>/);
  });
});

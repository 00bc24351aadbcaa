import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createGalleryStore } from '@figura/sdk-core/stores';
import { GalleryProvider, useGallery } from './GalleryProvider';

function GalleryType() {
  return createElement(
    'span',
    null,
    useGallery((state) => state.type),
  );
}

describe('the gallery provider', () => {
  it('refuses to be used outside its provider (spec §8)', () => {
    expect(() => renderToString(createElement(GalleryType))).toThrow(/GalleryProvider/);
  });

  it('gives the components inside the filter read from storage', () => {
    const storage = {
      getItem: () => JSON.stringify({ type: 'TEMPLATE', tags: [], activeTag: null }),
      setItem: () => undefined,
    };
    const html = renderToString(
      createElement(GalleryProvider, { storage, children: createElement(GalleryType) }),
    );
    expect(html).toContain('TEMPLATE');
  });

  it('gives two providers two filters', () => {
    // Server rendering reads a store's initial state: start this one on templates.
    const first = createGalleryStore({
      storage: { getItem: () => '{"type":"TEMPLATE"}', setItem: () => undefined },
    });
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(GalleryProvider, { store: first, children: createElement(GalleryType) }),
        createElement(GalleryProvider, { children: createElement(GalleryType) }),
      ),
    );
    expect(html).toMatch(/TEMPLATE.*ILLUSTRATION/);
  });
});

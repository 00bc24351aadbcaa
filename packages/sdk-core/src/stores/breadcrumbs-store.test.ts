import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_BREADCRUMBS,
  MAX_BREADCRUMBS_COOKIE_BYTES,
  decodeBreadcrumbs,
  encodeBreadcrumbs,
  isPortalPath,
} from './breadcrumbs-cookie';
import { createBreadcrumbsStore, type BreadcrumbsCookieJar } from './breadcrumbs-store';

/** A cookie jar in a variable, counting writes. */
function memoryJar(initial: string | null = null) {
  const jar = {
    value: initial,
    writes: 0,
    read: () => jar.value,
    write: (value: string) => {
      jar.value = value;
      jar.writes += 1;
    },
    remove: () => {
      jar.value = null;
    },
  };
  return jar satisfies BreadcrumbsCookieJar;
}

const workspace = [
  { label: 'Workspace', path: '/workspace' },
  { label: 'Lab of Ada', path: '/workspace/team-1' },
];

describe('the breadcrumbs store', () => {
  it('keeps the trail in memory when persistence is not asked for', () => {
    const jar = memoryJar();
    const store = createBreadcrumbsStore({ cookie: jar });
    store.getState().setTrail(workspace);
    expect(store.getState().items).toEqual(workspace);
    expect(jar.writes).toBe(0);
  });

  it('writes the cookie when asked, and a new store (a reload) starts from it', () => {
    const jar = memoryJar();
    createBreadcrumbsStore({ cookie: jar }).getState().setTrail(workspace, { persist: true });
    expect(jar.writes).toBe(1);
    expect(createBreadcrumbsStore({ cookie: jar }).getState().items).toEqual(workspace);
  });

  it('clears the trail and its cookie', () => {
    const jar = memoryJar();
    const store = createBreadcrumbsStore({ cookie: jar });
    store.getState().setTrail(workspace, { persist: true });
    store.getState().clear();
    expect(store.getState().items).toEqual([]);
    expect(createBreadcrumbsStore({ cookie: jar }).getState().items).toEqual([]);
  });

  it('gives two stores two trails', () => {
    const first = createBreadcrumbsStore();
    const second = createBreadcrumbsStore();
    first.getState().setTrail(workspace);
    expect(second.getState().items).toEqual([]);
  });
});

describe('the breadcrumbs cookie', () => {
  it('encodes labels with separators, quotes and accents so the header stays one value', () => {
    const trail = [{ label: 'Lab "α; β", Zürich <x>', path: '/workspace/t?x=1&y=2' }];
    const value = encodeBreadcrumbs(trail);
    expect(value).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(decodeBreadcrumbs(value)).toEqual(trail);
  });

  it('drops the oldest steps until the value fits the size limit', () => {
    const long = Array.from({ length: MAX_BREADCRUMBS }, (_, i) => ({
      label: `${i} ${'你'.repeat(70)}`,
      path: `/workspace/${i}`,
    }));
    const value = encodeBreadcrumbs(long);
    expect(value.length).toBeLessThanOrEqual(MAX_BREADCRUMBS_COOKIE_BYTES);
    const kept = decodeBreadcrumbs(value);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(long.length);
    expect(kept.at(-1)).toEqual(long.at(-1));
  });

  it('reads a tampered, unsafe or oversized value as no trail step', () => {
    expect(decodeBreadcrumbs('%E0%A4%A')).toEqual([]);
    expect(decodeBreadcrumbs(encodeURIComponent('{"label":"x"}'))).toEqual([]);
    const unsafe = [
      { label: 'Elsewhere', path: '//evil.example/' },
      { label: 'Script', path: 'javascript:alert(1)' },
      { label: 'Backslash', path: '/\\evil.example' },
      { label: 'Home', path: '/my-creations' },
    ];
    expect(decodeBreadcrumbs(encodeURIComponent(JSON.stringify(unsafe)))).toEqual([
      { label: 'Home', path: '/my-creations' },
    ]);
    expect(decodeBreadcrumbs('a'.repeat(MAX_BREADCRUMBS_COOKIE_BYTES + 1))).toEqual([]);
  });

  it('round-trips any trail of safe steps, within the limits', () => {
    const step = fc.record({
      label: fc.string({ minLength: 1, maxLength: 200 }),
      path: fc.string({ maxLength: 60 }).map((rest) => `/${rest}`),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (trail) => {
        const value = encodeBreadcrumbs(trail);
        expect(value.length).toBeLessThanOrEqual(MAX_BREADCRUMBS_COOKIE_BYTES);
        expect(value).not.toMatch(/[;,"\s]/);
        const read = decodeBreadcrumbs(value);
        expect(read.length).toBeLessThanOrEqual(MAX_BREADCRUMBS);
        for (const item of read) {
          expect(isPortalPath(item.path)).toBe(true);
          expect(item.label.length).toBeGreaterThan(0);
        }
        // What was read back encodes to the same value: nothing is lost past the first cleaning.
        expect(encodeBreadcrumbs(read)).toBe(value);
      }),
    );
  });
});

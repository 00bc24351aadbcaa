import { describe, expect, it } from 'vitest';
import { safeContinuePath, safeContinueUrl } from './continue-url';
import { HOSTILE_CONTINUE_OWN as OWN, HOSTILE_CONTINUE_VALUES } from './hostile-continue';

const ALLOWED = ['https://app.figura.test', 'http://localhost:5173'];

describe('safeContinueUrl', () => {
  it.each([
    ['/my-creations', '/my-creations'],
    ['/my-creations?tab=shared#top', '/my-creations?tab=shared#top'],
    ['/a/../b', '/b'],
    // Encoded characters stay encoded in the path: the browser stays on the site.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    [`${OWN}/editor/1`, `${OWN}/editor/1`],
    ['https://app.figura.test', 'https://app.figura.test/'],
    ['http://localhost:5173/my-creations?x=1', 'http://localhost:5173/my-creations?x=1'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeContinueUrl(value, OWN, ALLOWED)).toBe(expected);
  });

  it.each(HOSTILE_CONTINUE_VALUES)('refuses %j', (value) => {
    expect(safeContinueUrl(value, OWN, ALLOWED)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 42, ['/x'], { href: '/x' }])
      expect(safeContinueUrl(value, OWN, ALLOWED)).toBeUndefined();
  });

  it('holds at least 40 hostile values, each also refused as a path', () => {
    expect(HOSTILE_CONTINUE_VALUES.length).toBeGreaterThanOrEqual(40);
    for (const value of HOSTILE_CONTINUE_VALUES) expect(safeContinuePath(value)).toBeUndefined();
  });
});

describe('safeContinuePath', () => {
  it('keeps paths and refuses absolute URLs, even to the same site', () => {
    expect(safeContinuePath('/my-creations?x=1')).toBe('/my-creations?x=1');
    expect(safeContinuePath(`${OWN}/my-creations`)).toBeUndefined();
    expect(safeContinuePath('my-creations')).toBeUndefined();
  });
});

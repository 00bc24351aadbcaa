import { describe, expect, it } from 'vitest';
import { safeContinueUrl } from './http/continue-url.ts';

const allowed = ['http://localhost:5173', 'https://app.figura.test'];
const own = 'http://localhost:3002';

describe('safeContinueUrl', () => {
  it.each([
    ['http://localhost:5173/my-creations?x=1#top', 'http://localhost:5173/my-creations?x=1#top'],
    ['https://app.figura.test', 'https://app.figura.test/'],
    ['http://localhost:3002/login', 'http://localhost:3002/login'],
    ['/login?continue=x', '/login?continue=x'],
  ])('keeps %s', (value, expected) => {
    expect(safeContinueUrl(value, allowed, own)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:5174/',
    'https://localhost:5173/',
    'http://app.figura.test/',
    'https://app.figura.test.evil.example/',
    'https://user:pw@app.figura.test/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'data:text/html,hi',
    'relative/path',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(safeContinueUrl(value, allowed, own)).toBeUndefined();
  });
});

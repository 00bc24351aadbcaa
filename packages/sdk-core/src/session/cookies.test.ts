import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieStore, formatTokenCookie, parseTokenCookie } from './cookies';
import { createDocumentCookieStore } from './document-cookie-store';

describe('parseTokenCookie', () => {
  it('splits `<token>|<id>`', () => {
    expect(parseTokenCookie('aaa.bbb.ccc|user-7')).toEqual({
      token: 'aaa.bbb.ccc',
      userId: 'user-7',
    });
  });

  it('reads a token without the id part as a SAML token', () => {
    expect(parseTokenCookie('aaa.bbb.ccc')).toEqual({ token: 'aaa.bbb.ccc', userId: null });
  });

  it('has nothing to read in an empty cookie', () => {
    expect(parseTokenCookie(undefined)).toBeNull();
    expect(parseTokenCookie('')).toBeNull();
  });

  it('reads back whatever pair was stored', () => {
    const token = fc.string({ minLength: 1 }).filter((value) => !value.includes('|'));
    fc.assert(
      fc.property(token, fc.string(), (t, id) => {
        expect(parseTokenCookie(formatTokenCookie(t, id))).toEqual({ token: t, userId: id });
      }),
    );
  });
});

describe('createMemoryCookieStore', () => {
  it('stores, replaces and removes cookies', () => {
    const cookies = createMemoryCookieStore({ figura_id: 'a' });
    cookies.set('figura_auid', 't|a', { maxAgeDays: 30 });
    expect(cookies.get('figura_auid')).toBe('t|a');
    cookies.remove('figura_id');
    expect(cookies.toJSON()).toEqual({ figura_auid: 't|a' });
  });
});

/** Just enough of a browser cookie jar: each write replaces or (Max-Age=0) deletes one cookie. */
function cookieDocument(protocol = 'http:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    },
  };
}

describe('createDocumentCookieStore', () => {
  it('writes the token pair readably for 30 days on the shared domain', () => {
    const doc = cookieDocument();
    const cookies = createDocumentCookieStore(doc);
    cookies.set('figura_auid', 'aaa.bbb-ccc_d|0f1e-22', { maxAgeDays: 30, domain: '.figura.test' });
    expect(doc.writes).toEqual([
      'figura_auid=aaa.bbb-ccc_d|0f1e-22; Path=/; Max-Age=2592000; SameSite=Lax; Domain=.figura.test',
    ]);
    expect(cookies.get('figura_auid')).toBe('aaa.bbb-ccc_d|0f1e-22');
  });

  it('finds one cookie among several and round-trips awkward characters', () => {
    const cookies = createDocumentCookieStore(cookieDocument());
    cookies.set('other', 'x', { maxAgeDays: 1 });
    cookies.set('figura_id', 'a b;c=d%é', { maxAgeDays: 1 });
    expect(cookies.get('figura_id')).toBe('a b;c=d%é');
    expect(cookies.get('figura')).toBeUndefined();
  });

  it('marks cookies Secure on https and removes them', () => {
    const doc = cookieDocument('https:');
    const cookies = createDocumentCookieStore(doc);
    cookies.set('figura_auid', 't|1', { maxAgeDays: 30 });
    cookies.remove('figura_auid');
    expect(doc.writes[0]).toContain('; Secure');
    expect(doc.writes[1]).toBe('figura_auid=; Path=/; Max-Age=0; SameSite=Lax; Secure');
    expect(cookies.get('figura_auid')).toBeUndefined();
  });
});

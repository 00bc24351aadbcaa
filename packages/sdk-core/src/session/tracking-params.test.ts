import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testUser } from './test-session';
import { createRecordingAnalytics, afterSignIn, SIGN_UP_EVENT } from './after-sign-in';
import {
  captureTrackingParams,
  sanitizeTrackingValue,
  storedTrackingParams,
  TRACKING_PARAMS,
  trackingParamsFromUrl,
} from './tracking-params';

/** A Map-backed local storage. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  };
}

const decode = (value: string) =>
  value
    .replaceAll('&#92;', '\\')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

// Strings rich in the characters the rules are about.
const nasty = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', '"', "'", '<', '>', '&', ' ', '\t', '\n', '\u0000', '\u007f', '\u009b'),
    fc.constantFrom('&amp;', '&lt;', 'a', 'é', '€', '1'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
  maxLength: 40,
});
const CONTROL = /\p{Cc}/u;
const params = fc.dictionary(fc.constantFrom(...TRACKING_PARAMS), nasty);

describe('tracking parameter values (spec §5)', () => {
  it('never contain a control character or an unescaped special, and are trimmed', () => {
    fc.assert(
      fc.property(nasty, (raw) => {
        const value = sanitizeTrackingValue(raw);
        expect(value).not.toMatch(CONTROL);
        expect(value).not.toMatch(/["'<>\\]/);
        // Every & starts one of the references this escaping writes.
        expect(value.replace(/&(amp|quot|lt|gt|#39|#92);/g, '')).not.toContain('&');
        expect(value).toBe(value.trim());
      }),
    );
  });

  it('keep everything else: decoding gives back the trimmed text without control characters', () => {
    fc.assert(
      fc.property(nasty, (raw) => {
        const expected = raw.replace(/\p{Cc}/gu, '').trim();
        expect(decode(sanitizeTrackingValue(raw))).toBe(expected);
      }),
    );
  });

  it('escape a coupon with specials as HTML references', () => {
    expect(sanitizeTrackingValue(' \u0007SAVE&10 <"50%"> \\ o\'k\n')).toBe(
      'SAVE&amp;10 &lt;&quot;50%&quot;&gt; &#92; o&#39;k',
    );
  });
});

describe('capturing tracking parameters (spec §5)', () => {
  it('stores what the URL carries, cleaned, and reads it back on a visit without them', () => {
    fc.assert(
      fc.property(params, (given) => {
        const storage = memoryStorage();
        const first = captureTrackingParams(new URLSearchParams(given), storage);
        expect(first).toEqual(trackingParamsFromUrl(new URLSearchParams(given)));
        // A later visit with no parameters: the same values, not escaped a second time.
        expect(captureTrackingParams('', storage)).toEqual(first);
        expect(storedTrackingParams(storage)).toEqual(first);
      }),
    );
  });

  it('is idempotent: the same URL twice leaves the same storage', () => {
    fc.assert(
      fc.property(params, (given) => {
        const storage = memoryStorage();
        captureTrackingParams(new URLSearchParams(given), storage);
        const once = new Map(storage.entries);
        captureTrackingParams(new URLSearchParams(given), storage);
        expect(storage.entries).toEqual(once);
      }),
    );
  });

  it('lets a parameter in the URL replace the stored one and keeps the others', () => {
    fc.assert(
      fc.property(params, params, (earlier, later) => {
        const storage = memoryStorage();
        captureTrackingParams(new URLSearchParams(earlier), storage);
        const result = captureTrackingParams(new URLSearchParams(later), storage);
        expect(result).toEqual({
          ...trackingParamsFromUrl(new URLSearchParams(earlier)),
          ...trackingParamsFromUrl(new URLSearchParams(later)),
        });
      }),
    );
  });

  it('keeps a source only when it is one of the pages that bring people (spec §9)', () => {
    const storage = memoryStorage();
    expect(captureTrackingParams('?source=poster_maker', storage)).toEqual({
      source: 'poster_maker',
    });
    // An unknown one leaves the stored one alone, as an empty value does.
    expect(captureTrackingParams('?source=%3Cscript%3E&utm_source=ads', storage)).toEqual({
      source: 'poster_maker',
      utm_source: 'ads',
    });
    expect(trackingParamsFromUrl('?source=Poster_Maker')).toEqual({});
  });

  it('ignores other query parameters and empty values', () => {
    const storage = memoryStorage();
    storage.setItem('utm_source', 'newsletter');
    const result = captureTrackingParams('?utm_source=%20%00&ref=x&coupon=SPRING', storage);
    expect(result).toEqual({ utm_source: 'newsletter', coupon: 'SPRING' });
    expect(storage.entries.has('ref')).toBe(false);
  });

  it('still returns the URL’s parameters when storage refuses, with a warning', () => {
    const warnings: unknown[] = [];
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const result = captureTrackingParams('?utm_medium=email', refusing, {
      warn: (...args: unknown[]) => void warnings.push(args),
    });
    expect(result).toEqual({ utm_medium: 'email' });
    expect(warnings).toHaveLength(1);
  });

  it('go with the sign-up event, beside the user id', () => {
    const analytics = createRecordingAnalytics();
    afterSignIn(
      { user: testUser, isNewUser: true },
      { analytics, here: '/', tracking: { utm_source: 'newsletter', coupon: 'SAVE&amp;10' } },
    );
    expect(analytics.events).toEqual([
      {
        event: SIGN_UP_EVENT,
        properties: { utm_source: 'newsletter', coupon: 'SAVE&amp;10', userId: 'u1' },
      },
    ]);
  });
});

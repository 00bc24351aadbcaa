import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createFiguraI18n, translator, whenTranslated } from './create-i18n';
import { preloadLocaleFiles, stringAt } from './locale-files';
import { SDK_NAMESPACES } from './namespaces';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const english = (ns: string) =>
  JSON.parse(readFileSync(path.join(localesDir, 'en', `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

/** A fetch over an in-memory folder of files, recording what was asked for. */
function filesFetch(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request) => {
    const href = String(url);
    asked.push(href);
    const body = files[href];
    return body === undefined
      ? new Response('missing', { status: 404 })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetcher as unknown as typeof fetch, asked };
}

describe('createFiguraI18n', () => {
  it('takes files fetched ahead (an element asks for them beside its slide) without asking again', async () => {
    const { fetch, asked } = filesFetch({
      'https://cdn.example.org/l/en/common.json': { errors: { unexpected: 'Oops.' } },
      'https://cdn.example.org/l/en/editor.json': { element: { loading: 'Loading the editor…' } },
    });
    const files = { localesUrl: 'https://cdn.example.org/l/', fetch };
    const preloaded = preloadLocaleFiles('en', SDK_NAMESPACES, files);
    expect(asked).toHaveLength(2); // at once, before any i18next instance exists
    expect(stringAt(await preloaded.files.get('en/editor'), 'element.loading')).toBe(
      'Loading the editor…',
    );
    const i18n = createFiguraI18n({ ...files, preloaded });
    await whenTranslated(i18n);
    expect(translator(i18n, 'common')('errors.unexpected')).toBe('Oops.');
    expect(asked).toHaveLength(2);
  });

  it('loads {lng}/{ns}.json from the locales folder, English by default', async () => {
    const { fetch, asked } = filesFetch({
      'https://cdn.example.org/figura/locales/en/common.json': { errors: { unexpected: 'Oops.' } },
      'https://cdn.example.org/figura/locales/en/editor.json': { toolbar: { undo: 'Undo' } },
    });
    // With or without the trailing slash.
    const i18n = createFiguraI18n({ localesUrl: 'https://cdn.example.org/figura/locales', fetch });
    await whenTranslated(i18n);
    expect(i18n.language).toBe('en');
    expect(asked.sort()).toEqual([
      'https://cdn.example.org/figura/locales/en/common.json',
      'https://cdn.example.org/figura/locales/en/editor.json',
    ]);
    expect(i18n.t('editor:toolbar.undo')).toBe('Undo');
    expect(translator(i18n, 'common')('errors.unexpected')).toBe('Oops.');
  });

  it("uses the package's English when there is no locales folder, or its file is missing", async () => {
    const bundled = createFiguraI18n();
    await whenTranslated(bundled);
    const unexpected = english('common').errors!.unexpected;
    expect(bundled.t('common:errors.unexpected')).toBe(unexpected);

    const { fetch } = filesFetch({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = createFiguraI18n({ localesUrl: 'https://cdn.example.org/none/', fetch });
    await whenTranslated(missing);
    expect(missing.t('common:errors.unexpected')).toBe(unexpected);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('https://cdn.example.org/none/en/common.json'),
      expect.anything(),
    );
    warn.mockRestore();
  });

  it("lays a host's English strings over Figura's, keeping the rest", async () => {
    const i18n = createFiguraI18n({
      resources: { en: { common: { errors: { unexpected: 'Something broke.' } } } },
    });
    await whenTranslated(i18n);
    expect(i18n.t('common:errors.unexpected')).toBe('Something broke.');
    expect(i18n.t('common:history.edit')).toBe(english('common').history!.edit);
  });

  it("takes a host's language without a request, falling back to English", async () => {
    const { fetch, asked } = filesFetch({});
    const i18n = createFiguraI18n({
      lng: 'fr',
      fetch,
      resources: { fr: { common: { errors: { unexpected: 'Erreur inattendue.' } }, editor: {} } },
    });
    await whenTranslated(i18n);
    expect(asked).toEqual([]);
    expect(i18n.t('common:errors.unexpected')).toBe('Erreur inattendue.');
    expect(i18n.t('common:history.edit')).toBe(english('common').history!.edit);
  });

  it('keeps two instances apart (two editors on one page)', async () => {
    const first = createFiguraI18n({
      resources: { en: { common: { errors: { unexpected: 'First host.' } } } },
    });
    const second = createFiguraI18n();
    await Promise.all([whenTranslated(first), whenTranslated(second)]);
    expect(first.t('common:errors.unexpected')).toBe('First host.');
    expect(second.t('common:errors.unexpected')).toBe(english('common').errors!.unexpected);
  });

  it('interpolates and picks plural forms', async () => {
    const i18n = createFiguraI18n({
      resources: {
        en: {
          common: {
            count_one: '{{count}} slide',
            count_other: '{{count}} slides',
            hi: 'Hi {{name}}',
          },
        },
      },
    });
    await whenTranslated(i18n);
    const t = translator(i18n, 'common');
    expect([t('count', { count: 1 }), t('count', { count: 3 })]).toEqual(['1 slide', '3 slides']);
    // Not HTML-escaped: React and textContent escape what they show.
    expect(t('hi', { name: 'A & B <i>' })).toBe('Hi A & B <i>');
  });

  it("gives every English string as i18next's own t does (plain ones read from the store)", async () => {
    const i18n = createFiguraI18n({
      lng: 'fr',
      resources: {
        fr: { common: { plain: 'Annuler', empty: '', nested: '$t(plain) !' }, editor: {} },
      },
    });
    await whenTranslated(i18n);
    const t = translator(i18n, 'common');
    expect(t('plain')).toBe('Annuler');
    // An empty French string, a missing one: English; a nesting: i18next's; another namespace.
    expect(t('empty')).toBe(i18n.t('common:empty'));
    expect(t('history.edit')).toBe(english('common').history!.edit);
    expect(t('nested')).toBe('Annuler !');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('editor:download.submit')).toBe(i18n.t('editor:download.submit'));
    // Every string of both namespaces, in English, as i18next gives it.
    const en = createFiguraI18n();
    await whenTranslated(en);
    for (const ns of SDK_NAMESPACES) {
      const fast = translator(en, ns);
      const keys = (value: unknown, prefix: string): string[] =>
        typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, inner]) =>
              keys(inner, prefix ? `${prefix}.${key}` : key),
            )
          : [prefix];
      for (const key of keys(english(ns), ''))
        expect(fast(key), `${ns}:${key}`).toBe(en.t(`${ns}:${key}`, {}));
    }
  });

  it("fills every English string's {{values}} as i18next's own t does", async () => {
    const en = createFiguraI18n();
    await whenTranslated(en);
    const strings = (value: unknown, prefix: string): [string, string][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) =>
            strings(inner, prefix ? `${prefix}.${key}` : key),
          )
        : [[prefix, String(value)]];
    let filled = 0;
    for (const ns of SDK_NAMESPACES) {
      const fast = translator(en, ns);
      for (const [key, text] of strings(english(ns), '')) {
        const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
        if (names.length === 0) continue;
        // Words with what i18next might read as markup, and numbers.
        const values = Object.fromEntries(
          names.map((name, index) => [name, index % 2 ? 1234.5 : `A & <b>${name}</b> $t(x)`]),
        );
        expect(fast(key, values), `${ns}:${key}`).toBe(en.t(`${ns}:${key}`, values));
        filled++;
      }
    }
    expect(filled).toBeGreaterThan(50);
  });

  it('fills such strings without running i18next at all', async () => {
    const en = createFiguraI18n();
    await whenTranslated(en);
    const t = translator(en, 'editor');
    const i18next = vi.spyOn(en, 't');
    expect(t('slides.slide', { number: 3 })).toBe('Slide 3');
    expect(i18next).not.toHaveBeenCalled();
    // A plural is i18next's to resolve.
    t('slides.slide', { number: 3, count: 3 });
    expect(i18next).toHaveBeenCalled();
  });

  it("leaves plurals, formats and missing or extra values to i18next's own t", async () => {
    const i18n = createFiguraI18n({
      resources: {
        en: {
          common: {
            two: '{{a}} and {{b}}',
            formatted: '{{n, number}} items',
            count_one: '{{count}} slide',
            count_other: '{{count}} slides',
            context_male: 'He',
            context: 'They',
          },
        },
      },
    });
    await whenTranslated(i18n);
    const t = translator(i18n, 'common');
    expect(t('two', { a: 'x', b: 2 })).toBe('x and 2');
    expect(t('two', { a: 'x' })).toBe(i18n.t('common:two', { a: 'x' }));
    expect(t('two', { a: 'x', b: 'y', c: 'z' })).toBe('x and y');
    expect(t('formatted', { n: 12345 })).toBe('12,345 items');
    expect(t('count', { count: 2 })).toBe('2 slides');
    expect(t('context', { context: 'male' })).toBe('He');
    expect(t('two', { a: '{{b}}', b: 'y' })).toBe(i18n.t('common:two', { a: '{{b}}', b: 'y' }));
  });
});

describe('the pseudo-locale', () => {
  it('pseudo-localises every string while it is on, and only then', async () => {
    let on = true;
    const i18n = createFiguraI18n({ pseudo: () => on });
    await whenTranslated(i18n);
    const t = translator(i18n, 'editor');
    expect(t('download.submit')).toBe('⟦Döwñlöád··⟧');
    on = false;
    expect(t('download.submit')).toBe('Download');
  });
});

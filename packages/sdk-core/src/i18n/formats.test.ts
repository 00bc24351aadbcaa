import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishCommonTranslator } from '../builder/english';
import { createFiguraI18n, translator } from './create-i18n';
import { addFiguraFormats, formatDocumentDate, formatValue } from './formats';
import { createEnglishI18n } from './testing';

describe('formatDocumentDate', () => {
  it('writes day/month/year with hours and minutes', () => {
    expect(formatDocumentDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });
  it('reads the API’s ISO timestamps in local time', () => {
    const saved = new Date(2026, 10, 24, 18, 5, 30);
    expect(formatDocumentDate(saved.toISOString())).toBe('24/11/2026 18:05');
  });
  it('leaves the time out when asked', () => {
    expect(formatDocumentDate(new Date(2026, 10, 21, 23, 59), false)).toBe('21/11/2026');
  });
  it('leaves the time out of a calendar day, whatever the time zone', () => {
    expect(formatDocumentDate('2026-02-28')).toBe('28/02/2026');
    expect(formatDocumentDate('2026-12-31')).toBe('31/12/2026');
  });
  it('returns an empty string for an unreadable date', () => {
    expect(formatDocumentDate('not a date')).toBe('');
    expect(formatDocumentDate('2026-13-45T00:00:00Z')).toBe('');
  });
});

describe('formats through i18next', () => {
  const at = new Date(2026, 10, 24, 18, 5);
  function withStrings(strings: Record<string, string>) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'en',
      resources: { en: { translation: strings } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    addFiguraFormats(instance);
    return instance;
  }

  it('writes dates, days, prices and grouped numbers where a string names them', () => {
    const { t } = withStrings({
      saved: 'Saved {{date, documentDate}}',
      day: 'Until {{date, documentDay}}',
      price: '{{amount, price}} {{currency}}',
      count_one: '{{count, number}} illustration',
      count_other: '{{count, number}} illustrations',
    });
    expect(t('saved', { date: at.toISOString() })).toBe('Saved 24/11/2026 18:05');
    expect(t('day', { date: at })).toBe('Until 24/11/2026');
    expect(t('price', { amount: 13200, currency: 'USD' })).toBe('132.00 USD');
    expect(t('count', { count: 1 })).toBe('1 illustration');
    expect(t('count', { count: 1883 })).toBe('1,883 illustrations');
  });

  it('is part of every instance createFiguraI18n makes and of the test instance', () => {
    for (const instance of [createFiguraI18n(), createEnglishI18n()])
      expect(instance.services.formatter?.format(at, 'documentDate', 'en')).toBe(
        '24/11/2026 18:05',
      );
    expect(createEnglishI18n().t('common:history.delete', { count: 2500 })).toBe(
      'Delete 2,500 elements',
    );
  });

  it('reads the same in the builder’s small English lookup as in i18next', () => {
    const english = englishCommonTranslator();
    const i18n = translator(createEnglishI18n(), 'common');
    for (const count of [1, 12, 4096])
      expect(english('history.delete', { count })).toBe(i18n('history.delete', { count }));
    expect(formatValue(1234567, 'number')).toBe('1,234,567');
    expect(formatValue(705, 'price')).toBe('7.05');
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';
import { englishCommonTranslator } from './english';

describe('englishCommonTranslator', () => {
  it('says what i18next says for the builder’s keys, plurals and values included', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common } },
      interpolation: { escapeValue: false },
    });
    const t = englishCommonTranslator();
    const values = {
      number: 3,
      title: 'Fasting & the liver',
      count: 1,
      text: 'A: b',
      illustration: 'Mouse',
      highlight: 'H',
      credits: 'X by Y',
    };
    const keys = [
      'builder.placeholders.title',
      'builder.placeholders.topicTitle',
      'builder.roles.stepNumber',
      'builder.document.alt',
      'builder.document.topics',
      'builder.document.topicWithIllustration',
      'builder.templates.3.flow',
      'builder.colors.7',
      'describe.credits',
    ];
    for (const key of keys) {
      expect(t(key, values)).toBe(i18n.t(key, values));
      expect(t(key, { ...values, count: 4 })).toBe(i18n.t(key, { ...values, count: 4 }));
    }
    expect(t('builder.document.topics', { count: 4 })).toBe('It shows 4 topics:');
    // An unknown key reads as itself, as i18next gives it.
    expect(t('builder.nothing')).toBe('builder.nothing');
  });
});

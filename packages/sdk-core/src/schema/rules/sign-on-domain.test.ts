import { describe, expect, it } from 'vitest';
import { parsePartnerSites, partnerSiteFor, signOnUrlFor } from './sign-on-domain';

const domains = { default: 'https://sso.figura.test/', cn: 'https://sso.figura.cn' };

describe('the sign-on domain', () => {
  it('is the Chinese one when the stored country code is CN, in any case', () => {
    expect(signOnUrlFor('CN', domains)).toBe('https://sso.figura.cn');
    expect(signOnUrlFor(' cn ', domains)).toBe('https://sso.figura.cn');
  });

  it('is the default one for other countries and for none', () => {
    for (const code of ['GB', 'JP', 'HK', null, undefined, '']) {
      expect(signOnUrlFor(code, domains)).toBe('https://sso.figura.test');
    }
  });

  it('falls back to the default for CN when no Chinese domain is configured', () => {
    expect(signOnUrlFor('CN', { default: 'https://sso.figura.test' })).toBe(
      'https://sso.figura.test',
    );
  });
});

describe('partner sites', () => {
  it('are read per numeric partner id and found by the stored partner', () => {
    const sites = parsePartnerSites('1=https://one.test/, 16=https://sixteen.test', 'SITES');
    expect(partnerSiteFor('1', sites)).toBe('https://one.test');
    expect(partnerSiteFor('16', sites)).toBe('https://sixteen.test');
    expect(partnerSiteFor('2', sites)).toBeNull();
    expect(partnerSiteFor('student', sites)).toBeNull();
    expect(partnerSiteFor(null, sites)).toBeNull();
  });

  it('refuses an id that is not a partner and a site that is not a URL', () => {
    expect(() => parsePartnerSites('3=https://three.test', 'SITES')).toThrow(/SITES: "3"/);
    expect(() => parsePartnerSites('5=ftp://five.test', 'SITES')).toThrow(/partner 5/);
  });
});

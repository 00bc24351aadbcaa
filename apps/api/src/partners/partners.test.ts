import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newPartnerKey, partnerKeyMatches, partnerKeySha256 } from './partner-keys.ts';
import { loadPartners, parsePartners, partnerOrigins } from './partners.ts';

const key = newPartnerKey();
const demo = {
  id: 16,
  name: 'Demo Journal',
  siteUrl: 'https://journal.example',
  allowedOrigins: ['https://journal.example/', 'https://submit.journal.example:8443'],
  profile: 'cell',
  keySha256: partnerKeySha256(key),
};
const json = (value: unknown) => JSON.stringify(value);

describe('partner configuration', () => {
  it('reads partners with their defaults, origins as browsers send them', () => {
    const [partner] = parsePartners(json([demo]), 'FIGURA_PARTNERS');
    expect(partner).toEqual({
      ...demo,
      allowedOrigins: ['https://journal.example', 'https://submit.journal.example:8443'],
      keySha256: [demo.keySha256],
      disabled: false,
      tokensPerMinute: 300,
    });
    expect(partnerOrigins([partner!, { ...partner!, id: 2, disabled: true }])).toEqual(
      partner!.allowedOrigins,
    );
  });

  it('says where and what is wrong', () => {
    const problems: [unknown, RegExp][] = [
      [{ ...demo, profile: 'nature-of-things' }, /partners\[0\]\.profile/],
      [{ ...demo, keySha256: 'abc' }, /partners\[0\]\.keySha256\[0\]: .*64 hexadecimal/],
      [{ ...demo, allowedOrigins: ['https://journal.example/submit'] }, /not an origin/],
      [{ ...demo, id: 0 }, /partners\[0\]\.id/],
      [{ ...demo, nmae: 'typo' }, /nmae/],
    ];
    for (const [partner, message] of problems)
      expect(() => parsePartners(json([partner]), 'FIGURA_PARTNERS')).toThrow(message);
    expect(() => parsePartners(json([demo, demo]), 'FIGURA_PARTNERS')).toThrow(
      /partners\[1\]\.id: this id is listed twice/,
    );
    expect(() => parsePartners('{not json', 'FIGURA_PARTNERS')).toThrow(/not valid JSON/);
  });

  it('refuses a partner that holds its key, without repeating it', () => {
    const holding = json([{ ...demo, key }]);
    expect(() => parsePartners(holding, 'FIGURA_PARTNERS')).toThrow(/keySha256/);
    let message = '';
    try {
      parsePartners(holding, 'FIGURA_PARTNERS');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain(key);
  });

  describe('from the environment', () => {
    let folder: string | undefined;
    afterEach(async () => {
      if (folder) await rm(folder, { recursive: true, force: true });
      folder = undefined;
    });

    it('none by default; FIGURA_PARTNERS or a file, not both', async () => {
      expect(loadPartners({})).toEqual([]);
      expect(loadPartners({ FIGURA_PARTNERS: json([demo]) })).toHaveLength(1);
      folder = await mkdtemp(path.join(tmpdir(), 'figura-partners-'));
      const file = path.join(folder, 'partners.json');
      await writeFile(file, json([demo]));
      expect(loadPartners({ FIGURA_PARTNERS_FILE: file })[0]?.name).toBe('Demo Journal');
      expect(() =>
        loadPartners({ FIGURA_PARTNERS: json([demo]), FIGURA_PARTNERS_FILE: file }),
      ).toThrow(/not both/);
      expect(() => loadPartners({ FIGURA_PARTNERS_FILE: path.join(folder!, 'none') })).toThrow(
        /cannot read/,
      );
    });
  });
});

describe('partner keys', () => {
  it('match only their own hash, and any of a rotation’s two', () => {
    const next = newPartnerKey();
    expect(next).not.toBe(key);
    expect(partnerKeyMatches(key, [partnerKeySha256(key)])).toBe(true);
    expect(partnerKeyMatches(next, [partnerKeySha256(key)])).toBe(false);
    expect(partnerKeyMatches(next, [partnerKeySha256(key), partnerKeySha256(next)])).toBe(true);
    expect(partnerKeyMatches('', [partnerKeySha256(key)])).toBe(false);
  });
});

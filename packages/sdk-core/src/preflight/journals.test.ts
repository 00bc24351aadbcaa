import { describe, expect, it } from 'vitest';
import { scaleFor, fileSizeName } from '../editor/preflight-files';
import { JOURNAL_PROFILES } from './journals';
import { englishPreflightTranslator } from './english';
import {
  JOURNAL_PROFILE_IDS,
  PREFLIGHT_PROFILES,
  profileById,
  profileLabel,
  profilePrintSize,
} from './profiles';
import { CANVAS_MAX, CANVAS_MIN } from '../schema/document/constants';
import { preflight } from './preflight';

describe('the journal registry', () => {
  it('holds at least 12 journals, each with the page its rules come from and the day it was read', () => {
    const journals = JOURNAL_PROFILES.filter((profile) => profile.source !== null);
    expect(journals.length).toBeGreaterThanOrEqual(12);
    for (const journal of journals) {
      expect(journal.source).toMatch(/^https?:\/\/[\w.-]+\/\S*$/);
      expect(journal.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(journal.read!))).toBe(false);
      expect(journal.publisher).toBeTruthy();
    }
    expect(new Set(JOURNAL_PROFILE_IDS).size).toBe(JOURNAL_PROFILE_IDS.length);
    for (const id of JOURNAL_PROFILE_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('asks only for files it would accept itself, and starts designs at a size it accepts', () => {
    for (const profile of PREFLIGHT_PROFILES) {
      expect(profile.minFontPt).toBeGreaterThan(0);
      expect(profile.printWidthIn).toBeGreaterThan(0);
      expect(profile.printHeightIn).toBeGreaterThan(0);
      expect(profile.files.length).toBeGreaterThan(0);
      for (const file of profile.files) {
        expect(profile.formats).toContain(file.format);
        expect(file.width).toBeGreaterThanOrEqual(profile.minWidth);
        if (file.height !== null) expect(file.height).toBeGreaterThanOrEqual(profile.minHeight);
      }
      for (const side of [profile.canvas.width, profile.canvas.height]) {
        expect(side).toBeGreaterThanOrEqual(CANVAS_MIN);
        expect(side).toBeLessThanOrEqual(CANVAS_MAX);
      }
      if (profile.aspect !== null)
        expect(profile.canvas.width).toBeGreaterThanOrEqual(profile.minWidth);
      expect(profile.canvas.height).toBeGreaterThanOrEqual(profile.minHeight);
      if (profile.aspect !== null)
        expect(
          Math.abs(profile.canvas.width / profile.canvas.height / profile.aspect - 1),
        ).toBeLessThan(0.01);
    }
  });

  it('passes an empty design at its own canvas size for every profile', () => {
    for (const profile of PREFLIGHT_PROFILES) {
      const { width, height } = profile.canvas;
      const document = {
        schemaVersion: 4 as const,
        width,
        height,
        background: '#ffffff',
        elements: [],
      };
      const file = profile.files[0]!;
      const result = preflight([document], profile, {
        width: file.width,
        unit: 'px',
        dpi: file.dpi,
      });
      expect(result.problems, profile.id).toEqual([]);
    }
  });

  it('names a profile by its translation where one exists, else by the registry', () => {
    const t = (key: string, options?: { defaultValue?: string }) =>
      key === 'editor:preflight.profiles.cell' ? 'Cell' : (options?.defaultValue ?? key);
    expect(profileLabel(profileById('cell'), t as never)).toBe('Cell');
    expect(profileLabel(profileById('plos'), t as never)).toBe('PLOS');
    expect(profileLabel({ id: 'partner-journal', name: 'Journal of Tests' }, t as never)).toBe(
      'Journal of Tests',
    );
  });

  it("draws a figure profile's file at its width with the slide's own shape", () => {
    const plos = profileById('plos');
    const file = plos.files[0]!;
    expect(file).toMatchObject({ format: 'tiff', width: 2250, height: null, dpi: 300 });
    expect(scaleFor({ width: 1125, height: 300 }, file)).toBe(2);
    expect(fileSizeName(file)).toBe('2250w');
    expect(fileSizeName(profileById('cell').files[0]!)).toBe('1200x1200');
  });
});

describe('a profile’s print size, as the Canvas panel and the builder say it', () => {
  const t = englishPreflightTranslator();

  it('names the printed box in centimetres and inches, its DPI and smallest text', () => {
    expect(profilePrintSize(profileById('cell'), t)).toBe(
      'Printed at most 10.2 × 10.2 cm (4 × 4 in) at 300 dpi: text of at least 12 pt there.',
    );
    expect(profilePrintSize(profileById('elsevier'), t)).toMatch(/^Printed at most 13 × 5 cm/);
  });

  it('says a screen’s profile is shown, not printed', () => {
    expect(profilePrintSize(profileById('iop'), t)).toBe(
      'Shown 500 px wide: text of at least 9 pt there.',
    );
  });
});

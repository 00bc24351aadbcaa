import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { preflight, profileById } from '@figura/sdk-core/preflight';
import { parseSlideDocument, type SlideDocument } from '@figura/sdk-core/schema';
import { buildSubmissionPackage, SubmissionRefused } from './submission-package.ts';

const cell = profileById('cell');
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const figure = (fontSize: number): SlideDocument =>
  parseSlideDocument({
    schemaVersion: 4,
    width: 1200,
    height: 1200,
    background: '#ffffff',
    alt: 'PD-1 blockade restores T-cell killing',
    elements: [
      {
        type: 'textbox',
        id: 'title',
        left: 100,
        top: 100,
        width: 1000,
        height: fontSize * 1.4,
        text: 'PD-1 blockade restores killing',
        fontSize,
      },
      {
        type: 'illustration',
        id: 'neuron',
        assetId: 'bioicons/neuron',
        name: 'Neuron chunky',
        left: 100,
        top: 400,
        width: 300,
        height: 300,
        svg,
        licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
        author: { name: 'Servier' },
      },
    ],
  });

describe('the submission package', () => {
  it('names the files by the journal’s rule, in its spelling of the extension (PLOS: Fig1.tif)', async () => {
    const document = { ...figure(60), width: 2250, height: 1500 };
    const built = await buildSubmissionPackage([document], profileById('plos'), {
      name: 'PD-1',
      anyway: true,
    });
    expect(Object.keys(unzipSync(new Uint8Array(built.bytes)))[0]).toBe('Fig1.tif');
  });

  it('holds an EPS where the profile asks for one, at its print size', async () => {
    const document = { ...figure(60), width: 2250, height: 1500 };
    const plos = profileById('plos');
    const built = await buildSubmissionPackage(
      [document],
      { ...plos, files: [{ format: 'eps', width: 2250, height: null, dpi: 300 }] },
      { name: 'PD-1', anyway: true },
    );
    const files = unzipSync(new Uint8Array(built.bytes));
    const eps = strFromU8(files['Fig1.eps']!);
    expect(eps).toMatch(/^%!PS-Adobe-3\.0 EPSF-3\.0/);
    // 2250 px at 300 dpi is 7.5 in: 540 pt.
    expect(eps).toMatch(/^%%HiResBoundingBox: 0 0 540 360$/m);
  });

  it('holds each file Cell asks for, the credits, the alt text, the report and the source', async () => {
    const document = figure(60);
    const built = await buildSubmissionPackage([document], cell, { name: 'PD-1' });
    const files = unzipSync(new Uint8Array(built.bytes));
    expect(Object.keys(files)).toEqual([
      'PD-1 cell.tiff',
      'PD-1 cell.pdf',
      'PD-1 cell.jpg',
      'credits.txt',
      'alt-text.txt',
      'preflight.json',
      'preflight.txt',
      'figure.json',
    ]);
    expect(strFromU8(files['PD-1 cell.pdf']!.slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['credits.txt']!)).toContain('by Servier, CC-BY 4.0');
    const alt = strFromU8(files['alt-text.txt']!);
    expect(alt).toContain('PD-1 blockade restores T-cell killing');
    expect(alt).toContain('An illustration: neuron.');
    // The report is the Preflight panel's: the same checks on the same slides.
    const report = JSON.parse(strFromU8(files['preflight.json']!));
    expect(report.meetsProfile).toBe(true);
    expect(report.problems.map((problem: { message: string }) => problem.message)).toEqual(
      preflight([document], cell).problems.map((problem) => problem.message),
    );
    expect(JSON.parse(strFromU8(files['figure.json']!))).toEqual(document);
  });

  it('describes the figure as it is when the drafted description names what was replaced', async () => {
    const document = {
      ...figure(60),
      description: 'A graphical abstract. Illustration: laboratory mouse.',
      // Drafted of another figure (the builder's, before its mouse was replaced by the neuron).
      descriptionDraftOf: '00000000',
    };
    const built = await buildSubmissionPackage([document], cell, { name: 'PD-1' });
    const alt = strFromU8(unzipSync(new Uint8Array(built.bytes))['alt-text.txt']!);
    expect(alt).toContain('An illustration: neuron.');
    expect(alt).not.toContain('mouse');
  });

  it('refuses while a required check fails, and says so in the report when packaged anyway', async () => {
    const small = figure(20);
    const refused = await buildSubmissionPackage([small], cell, { name: 'PD-1' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SubmissionRefused);
    expect((refused as SubmissionRefused).problems[0]).toContain('is 4.8 pt at print size');

    const anyway = await buildSubmissionPackage([small], cell, { name: 'PD-1', anyway: true });
    expect(anyway.meetsProfile).toBe(false);
    const files = unzipSync(new Uint8Array(anyway.bytes));
    expect(JSON.parse(strFromU8(files['preflight.json']!))).toMatchObject({
      meetsProfile: false,
      exportedAnyway: true,
    });
    expect(strFromU8(files['preflight.txt']!)).toContain('DOES NOT MEET THE PROFILE');
  });

  it("names the files by the journal's rule (IOP: GA)", async () => {
    const built = await buildSubmissionPackage([figure(60)], profileById('iop'), {
      name: 'PD-1',
      anyway: true,
    });
    expect(built.files.slice(0, 2)).toEqual(['GAPD-1.jpg', 'GAPD-1.png']);
  });

  it('refuses a file larger than the journal takes, and reports it when packaged anyway', async () => {
    // Cell names no limit; the same rules with a limit of 1 kB stand in for PLOS's 10 MB.
    const limited = { ...cell, maxFileMb: 0.001 };
    const refused = await buildSubmissionPackage([figure(60)], limited, { name: 'PD-1' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SubmissionRefused);
    expect((refused as SubmissionRefused).problems[0]).toMatch(
      /^PD-1 cell\.tiff is [\d.]+ MB; Cell takes files of at most 0\.001 MB\./,
    );
    const anyway = await buildSubmissionPackage([figure(60)], limited, {
      name: 'PD-1',
      anyway: true,
    });
    expect(anyway.meetsProfile).toBe(false);
    const report = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(anyway.bytes))['preflight.json']!),
    );
    expect(report.problems.map((problem: { check: string }) => problem.check)).toContain(
      'file-size',
    );
    expect((await buildSubmissionPackage([figure(60)], cell, { name: 'PD-1' })).meetsProfile).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { FiguraElementInput } from '../schema/document/elements';
import { preflight } from './preflight';
import { profileById } from './profiles';
import type { ArticleLicence } from './rights-checks';
import { slide } from './testing/fixtures';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const item = (id: string, name: string, spdx: string): FiguraElementInput => ({
  type: 'illustration',
  id,
  assetId: `library/${id}`,
  name,
  left: 100,
  top: 100,
  width: 200,
  height: 200,
  svg,
  licence: { spdx, url: 'https://creativecommons.org/licenses/' },
  author: { name: 'A. Author' },
});
const generated: FiguraElementInput = {
  type: 'generation',
  id: 'gen',
  left: 400,
  top: 400,
  width: 200,
  height: 200,
  src: 'data:image/png;base64,iVBORw0KGgo=',
  naturalWidth: 10,
  naturalHeight: 10,
  prompt: 'a T cell, watercolour',
};

const figure = slide(1200, 1200, [
  item('open', 'Neuron', 'CC-BY-4.0'),
  item('nc', 'Mouse chunky', 'CC-BY-NC-4.0'),
  item('sa', 'Cancer cell 2', 'CC-BY-SA-4.0'),
  item('nd', 'Virus', 'CC-BY-ND-4.0'),
]);
const licenceProblems = (articleLicence?: ArticleLicence) =>
  preflight([figure], profileById('cell'), articleLicence ? { articleLicence } : {})
    .problems.filter((problem) => problem.check === 'licence')
    .map(({ severity, elementId, message }) => ({ severity, elementId, message }));

describe("items' licences against the article's", () => {
  it('refuses NC and ND items in a CC BY article and flags share-alike', () => {
    expect(licenceProblems('cc-by')).toEqual([
      {
        severity: 'error',
        elementId: 'nc',
        message:
          '“mouse” is licensed CC-BY-NC-4.0, which forbids commercial use: a CC BY article cannot include it. Replace it, or ask its author for permission.',
      },
      expect.objectContaining({ severity: 'warning', elementId: 'sa' }),
      expect.objectContaining({ severity: 'error', elementId: 'nd' }),
    ]);
    expect(preflight([figure], profileById('cell'), { articleLicence: 'cc-by' }).passed).toBe(
      false,
    );
  });

  it('accepts NC items in a CC BY-NC article, and checks nothing until the licence is given', () => {
    expect(licenceProblems('cc-by-nc').map((problem) => problem.elementId)).toEqual(['sa', 'nd']);
    expect(licenceProblems()).toEqual([]);
    expect(licenceProblems('closed')).toEqual([]);
  });
});

describe('AI-generated images', () => {
  it('are refused where the journal does not accept them (Elsevier), and pass elsewhere (Cell)', () => {
    const doc = slide(1328, 531, [generated]);
    const elsevier = preflight([doc], profileById('elsevier')).problems.filter(
      (problem) => problem.check === 'generated-image',
    );
    expect(elsevier).toEqual([
      expect.objectContaining({
        severity: 'error',
        elementId: 'gen',
        message: 'An AI-generated image: Elsevier does not accept generated images in figures.',
      }),
    ]);
    const cell = preflight([doc], profileById('cell')).problems;
    expect(cell.some((problem) => problem.check === 'generated-image')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { sanitizeSvgBytes } from '../packages/sdk-core/src/svg/stored';
// @ts-expect-error plain ESM script
import { surveySvgFiles } from './svg-survey.mjs';

const AWKWARD = fileURLToPath(
  new URL('../packages/sdk-core/src/svg/fixtures/awkward/', import.meta.url),
);

describe('svg:survey', () => {
  it('counts the files of a folder, refuses only what draws nothing, and says why', () => {
    const survey = surveySvgFiles(AWKWARD, sanitizeSvgBytes);
    expect(survey.files).toBeGreaterThanOrEqual(13);
    expect(survey.accepted).toBe(survey.files - 2);
    expect(survey.refused).toEqual([
      { file: 'empty-file.svg', reason: 'the file is empty' },
      {
        file: 'only-html-fallback.svg',
        reason: 'nothing drawable is left once <foreignObject>, <script> are removed',
      },
    ]);
    // The empty script of empty-script.svg and the HTML-only file's script: removed, counted.
    expect(survey.removedElements.script).toBe(2);
    expect(survey.removedElements.feImage).toBe(1);
  });
});

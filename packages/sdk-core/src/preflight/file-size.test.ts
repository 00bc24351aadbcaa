import { describe, expect, it } from 'vitest';
import { fileSizeProblem } from './file-size';
import { profileById } from './profiles';

describe('a file against the journal’s size limit', () => {
  it('names the file, its size and the limit, once it is larger than the journal takes', () => {
    const plos = profileById('plos');
    expect(fileSizeProblem(10_000_000, 'Fig1.tiff', plos)).toBeNull();
    expect(fileSizeProblem(12_345_678, 'Fig1.tiff', plos)).toMatchObject({
      check: 'file-size',
      severity: 'error',
      message:
        'Fig1.tiff is 12.3 MB; PLOS takes files of at most 10 MB. Export it smaller (a lower DPI or width) or with less detail.',
    });
    // Journals that name no limit have none.
    expect(fileSizeProblem(500_000_000, 'GA.tiff', profileById('cell'))).toBeNull();
  });
});

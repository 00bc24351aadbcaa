import { describe, expect, it } from 'vitest';
import { profileById } from '@figura/sdk-core/preflight';
import { storedOptions } from './stored-options.ts';

describe('an export job queued by the version before partners’ own profiles', () => {
  it('is drawn for the registry profile it named: a package’s, or the one limiting its size', () => {
    expect(storedOptions({ format: 'package', profile: 'cell', name: 'Figure' })).toEqual({
      format: 'package',
      name: 'Figure',
      journal: profileById('cell'),
    });
    expect(storedOptions({ format: 'tiff', sizeLimitOf: 'plos', name: 'Fig1' })).toEqual({
      format: 'tiff',
      name: 'Fig1',
      journal: profileById('plos'),
      sizeLimited: true,
    });
  });

  it('keeps a job of this version as it was, and names no profile it does not know', () => {
    const partner = { ...profileById('cell'), id: 'partner-3' };
    const now = { format: 'package', journal: partner, name: 'Figure' };
    expect(storedOptions(now)).toEqual(now);
    expect(storedOptions({ format: 'png', profile: 'nonsense' })).toEqual({ format: 'png' });
  });
});

import type { LibraryLicence } from '@figura/sdk-core/schema';

/**
 * The licences the library accepts, by SPDX id. Share-alike (CC-BY-SA) and non-commercial licences
 * are left out on purpose: they would bind or restrict the figures users make with the items.
 */
export const LICENCES: Readonly<Record<string, LibraryLicence & { needsAuthor: boolean }>> = {
  'CC0-1.0': {
    spdx: 'CC0-1.0',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    needsAuthor: false,
  },
  'CC-BY-3.0': {
    spdx: 'CC-BY-3.0',
    url: 'https://creativecommons.org/licenses/by/3.0/',
    needsAuthor: true,
  },
  'CC-BY-4.0': {
    spdx: 'CC-BY-4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    needsAuthor: true,
  },
  MIT: { spdx: 'MIT', url: 'https://opensource.org/license/mit', needsAuthor: true },
  'BSD-3-Clause': {
    spdx: 'BSD-3-Clause',
    url: 'https://opensource.org/license/bsd-3-clause',
    needsAuthor: true,
  },
  'Apache-2.0': {
    spdx: 'Apache-2.0',
    url: 'https://www.apache.org/licenses/LICENSE-2.0',
    needsAuthor: true,
  },
};

/** Bioicons-style licence folder names (`cc-by-3.0`) to SPDX ids. */
const FOLDER_LICENCES: Readonly<Record<string, string>> = {
  'cc-0': 'CC0-1.0',
  cc0: 'CC0-1.0',
  'cc-by-3.0': 'CC-BY-3.0',
  'cc-by-4.0': 'CC-BY-4.0',
  mit: 'MIT',
  bsd: 'BSD-3-Clause',
  'apache-2.0': 'Apache-2.0',
};

/** The licence for an SPDX id or a licence folder name (any case), or undefined. */
export function licenceFor(idOrFolder: string): LibraryLicence | undefined {
  const key = idOrFolder.trim();
  const spdx =
    FOLDER_LICENCES[key.toLowerCase()] ??
    Object.keys(LICENCES).find((id) => id.toLowerCase() === key.toLowerCase());
  const licence = spdx ? LICENCES[spdx] : undefined;
  return licence ? { spdx: licence.spdx, url: licence.url } : undefined;
}

/** Why a licence cannot be used, in words for the person importing; undefined when it can. */
export function licenceProblem(idOrFolder: string): string | undefined {
  if (licenceFor(idOrFolder)) return undefined;
  if (/-SA\b|-SA-|sharealike/i.test(idOrFolder))
    return `${idOrFolder} is share-alike: it would bind the figures made with it`;
  if (/-NC\b|-NC-/i.test(idOrFolder)) return `${idOrFolder} forbids commercial use`;
  return `unknown licence ${idOrFolder}: use one of ${Object.keys(LICENCES).join(', ')}`;
}

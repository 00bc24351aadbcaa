import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
type IconifyJSON = Parameters<typeof getIconData>[0];
import type { Candidate } from '../candidate.ts';
import { licenceFor } from '../licences.ts';
import { slugify, titleFromName } from '../slug.ts';

const require = createRequire(import.meta.url);

/** An icon set from the npm registry, and which of its icons are scientific. */
export interface IconSetSource {
  /** The `@iconify-json/<prefix>` package, also the first half of item ids. */
  prefix: string;
  /** Icons to take: all, or those `pick` names (it returns the category to file them under). */
  pick?: (name: string, setCategory: string | undefined) => string | undefined;
  /** Left out: the same drawing again (aliases are always left out). */
  skip?: (name: string) => boolean;
}

interface SetInfo {
  name: string;
  author: { name: string; url?: string };
  license: { spdx: string; url?: string };
}

/** The package's files, read as JSON. */
function setFile<T>(prefix: string, file: string): T {
  return JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/${file}`), 'utf8')) as T;
}

/** The set's files, by their content: part of the library's cache key. */
export function iconSetInputs(prefix: string): string {
  return readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8');
}

export function iconSetCandidates(set: IconSetSource): Candidate[] {
  const icons = setFile<IconifyJSON>(set.prefix, 'icons.json');
  const info = setFile<SetInfo>(set.prefix, 'info.json');
  const metadata = setFile<{ categories?: Record<string, string[]> }>(set.prefix, 'metadata.json');
  const licence = licenceFor(info.license.spdx);
  if (!licence) throw new Error(`${set.prefix}: licence ${info.license.spdx} is not accepted`);
  const categoryOf = new Map<string, string>();
  for (const [category, names] of Object.entries(metadata.categories ?? {}))
    for (const name of names) if (!categoryOf.has(name)) categoryOf.set(name, category);
  const source = {
    name: info.name,
    url: info.author.url ?? `https://www.npmjs.com/package/@iconify-json/${set.prefix}`,
  };
  const candidates: Candidate[] = [];
  for (const name of Object.keys(icons.icons).sort()) {
    if (set.skip?.(name)) continue;
    const setCategory = categoryOf.get(name);
    const category = set.pick ? set.pick(name, setCategory) : (setCategory ?? info.name);
    if (!category) continue;
    const data = getIconData(icons, name);
    if (!data) continue;
    const rendered = iconToSVG(data);
    const svg = iconToHTML(rendered.body, { ...rendered.attributes, width: '', height: '' })
      .replace(/ (width|height)=""/g, '')
      // iconToHTML declares the namespace only for some icons; a second xmlns is not XML at all.
      .replace(/^<svg (?![^>]*\bxmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg" ');
    const title = titleFromName(name.replace(/-(outline|filled|solid)$/, ' ($1)'));
    candidates.push({
      id: `${set.prefix}/${slugify(name)}`,
      origin: `@iconify-json/${set.prefix}: ${name}`,
      title: title.replace(/\( /, '('),
      category,
      tags: [category.toLowerCase(), ...(name.endsWith('-outline') ? ['outline'] : [])],
      licence,
      author: info.author.url
        ? { name: info.author.name, url: info.author.url }
        : { name: info.author.name },
      source,
      input: { svg },
    });
  }
  return candidates;
}

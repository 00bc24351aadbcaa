// The page's tags in the first HTML (spec §2): link previews come from crawlers that run no
// script, so the server writes what the page would set, from the same table (page-tags.ts).
import { readFileSync } from 'node:fs';
import { escapeHtml } from '@figura/settings';
import { headTags, pageTagsFor } from '../src/navigation/page-tags.ts';

/** A reader of the portal's English strings (`pages.gallery.title`), as shipped in the build. */
export function portalStrings(file: string): (key: string) => string {
  let strings: unknown = {};
  try {
    strings = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A build without strings still serves pages; the tags then show their keys.
  }
  return (key) => {
    let value: unknown = strings;
    for (const part of key.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : null;
    return typeof value === 'string' ? value : key;
  };
}

/** `shell` (the SPA's index.html) with the <title> and head tags of the page at `url`. */
export function withPageTags(
  shell: string,
  url: string,
  portalUrl: string,
  t: (key: string) => string,
): string {
  const parsed = new URL(url, 'http://portal.invalid');
  const tags = pageTagsFor(parsed.pathname, parsed.search, portalUrl, t);
  const lines = [`<title>${escapeHtml(tags.title)}</title>`];
  for (const tag of headTags(tags, t('pages.siteName'))) {
    const [attribute, name] = tag.key;
    lines.push(
      `<${tag.element} ${attribute}="${escapeHtml(name)}" ${tag.valueAttribute}="${escapeHtml(tag.value)}" />`,
    );
  }
  const block = lines.join('\n    ');
  // The shell's own <title> is the place; without one, the end of the head.
  const title = /<title>[^<]*<\/title>/;
  if (title.test(shell)) return shell.replace(title, () => block);
  return shell.replace('</head>', () => `    ${block}\n  </head>`);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, pageTagsFor } from '../src/navigation/page-tags.ts';
import { portalStrings, withPageTags } from './page-head.ts';

const english = portalStrings(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/locales/en/portal.json'),
);
const PORTAL = 'https://figura.example.org';
const SHELL =
  '<html><head><meta charset="UTF-8" /><title>Figura</title></head><body></body></html>';

/** The value of the one tag `selector` names in `html` (fails when there are none or several). */
function only(html: string, pattern: RegExp): string {
  const found = [...html.matchAll(new RegExp(pattern, 'g'))];
  expect(found, String(pattern)).toHaveLength(1);
  return found[0]![1]!;
}

describe('page tags', () => {
  it('gives every route its own title and description, in English', () => {
    const titles = new Set<string>();
    for (const route of PAGE_ROUTES) {
      const path = route.pattern.replace(/:(\w+)\??/g, 'x1');
      const tags = pageTagsFor(path, '', PORTAL, english);
      expect(tags.title, route.pattern).not.toMatch(/^pages\./);
      expect(tags.description, route.pattern).not.toMatch(/^pages\./);
      titles.add(tags.title);
    }
    // Sign-in and its SAML return share one page's words; every other route has its own.
    expect(titles.size).toBe(PAGE_ROUTES.length - 1);
  });

  it('makes the canonical link from the public URL and the route, keeping only defining query', () => {
    const at = (url: string) => {
      const parsed = new URL(url, PORTAL);
      return pageTagsFor(parsed.pathname, parsed.search, `${PORTAL}/`, english).canonical;
    };
    expect(at('/gallery?utm_source=x&item=a%20b&coupon=c')).toBe(`${PORTAL}/gallery?item=a+b`);
    expect(at('/gallery?utm_source=x')).toBe(`${PORTAL}/gallery`);
    expect(at('/workspace/team-1?tab=members')).toBe(`${PORTAL}/workspace/team-1`);
    expect(at('/my-account/overview')).toBe(`${PORTAL}/my-account/overview/`);
    expect(at('/')).toBe(`${PORTAL}/my-creations`);
    expect(pageTagsFor('/no/such/page', '', PORTAL, english).title).toBe('Page not found · Figura');
  });

  it('writes the tags into the shell once, escaped, in place of its title', () => {
    const html = withPageTags(SHELL, '/gallery?item=%22%3E%3Cscript%3E', PORTAL, english);
    expect(only(html, /<title>([^<]*)<\/title>/)).toBe('Gallery · Figura');
    expect(only(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${PORTAL}/gallery?item=%22%3E%3Cscript%3E`,
    );
    expect(html).not.toContain('<script>');
    expect(only(html, /property="og:title" content="([^"]*)"/)).toBe('Gallery · Figura');
    expect(only(html, /property="og:type" content="([^"]*)"/)).toBe('website');
    expect(only(html, /property="og:image" content="([^"]*)"/)).toBe(`${PORTAL}/social-card.png`);
    expect(only(html, /name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(only(html, /name="description" content="([^"]*)"/)).toMatch(/illustrations/);
  });
});

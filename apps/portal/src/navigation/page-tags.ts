// The portal's page tags (spec §2): one table of routes, read by the page (usePageTags) and by
// the portal server, which writes the same tags into the first HTML for link previews. Kept free
// of React and of the DOM so both can import it.
import { generatePath, matchPath } from 'react-router';

export interface PageRoute {
  /** The route's pattern, as App.tsx declares it. */
  pattern: string;
  /** Its strings: `pages.<key>.title` and `pages.<key>.description` in the portal namespace. */
  key: string;
  /** Query parameters that define the page (a gallery item); every other one is left out. */
  query?: readonly string[];
  /** og:type: `website` unless the page is one piece of content. */
  type?: 'website' | 'article';
}

/** Every portal route and its tags. The first whose pattern matches wins. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '/my-creations', key: 'myCreations' },
  { pattern: '/editor/:creationId', key: 'editor', type: 'article' },
  { pattern: '/builder/:creationId?', key: 'builder' },
  { pattern: '/pricing', key: 'pricing' },
  { pattern: '/my-account/overview/', key: 'account' },
  { pattern: '/order-custom-work', key: 'orderCustomWork' },
  { pattern: '/workspace', key: 'workspaceIndex' },
  { pattern: '/workspace/invite/:token', key: 'invite' },
  { pattern: '/workspace/:teamId', key: 'workspace' },
  { pattern: '/admin/teams', key: 'adminTeams' },
  { pattern: '/teams-and-labs', key: 'teamsAndLabs' },
  { pattern: '/gallery', key: 'gallery', query: ['item'] },
  { pattern: '/admin/identity-providers', key: 'identityProviders' },
  { pattern: '/auth/logout', key: 'logout' },
  { pattern: '/auth/login-register', key: 'signIn' },
  { pattern: '/auth/saml/complete', key: 'signIn' },
  { pattern: '/auth/complete-profile', key: 'completeProfile' },
  { pattern: '/unsubscribe', key: 'unsubscribe' },
];

/** What "/" redirects to: its tags are that page's. */
const HOME = '/my-creations';
/** The preview image every page shares, served from the portal's public folder. */
export const SOCIAL_IMAGE_PATH = '/social-card.png';
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageTags {
  title: string;
  description: string;
  /** Absolute: the portal's public URL and the page's canonical path. */
  canonical: string;
  image: string;
  type: 'website' | 'article';
}

/** Looks a portal string up (`pages.gallery.title`): i18next's `t`, or the server's reader. */
export type PageText = (key: string) => string;

/** The tags of the page at `pathname` and `search`, for a portal served at `portalUrl`. */
export function pageTagsFor(
  pathname: string,
  search: string,
  portalUrl: string,
  t: PageText,
): PageTags {
  const base = portalUrl.replace(/\/+$/, '');
  const path = pathname === '/' ? HOME : pathname;
  for (const route of PAGE_ROUTES) {
    const match = matchPath({ path: route.pattern, end: true }, path);
    if (!match) continue;
    const params = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const name of route.query ?? []) {
      const value = params.get(name);
      if (value) kept.set(name, value);
    }
    const query = kept.size ? `?${kept.toString()}` : '';
    return {
      title: t(`pages.${route.key}.title`),
      description: t(`pages.${route.key}.description`),
      canonical: `${base}${canonicalPath(route.pattern, match.params)}${query}`,
      image: `${base}${SOCIAL_IMAGE_PATH}`,
      type: route.type ?? 'website',
    };
  }
  return {
    title: t('pages.notFound.title'),
    description: t('pages.notFound.description'),
    canonical: `${base}${path}`,
    image: `${base}${SOCIAL_IMAGE_PATH}`,
    type: 'website',
  };
}

/** The route's own spelling of the path (its trailing slash kept), parameters filled in. */
function canonicalPath(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.includes(':') ? generatePath(pattern, params) : pattern;
}

/** One tag in the head: which element, how it is found, and its value. */
export interface HeadTag {
  element: 'meta' | 'link';
  /** The attribute that names it (`name`, `property`, `rel`) and that name. */
  key: readonly [attribute: string, name: string];
  /** The attribute that holds its value. */
  valueAttribute: 'content' | 'href';
  value: string;
}

/** The head tags of a page, beside its <title>: description, canonical, Open Graph, Twitter. */
export function headTags(tags: PageTags, siteName: string): HeadTag[] {
  const meta = (attribute: string, name: string, value: string): HeadTag => ({
    element: 'meta',
    key: [attribute, name],
    valueAttribute: 'content',
    value,
  });
  return [
    meta('name', 'description', tags.description),
    { element: 'link', key: ['rel', 'canonical'], valueAttribute: 'href', value: tags.canonical },
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical),
    meta('property', 'og:type', tags.type),
    meta('property', 'og:image', tags.image),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE_SIZE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
  ];
}

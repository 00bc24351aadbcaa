import { BREADCRUMBS_COOKIE, type BreadcrumbsCookieJar } from '@figura/sdk-core/stores';

/**
 * The `breadcrumbs` cookie of this page's document. The store hands over a value already
 * percent-encoded, written as it is: encoding it again would double its size. A session cookie:
 * the trail is where this visit came from.
 */
export function documentBreadcrumbsJar(doc: Document): BreadcrumbsCookieJar {
  // Cookie attributes, not words for people.
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  // eslint-disable-next-line i18next/no-literal-string
  const attributes = () => `Path=/; SameSite=Lax${secure}`;
  return {
    read() {
      for (const pair of doc.cookie.split(';')) {
        const [name, ...value] = pair.split('=');
        if (name?.trim() === BREADCRUMBS_COOKIE) return value.join('=').trim();
      }
      return null;
    },
    write(value) {
      doc.cookie = `${BREADCRUMBS_COOKIE}=${value}; ${attributes()}`;
    },
    remove() {
      doc.cookie = `${BREADCRUMBS_COOKIE}=; Max-Age=0; ${attributes()}`;
    },
  };
}

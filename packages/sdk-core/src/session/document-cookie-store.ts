import type { CookieStore } from './cookies';

/** The parts of a Document the cookie store needs; a real `Document` fits. */
export interface CookieDocument {
  cookie: string;
  location?: { protocol: string } | null;
}

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * Cookies of the given document (pass the page's or the editor container's ownerDocument;
 * sdk-core never reaches for the global one).
 */
export function createDocumentCookieStore(doc: CookieDocument): CookieStore {
  const attributes = (domain: string | undefined, maxAgeSeconds: number) => {
    const parts = ['Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
    if (domain) parts.push(`Domain=${domain}`);
    if (doc.location?.protocol === 'https:') parts.push('Secure');
    return parts.join('; ');
  };

  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const separator = pair.indexOf('=');
        if (separator === -1) continue;
        if (pair.slice(0, separator).trim() !== name) continue;
        return decodeCookieValue(pair.slice(separator + 1).trim());
      }
      return undefined;
    },
    set(name, value, { maxAgeDays, domain }) {
      doc.cookie = `${name}=${encodeCookieValue(value)}; ${attributes(domain, Math.round(maxAgeDays * SECONDS_PER_DAY))}`;
    },
    remove(name, { domain } = {}) {
      doc.cookie = `${name}=; ${attributes(domain, 0)}`;
    },
  };
}

// Tokens and ids (and the `|` between them) are legal cookie characters and are written as
// they are, so servers reading the cookie see the same text; anything else is %-encoded.
function encodeCookieValue(value: string): string {
  return value.replace(/[^\x21\x23-\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/g, (char) =>
    encodeURIComponent(char),
  );
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function hasBackslashOrControl(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Where a `continue` parameter may send the browser: an absolute http(s) URL on an allowed
 * origin, or a path on this site. Anything else (other hosts, `//evil`, `javascript:`,
 * backslash tricks) is refused, so the sign-on site is never an open redirect.
 * Returns the safe target, or undefined when the value is missing or refused.
 */
export function safeContinueUrl(
  value: unknown,
  allowedOrigins: readonly string[],
  ownOrigin: string,
): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return undefined;
  // Browsers treat "\" like "/" and drop tabs/newlines, which turns "/\evil" into "//evil".
  if (hasBackslashOrControl(value)) return undefined;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return undefined;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === ownOrigin || allowedOrigins.includes(url.origin)) return url.href;
  return undefined;
}

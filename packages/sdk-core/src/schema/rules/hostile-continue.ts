// `continue` values that must never send a browser off the site (schema/rules/continue-url.ts), for
// the tests of every place that takes one: the API's SAML sign-in, the portal, the sign-on site.
// Each would leave the site, run script or smuggle a host past a naive check.

/** The site's own origin in the table's values (tests put theirs in its place). */
export const HOSTILE_CONTINUE_OWN = 'https://portal.figura.test';

export const HOSTILE_CONTINUE_VALUES: readonly string[] = [
  // Another host, with and without a scheme.
  'https://evil.example/',
  'http://evil.example',
  '//evil.example',
  '//evil.example/my-creations',
  '///evil.example',
  '////evil.example',
  'https:evil.example',
  'http:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  // Tabs, newlines and other controls, which browsers drop.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  ' //evil.example',
  '\u000c//evil.example',
  // Script and other schemes.
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/',
  'blob:https://evil.example/1',
  // User info that hides the host, and hosts that only start like ours.
  `${HOSTILE_CONTINUE_OWN}@evil.example/`,
  'https://portal.figura.test@evil.example/',
  'https://user:password@portal.figura.test/',
  'https://portal.figura.test.evil.example/',
  'https://portal.figura.testevil.example/',
  'https://evil.example#@portal.figura.test/',
  'https://evil.example?@portal.figura.test/',
  // Another scheme or port of our host, and look-alike hosts (IDN, full-width).
  'http://portal.figura.test/',
  'https://portal.figura.test:8443/',
  'https://pоrtal.figura.test/',
  'https://xn--prtal-5ve.figura.test/',
  '//evil。example',
  'https://evil．example/',
  // Percent-encoded hosts with no path before them.
  '%2F%2Fevil.example',
  'https:%2F%2Fevil.example',
  // Too long, or not text.
  `/${'a'.repeat(2048)}`,
  '',
];

import { cardPageCss } from '@figura/sdk-core/design';
import { escapeHtml } from '@figura/settings';
import { interFontHead } from '@figura/settings/fonts';

export { escapeHtml };

// The design system's one-card page, and what only this site's pages have.
const styles = `${cardPageCss('26rem')}
.brand { margin: 0 0 0.25rem; font-weight: 700; color: var(--figura-accent); letter-spacing: 0.02em; }
label { font-weight: 600; }
button[type="submit"]:disabled { cursor: progress; }
.link-button { justify-self: start; font-size: var(--figura-text-sm); }
.lead { margin: 0 0 1rem; color: var(--figura-muted); }
.aside { margin: -0.5rem 0 1rem; text-align: right; font-size: var(--figura-text-sm); }
.switch { margin: 1.25rem 0 0; text-align: center; }
.social { display: grid; gap: 0.5rem; margin-bottom: 0.75rem; }
.social-button { display: block; padding: 0.6rem; border: 1px solid var(--figura-border); border-radius: var(--figura-radius-control);
  text-align: center; color: var(--figura-fg); font-weight: 600; text-decoration: none; }
.divider { margin: 0 0 1rem; text-align: center; color: var(--figura-muted); font-size: var(--figura-text-sm); }
fieldset { border: 0; padding: 0; }
legend { padding: 0; }
.choice { display: flex; gap: 0.5rem; align-items: center; }
.choice label { font-weight: 400; }
`;

export function renderPage(options: { title: string; body: string; nonce: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
${interFontHead(options.nonce)}
<style nonce="${options.nonce}">${styles}</style>
</head>
<body>
<main>
<p class="brand">Figura</p>
${options.body}
</main>
</body>
</html>
`;
}

/**
 * Pages allow only their own nonce-tagged inline style and script, and cannot be framed. Forms
 * post to this site; `formTargets` are origins its redirect may then lead to (browsers apply
 * form-action to the redirect too).
 */
export function contentSecurityPolicy(nonce: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "font-src 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

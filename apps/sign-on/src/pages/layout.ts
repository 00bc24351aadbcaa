import { cssCustomProperties } from '@figura/sdk-core/design';
import { escapeHtml } from '@figura/settings';
import { interFontHead } from '@figura/settings/fonts';

export { escapeHtml };

const styles = `
:root { color-scheme: light;
${cssCustomProperties('--')}
  --text: var(--fg); }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--surface);
  font: 16px/1.5 var(--font); color: var(--text); }
main { width: min(26rem, calc(100vw - 2rem)); background: var(--bg); border-radius: var(--radius-card); padding: 2rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.1), 0 8px 24px rgb(0 0 0 / 0.06); }
.brand { margin: 0 0 0.25rem; font-weight: 700; color: var(--accent); letter-spacing: 0.02em; }
h1 { margin: 0 0 1.25rem; font-size: 1.5rem; line-height: 1.25; }
.field { display: grid; gap: 0.25rem; margin-bottom: 1rem; }
label { font-weight: 600; }
.hint { margin: 0; font-size: 0.875rem; color: var(--muted); }
input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid var(--muted); border-radius: var(--radius-control); }
button { font: inherit; cursor: pointer; }
button[type="submit"] { width: 100%; padding: 0.7rem; border: 0; border-radius: var(--radius-control); background: var(--accent);
  color: var(--accent-fg); font-weight: 600; }
button[type="submit"]:disabled { opacity: 0.6; cursor: progress; }
.link-button { border: 0; background: none; padding: 0; color: var(--accent); text-decoration: underline;
  justify-self: start; font-size: 0.875rem; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.error { color: var(--danger); font-weight: 600; margin-bottom: 1rem; }
.error:empty { margin: 0; }
.notice { margin: 0 0 1rem; padding: 0.6rem 0.75rem; border-left: 4px solid var(--accent); background: var(--surface);
  border-radius: var(--radius-control); }
.notice:empty { display: none; }
.lead { margin: 0 0 1rem; color: var(--muted); }
.aside { margin: -0.5rem 0 1rem; text-align: right; font-size: 0.875rem; }
.switch { margin: 1.25rem 0 0; text-align: center; }
.social { display: grid; gap: 0.5rem; margin-bottom: 0.75rem; }
.social-button { display: block; padding: 0.6rem; border: 1px solid var(--muted); border-radius: var(--radius-control);
  text-align: center; color: var(--text); font-weight: 600; text-decoration: none; }
.divider { margin: 0 0 1rem; text-align: center; color: var(--muted); font-size: 0.875rem; }
fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
legend { font-weight: 600; padding: 0; }
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

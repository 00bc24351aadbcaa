import { escapeHtml, renderPage } from './layout.ts';

export const LOGOUT_TITLE = 'Sign out of Figura';

/**
 * What GET /logout shows to someone signed in: one button that posts the form (a link or an
 * image on another site can no longer sign anybody out), and a way back without signing out.
 */
export function renderLogoutPage(options: {
  email: string;
  /** The already validated continue URL, posted with the form. */
  continueUrl: string | undefined;
  /** Where "Stay signed in" goes. */
  stayUrl: string;
  nonce: string;
}): string {
  const hidden = options.continueUrl
    ? `\n<input type="hidden" name="continue" value="${escapeHtml(options.continueUrl)}">`
    : '';
  const body = `<h1>${LOGOUT_TITLE}</h1>
<p>You are signed in as <strong>${escapeHtml(options.email)}</strong>.</p>
<form method="post" action="/logout">${hidden}
<button type="submit" class="button primary">Sign out</button>
</form>
<p class="switch"><a href="${escapeHtml(options.stayUrl)}">Stay signed in</a></p>`;
  return renderPage({ title: LOGOUT_TITLE, body, nonce: options.nonce });
}

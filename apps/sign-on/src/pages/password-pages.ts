// Forgot password's pages (routes/password-reset.ts): ask for the address, choose the new
// password from the mailed link, or be told the link is spent.
import { withContinue } from '../http/continue-link.ts';
import { field, form } from './auth-pages.ts';
import { formScript } from './form-script.ts';
import { escapeHtml, renderPage } from './layout.ts';

export const FORGOT_TITLE = 'Forgot your password?';
export const RESET_TITLE = 'Choose a new password';

interface Options {
  continueUrl: string | undefined;
  nonce: string;
}

const backToSignIn = (continueUrl: string | undefined) =>
  `<p class="switch"><a href="${escapeHtml(withContinue('/login', continueUrl))}">Back to sign in</a></p>`;

export function renderForgotPasswordPage({ continueUrl, nonce }: Options): string {
  const fields = [
    '<p class="lead">Enter the email you signed up with. We will send you a link to choose a new password.</p>',
    field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email' }),
  ].join('\n');
  const body = `<h1>${FORGOT_TITLE}</h1>
${form(withContinue('/api/password/forgot', continueUrl), fields, 'Send me a link', undefined)}
${backToSignIn(continueUrl)}
<script nonce="${nonce}">${formScript}</script>`;
  return renderPage({ title: FORGOT_TITLE, body, nonce });
}

export function renderResetPasswordPage({
  continueUrl,
  nonce,
  token,
}: Options & { token: string }): string {
  const fields = [
    field({
      id: 'password',
      label: 'New password',
      type: 'password',
      autocomplete: 'new-password',
      hint: 'At least 8 characters. You will be signed out everywhere else.',
      extra: ' minlength="8"',
    }),
    `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
  ].join('\n');
  const body = `<h1>${RESET_TITLE}</h1>
${form(withContinue('/api/password/reset', continueUrl), fields, 'Save the new password', undefined)}
${backToSignIn(continueUrl)}
<script nonce="${nonce}">${formScript}</script>`;
  return renderPage({ title: RESET_TITLE, body, nonce });
}

/** A used, expired or unknown link: say so, and offer a new one at once. */
export function renderResetLinkSpentPage({
  continueUrl,
  nonce,
  message,
}: Options & { message: string }): string {
  const fields = field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email' });
  const body = `<h1>${RESET_TITLE}</h1>
<p class="alert error" role="alert">${escapeHtml(message)}</p>
${form(withContinue('/api/password/forgot', continueUrl), fields, 'Send me a new link', undefined)}
${backToSignIn(continueUrl)}
<script nonce="${nonce}">${formScript}</script>`;
  return renderPage({ title: RESET_TITLE, body, nonce });
}

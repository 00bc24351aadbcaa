import {
  PARTNER_OPTIONS,
  type PartnerOption,
  type SocialProvider,
} from '@figura/sdk-core/contract';
import { withContinue } from '../http/continue-link.ts';
import { escapeHtml, renderPage } from './layout.ts';
import { formScript } from './form-script.ts';
import { socialButtons } from './social-pages.ts';

export interface PageOptions {
  /** The already validated continue URL, kept on the form and on the link to the other page. */
  continueUrl: string | undefined;
  nonce: string;
  /** A message from a form post that arrived without JavaScript. */
  error?: string | undefined;
  /** The configured social providers: a "Continue with …" button each. */
  socialProviders?: readonly SocialProvider[];
  /** What the Email field starts with (`?login_hint=`): an invitation's address, say. */
  emailHint?: string | undefined;
}

/** The Email field, holding `emailHint` when there is one. */
function emailField(emailHint: string | undefined): string {
  const value = emailHint ? ` value="${escapeHtml(emailHint)}"` : '';
  return field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', extra: value });
}

/** The link to the other page (sign in, register) keeps the continue URL and the address. */
function otherPage(path: string, continueUrl?: string, emailHint?: string): string {
  const link = withContinue(path, continueUrl);
  if (!emailHint) return link;
  return `${link}${link.includes('?') ? '&' : '?'}login_hint=${encodeURIComponent(emailHint)}`;
}

/** How the register page names each partner option (spec §2). */
const PARTNER_LABELS: Record<PartnerOption, string> = {
  student: 'Student',
  researcher: 'Researcher',
  prime: 'Prime',
};

/** The optional partner options; `selected` (from `?partner=`) is checked. */
function partnerField(selected: PartnerOption | undefined): string {
  const choices = PARTNER_OPTIONS.map(
    (option) =>
      `  <div class="choice"><input type="radio" id="partner-${option}" name="partner" value="${option}"${option === selected ? ' checked' : ''}><label for="partner-${option}">${PARTNER_LABELS[option]}</label></div>`,
  ).join('\n');
  return `<fieldset class="field">
  <legend>I am signing up as (optional)</legend>
${choices}
</fieldset>`;
}

export function field(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  hint?: string;
  extra?: string;
}): string {
  const hintId = `${options.id}-hint`;
  const described = options.hint ? ` aria-describedby="${hintId}"` : '';
  const hint = options.hint
    ? `\n  <p class="field-hint" id="${hintId}">${escapeHtml(options.hint)}</p>`
    : '';
  return `<div class="field">
  <label for="${options.id}">${escapeHtml(options.label)}</label>
  <input id="${options.id}" name="${options.id}" type="${options.type}" autocomplete="${options.autocomplete}" required${described}${options.extra ?? ''}>${hint}
</div>`;
}

export function form(
  endpoint: string,
  fields: string,
  submitLabel: string,
  error: string | undefined,
): string {
  // novalidate: the server's messages (announced in the alert box) are the single source of truth.
  return `<form id="signon-form" method="post" action="${escapeHtml(endpoint)}" data-endpoint="${escapeHtml(endpoint)}" novalidate>
<div id="form-error" class="alert error" role="alert" aria-live="assertive">${escapeHtml(error ?? '')}</div>
<div id="form-status" class="alert" role="status"></div>
${fields}
<button type="submit" class="button primary">${escapeHtml(submitLabel)}</button>
</form>`;
}

export const LOGIN_TITLE = 'Sign in to Figura';
export const REGISTER_TITLE = 'Create your Figura account';

/** What the sign-in page can say above its form, after a step elsewhere (`?notice=`). */
const LOGIN_NOTICES: Record<string, string> = {
  'password-changed': 'Your password is changed. Sign in with the new one.',
};

export function renderLoginPage({
  continueUrl,
  nonce,
  error,
  socialProviders = [],
  emailHint,
  notice,
}: PageOptions & { notice?: string | undefined }): string {
  const fields = [
    emailField(emailHint),
    field({
      id: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'current-password',
    }),
    `<p class="aside"><a href="${escapeHtml(withContinue('/forgot-password', continueUrl))}">Forgot password?</a></p>`,
  ].join('\n');
  const told = notice && Object.hasOwn(LOGIN_NOTICES, notice) ? LOGIN_NOTICES[notice] : undefined;
  const body = `<h1>${LOGIN_TITLE}</h1>
${told ? `<p class="alert" role="status">${escapeHtml(told)}</p>` : ''}
${socialButtons(socialProviders, continueUrl)}
${form(withContinue('/api/login', continueUrl), fields, 'Sign in', error)}
<p class="switch">New to Figura? <a href="${escapeHtml(otherPage('/register', continueUrl, emailHint))}">Create an account</a></p>
<script nonce="${nonce}">${formScript}</script>`;
  return renderPage({ title: LOGIN_TITLE, body, nonce });
}

export function renderRegisterPage({
  continueUrl,
  nonce,
  error,
  socialProviders = [],
  emailHint,
  partner,
}: PageOptions & { partner?: PartnerOption | undefined }): string {
  const captcha = `<div class="field">
  <label for="captcha">Security question: <span id="captcha-question">Loading the question…</span></label>
  <input id="captcha" name="captcha" type="text" inputmode="numeric" autocomplete="off" required aria-describedby="captcha-hint">
  <p class="field-hint" id="captcha-hint">Answer with a number. This keeps automated sign-ups out.</p>
  <input id="captcha-token" name="captcha_token" type="hidden">
  <button type="button" id="captcha-refresh" class="link-button">New question</button>
</div>`;
  const fields = [
    emailField(emailHint),
    field({ id: 'name', label: 'Full name', type: 'text', autocomplete: 'name' }),
    field({
      id: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'new-password',
      hint: 'At least 8 characters.',
      extra: ' minlength="8"',
    }),
    partnerField(partner),
    captcha,
  ].join('\n');
  const body = `<h1>${REGISTER_TITLE}</h1>
${socialButtons(socialProviders, continueUrl)}
${form(withContinue('/api/register', continueUrl), fields, 'Create account', error)}
<p class="switch">Already have an account? <a href="${escapeHtml(otherPage('/login', continueUrl, emailHint))}">Sign in</a></p>
<script nonce="${nonce}">${formScript}</script>`;
  return renderPage({ title: REGISTER_TITLE, body, nonce });
}

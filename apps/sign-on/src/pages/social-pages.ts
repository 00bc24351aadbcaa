import type { SocialProvider } from '@figura/sdk-core/contract';
import { withContinue } from '../http/continue-link.ts';
import { escapeHtml, renderPage } from './layout.ts';

/** How each provider is named on the pages (one entry per provider, checked by the type). */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** Where a social sign-in starts, keeping `continue`. */
export function socialRedirectPath(provider: SocialProvider, continueUrl: string | undefined) {
  return withContinue(`/social/${provider}/redirect`, continueUrl);
}

/** "Continue with Google" and the others, for the configured providers (nothing when none is). */
export function socialButtons(
  providers: readonly SocialProvider[],
  continueUrl: string | undefined,
): string {
  if (providers.length === 0) return '';
  const links = providers
    .map(
      (provider) =>
        `<a class="social-button" href="${escapeHtml(socialRedirectPath(provider, continueUrl))}">Continue with ${PROVIDER_NAMES[provider]}</a>`,
    )
    .join('\n');
  return `<div class="social" aria-label="Other ways to sign in" role="group">
${links}
</div>
<p class="divider">or with your email</p>`;
}

/**
 * What went wrong with a social sign-in, and the ways on: try the provider again (when there is
 * one to try) or sign in another way.
 */
export function renderSocialProblemPage(options: {
  nonce: string;
  title: string;
  message: string;
  provider?: SocialProvider | undefined;
  continueUrl?: string | undefined;
}): string {
  const { provider, continueUrl } = options;
  const login = withContinue('/login', continueUrl);
  const again = provider
    ? `<p><a class="social-button" href="${escapeHtml(socialRedirectPath(provider, continueUrl))}">Try again with ${PROVIDER_NAMES[provider]}</a></p>\n`
    : '';
  const body = `<h1>${escapeHtml(options.title)}</h1>
<p role="alert">${escapeHtml(options.message)}</p>
${again}<p class="switch"><a href="${escapeHtml(login)}">Sign in another way</a></p>`;
  return renderPage({ title: options.title, body, nonce: options.nonce });
}

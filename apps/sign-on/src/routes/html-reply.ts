import { randomBytes } from 'node:crypto';
import { htmlPageSchema } from '@figura/sdk-core/contract';
import type { FastifyReply } from 'fastify';
import { contentSecurityPolicy } from '../pages/layout.ts';

export interface PageOptions {
  /** Origins the page's form may end up on after this site's redirect (CSP form-action). */
  formTargets?: readonly string[];
  /**
   * `no-referrer` unless given. A page whose form posts to a call that checks Origin needs
   * `same-origin`: under `no-referrer` the browser sends `Origin: null` with a POST.
   */
  referrerPolicy?: 'no-referrer' | 'same-origin';
}

/** A route's reply that is one of the site's pages (for its schema and the API document). */
export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: htmlPageSchema } },
});

/** Sends a page rendered with a fresh CSP nonce for its inline style and script. */
export function sendPage(
  reply: FastifyReply,
  render: (nonce: string) => string,
  options: PageOptions = {},
) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, options.formTargets))
    .header('cache-control', 'no-store')
    .header('referrer-policy', options.referrerPolicy ?? 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(render(nonce));
}

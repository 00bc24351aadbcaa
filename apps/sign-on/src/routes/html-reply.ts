import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { contentSecurityPolicy } from '../pages/layout.ts';

/** Sends a page rendered with a fresh CSP nonce for its inline style and script. */
export function sendPage(reply: FastifyReply, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(render(nonce));
}

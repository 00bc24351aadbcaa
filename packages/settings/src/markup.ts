const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made safe inside server-rendered HTML (the sign-on and billing sites). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * The plain page the local identity providers (apps/saml-idp, apps/oidc-idp) answer with: `body`
 * is markup already made safe, the title is escaped here; `head` brings the look (their fonts
 * and the design system's card page).
 */
export function plainPage(title: string, body: string, head = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>${head}</head><body><main>${body}</main></body></html>`
  );
}

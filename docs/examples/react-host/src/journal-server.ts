// The journal's own server (docs/examples/journal-submission/server.mjs): it holds the partner
// key and asks the Figura API for an embed token for one manuscript.
export interface IssuedToken {
  token: string;
  expiresAt: string;
  profile: 'cell' | 'elsevier' | 'visual-abstract';
  apiBase: string;
}

export async function embedToken(submissionId: string, authorName: string): Promise<IssuedToken> {
  const reply = await fetch('/api/figura-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ submissionId, author: { name: authorName } }),
  });
  const body = (await reply.json()) as IssuedToken & { message?: string };
  if (!reply.ok) throw new Error(body.message ?? `The journal's server answered ${reply.status}`);
  return body;
}

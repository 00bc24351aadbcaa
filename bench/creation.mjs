// A bench account and a creation whose first slide holds a given document, through the real API.
import { registerAndGetToken } from '../scripts/accounts.mjs';

export async function benchAccount(urls) {
  return registerAndGetToken(
    urls.signOn,
    {
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`,
      name: 'Bench',
      password: 'bench-password-1',
    },
    'bench-captcha',
  );
}

export async function createCreation(urls, token, name = 'Bench') {
  const created = await fetch(`${urls.api}/user-creations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'abstract', name }),
  });
  if (!created.ok) throw new Error(`create: ${created.status} ${await created.text()}`);
  return created.json();
}

/** A creation whose first slide is `document` (PUT .../slide/:slideId/content). */
export async function createCreationWithSlide(urls, token, document, name) {
  const creation = await createCreation(urls, token, name);
  const slide = creation.slides[0];
  const saved = await fetch(`${urls.api}/user-creations/${creation.id}/slide/${slide.id}/content`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ revision: slide.revision, content: document }),
  });
  if (!saved.ok) throw new Error(`slide content: ${saved.status} ${await saved.text()}`);
  return creation;
}

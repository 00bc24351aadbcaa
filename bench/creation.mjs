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

/** Saves `document` into a slide from its `revision`; resolves the slide's new revision. */
export async function saveSlideContent(urls, token, creationId, slide, document) {
  const saved = await fetch(`${urls.api}/user-creations/${creationId}/slide/${slide.id}/content`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ revision: slide.revision, content: document }),
  });
  if (!saved.ok) throw new Error(`slide content: ${saved.status} ${await saved.text()}`);
  return (await saved.json()).revision;
}

/** A creation whose first slide is `document` (PUT .../slide/:slideId/content). */
export async function createCreationWithSlide(urls, token, document, name) {
  const creation = await createCreation(urls, token, name);
  await saveSlideContent(urls, token, creation.id, creation.slides[0], document);
  return creation;
}

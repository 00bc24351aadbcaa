/** Direct API calls for test set-up, with a bearer token (what the portal does for a user). */
export function apiClient(apiUrl: string, token: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok)
      throw Object.assign(new Error(`${method} ${path}: ${response.status} ${text}`), {
        status: response.status,
      });
    return text ? (JSON.parse(text) as T) : (undefined as T);
  }
  /** An image's bytes: from its data: URL, or the stored file it names (docs/files.md). */
  async function imageBytes(src: string): Promise<Buffer> {
    const file = /^figura-file:([0-9a-f]{64})$/.exec(src);
    if (!file) return Buffer.from(src.split(',')[1] ?? '', 'base64');
    const response = await fetch(`${apiUrl}/files/${file[1]}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /files/${file[1]}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  return {
    imageBytes,
    createCreation: (input: Record<string, unknown>) =>
      call<{ id: string; slides: { id: string; revision: number }[] }>(
        'POST',
        '/user-creations',
        input,
      ),
    getCreation: (id: string) =>
      call<{ id: string; slides: { id: string; position: number; revision: number }[] }>(
        'GET',
        `/user-creations/${id}`,
      ),
    getContent: (id: string, slideId: string) =>
      call<{
        revision: number;
        content: { elements: { id: string; type: string }[] } & Record<string, unknown>;
      }>('GET', `/user-creations/${id}/slide/${slideId}/content`),
    addSlide: (id: string) => call<{ id: string }>('POST', `/user-creations/${id}/slide`, {}),
    saveContent: (id: string, slideId: string, revision: number, content: unknown) =>
      call<{ revision: number }>('PUT', `/user-creations/${id}/slide/${slideId}/content`, {
        revision,
        content,
      }),
    share: (id: string, email: string, permission: 'editor' | 'commentor') =>
      call<{ id: string }>('POST', `/user-creations/${id}/share`, { email, permission }),
    /** Into the owner's team workspace. */
    moveToWorkspace: (id: string) =>
      call<{ id: string }>('POST', `/user-creations/${id}/convertCreationToNewWorkspace`),
  };
}

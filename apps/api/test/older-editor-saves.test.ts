// An editor embedded in a journal's page before an update keeps saving: the API migrates a
// document of an earlier schema version before checking it, and stores the current form.
import { CURRENT_SCHEMA_VERSION, svgColourParts } from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import type { CreationReply } from './helpers/documents.ts';

let api: ApiHarness;
let user: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
});

afterAll(async () => {
  await api?.close();
});

const HALVES =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
  '<g id="left"><rect width="5" height="10" fill="#00ff00"/></g>' +
  '<rect id="right" x="5" width="5" height="10" fill="#0000ff"/></svg>';

/** What a version-1 editor saves: an illustration recoloured by part id. */
const versionOne = {
  schemaVersion: 1,
  width: 400,
  height: 300,
  background: '#ffffff',
  elements: [
    {
      type: 'illustration',
      id: 'cell',
      assetId: 'test/halves',
      svg: HALVES,
      partColors: { left: '#ff0000' },
      left: 10,
      top: 10,
      width: 100,
      height: 100,
    },
  ],
};

async function newSlide() {
  const created = await user.request<CreationReply>('POST', '/user-creations', {
    type: 'abstract',
    name: 'Older editor',
  });
  return `/user-creations/${created.body.id}/slide/${created.body.slides[0]!.id}/content`;
}

describe('a save from an editor older than the API', () => {
  it('is migrated and stored at the current version, drawing as it did', async () => {
    const path = await newSlide();
    const saved = await user.request('PUT', path, { revision: 0, content: versionOne });
    expect(saved.status).toBe(200);
    const stored = await user.request('GET', path);
    expect(stored.body.content.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const [element] = stored.body.content.elements;
    expect(element).not.toHaveProperty('partColors');
    // The old part colour is baked into the drawing: the left half's shape is painted red (an
    // inline style, which wins over its own green fill attribute), the right half stays blue.
    expect(svgColourParts(element.svg)).toEqual(expect.arrayContaining(['#ff0000', '#0000ff']));
    expect(element.svg).toMatch(/<rect[^>]*style="[^"]*fill:#ff0000/);
  });

  it('refuses a document from a newer version than the API knows, saying why', async () => {
    const path = await newSlide();
    const reply = await user.request('PUT', path, {
      revision: 0,
      content: { ...versionOne, schemaVersion: CURRENT_SCHEMA_VERSION + 1 },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toMatch(/schemaVersion/);
  });
});

// The library's templates over HTTP: public lists with previews a CDN can cache, and "Use
// template" through the SDK's own client making a creation that holds the template.
import { createApiClient, createCreationFromTemplate } from '@figura/sdk-core/api';
import {
  LIBRARY_TEMPLATE_NOT_FOUND,
  creditsLine,
  libraryTemplateListSchema,
  libraryTemplateSchema,
  parseSlideDocument,
} from '@figura/sdk-core/schema';
import { JOURNAL_PROFILE_IDS } from '@figura/sdk-core/preflight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api?.close();
});

/** How many abstracts the library made for some journal (each journal asked in turn). */
async function countMadeForJournals(): Promise<number> {
  let count = 0;
  for (const journal of JOURNAL_PROFILE_IDS)
    count += (await api.request('GET', `/library/templates?journal=${journal}`)).body.total;
  return count;
}

describe('the library’s templates', () => {
  it('lists at least 24, of every kind, without a token and without their documents', async () => {
    const reply = await api.request('GET', '/library/templates');
    expect(reply.status).toBe(200);
    const list = libraryTemplateListSchema.parse(reply.body);
    expect(list.total).toBeGreaterThanOrEqual(24);
    expect(new Set(list.templates.map((template) => template.type))).toEqual(
      new Set(['abstract', 'slide', 'poster', 'infographic']),
    );
    expect(JSON.stringify(reply.body)).not.toContain('"document"');
    const posters = await api.request('GET', '/library/templates?type=poster');
    expect(posters.body.templates.length).toBeGreaterThan(0);
    expect(posters.body.templates.every((t: { type: string }) => t.type === 'poster')).toBe(true);
    expect((await api.request('GET', '/library/templates?type=banner')).status).toBe(400);
  });

  it('lists those made for one journal, in its shape, and those made for none', async () => {
    const cell = libraryTemplateListSchema.parse(
      (await api.request('GET', '/library/templates?journal=cell')).body,
    );
    expect(cell.total).toBeGreaterThanOrEqual(3);
    for (const template of cell.templates) {
      expect(template).toMatchObject({ journal: 'cell', type: 'abstract', width: 1200 });
      expect(template.height).toBe(1200);
    }
    const none = libraryTemplateListSchema.parse(
      (await api.request('GET', '/library/templates?journal=none&type=abstract')).body,
    );
    expect(none.total).toBeGreaterThan(0);
    expect(none.templates.every((template) => template.journal === undefined)).toBe(true);
    const every = (await api.request('GET', '/library/templates?type=abstract')).body;
    expect(every.total).toBe(none.total + (await countMadeForJournals()));
    expect((await api.request('GET', '/library/templates?journal=nature-ish')).status).toBe(400);
  });

  it('gives one whole: a valid document whose illustrations are credited', async () => {
    const list = await api.request('GET', '/library/templates?type=infographic');
    const reply = await api.request('GET', `/library/templates/${list.body.templates[0].id}`);
    expect(reply.status).toBe(200);
    const template = libraryTemplateSchema.parse(reply.body);
    const document = parseSlideDocument(template.document);
    expect([document.width, document.height]).toEqual([template.width, template.height]);
    const illustrations = document.elements.filter((element) => element.type === 'illustration');
    expect(illustrations.map((element) => element.assetId)).toEqual(
      template.items.map((item) => item.id),
    );
    // Every item that asks for credit is named (CC0 ones are optional, left out by default).
    for (const item of template.items.filter((item) => item.licence.spdx !== 'CC0-1.0'))
      expect(creditsLine(document.elements)).toContain(item.author.name);
    expect(reply.headers.get('cache-control')).toMatch(/^public/);
  });

  it('serves previews with an ETag, 304 when the client holds them', async () => {
    const list = await api.request('GET', '/library/templates');
    const path = `/library/templates/${list.body.templates[0].id}/preview`;
    const first = await api.request('GET', path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.bytes.subarray(1, 4).toString()).toBe('PNG');
    const again = await api.request('GET', path, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    const missing = await api.request('GET', '/library/templates/no-such-template');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(LIBRARY_TEMPLATE_NOT_FOUND);
    expect((await api.request('GET', '/library/templates/Not%20A%20Template')).status).toBe(400);
  });

  it('"Use template" makes a creation of its type and size that holds it', async () => {
    const user = await api.newUser();
    const client = createApiClient({ baseURL: api.baseUrl, getToken: () => user.token });
    const { templates } = await client.listLibraryTemplates({ type: 'poster' });
    const template = templates[0]!;
    const creation = await createCreationFromTemplate(client, template.id);
    expect(creation).toMatchObject({
      type: 'poster',
      name: template.title.replace(/ \(.*\)$/, ''),
      width: template.width,
      height: template.height,
    });
    const { document } = await client.getFirstSlide(creation.id);
    const stored = (await client.getLibraryTemplate(template.id)).document;
    expect(document).toEqual(parseSlideDocument(stored));
    expect((await client.listCreations()).data.map((c) => c.id)).toContain(creation.id);
  });
});

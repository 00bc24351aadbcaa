import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_FILE } from '../src/routes/api-reference.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api.close();
});

const committed = JSON.parse(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8'));

describe('the API reference', () => {
  it('serves docs/api/openapi.json at /openapi.json, with this deployment’s servers', async () => {
    const reply = await api.request('GET', '/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.body.openapi).toBe('3.1.0');
    expect(Object.keys(reply.body.paths)).toEqual(Object.keys(committed.paths));
    const creations = reply.body.paths['/user-creations'].get;
    expect(creations.servers).toEqual([
      { url: api.config.publicUrl, description: expect.any(String) },
    ]);
    const token = reply.body.paths['/oauth/token'].get;
    expect(token.servers).toEqual([
      { url: api.config.tokenIssuer, description: expect.any(String) },
    ]);
    // Everything else is the committed document.
    expect(reply.body.components).toEqual(committed.components);
    expect(creations.responses).toEqual(committed.paths['/user-creations'].get.responses);
  });

  it('serves a browsable reference at /docs from its own assets (no CDN)', async () => {
    const page = await api.request('GET', '/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = page.bytes.toString('utf8');
    expect(html).toContain('<div id="swagger-ui"></div>');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);

    const bundle = await api.request('GET', '/docs/static/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect(bundle.bytes.length).toBeGreaterThan(100_000);

    // The page loads the same document.
    const json = await api.request('GET', '/docs/json');
    const served = await api.request('GET', '/openapi.json');
    expect(json.body).toEqual(served.body);
  });
});

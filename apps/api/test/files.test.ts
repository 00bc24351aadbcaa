import { createHash } from 'node:crypto';
import { loadImage, createCanvas } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@figura/sdk-core/schema';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { imageElement, pngLikeBytes, solidPng, upload } from './helpers/files.ts';

let api: ApiHarness;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  api = await startApi();
  owner = await api.newUser();
  stranger = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function newSlide(user: TestUser): Promise<{ creation: CreationReply; slidePath: string }> {
  const reply = await user.request<CreationReply>('POST', '/user-creations', { name: 'Files' });
  expect(reply.status).toBe(201);
  const creation = reply.body;
  return { creation, slidePath: `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}` };
}

function documentWith(...elements: object[]) {
  const doc = sampleDocument(400, 300);
  return { ...doc, elements: [...doc.elements, ...elements] };
}

async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data];
}

describe('uploading files', () => {
  it('stores a file under the SHA-256 of its bytes, once however often it is sent', async () => {
    const png = solidPng('#00ff00');
    const first = await upload(api, owner, png, 'image/png');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: sha256(png),
      mediaType: 'image/png',
      size: png.byteLength,
      removed: [],
    });
    // Someone else sending the same bytes gets the same file (stored once), and may read it.
    const again = await upload(api, stranger, png, 'image/png');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.createdAt).toBe(first.body.createdAt);
    const read = await api.request('GET', `/files/${first.body.id}`, { token: stranger.token });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(read.bytes, png)).toBe(0);
  });

  it('cleans an SVG with the sanitiser before storing it, and says what it removed', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="10" height="10" fill="#00f"/></svg>';
    const reply = await upload(api, owner, svg, 'image/svg+xml');
    expect(reply.status).toBe(201);
    expect(reply.body.removed.join(' ')).toMatch(/script/);
    expect(reply.body.removed.join(' ')).toMatch(/onload/);
    const read = await api.request('GET', `/files/${reply.body.id}`, { token: owner.token });
    const stored = read.bytes.toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload/);
    // The id names the clean bytes, as stored.
    expect(reply.body.id).toBe(sha256(read.bytes));
    expect(read.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses other types (415), bytes that are not their type (415), empty files and files over the limit (413)', async () => {
    const bmp = await upload(api, owner, 'BM....', 'image/bmp');
    expect(bmp.status).toBe(415);
    expect(bmp.body.message).toMatch(/image\/png/);
    const fake = await upload(api, owner, 'not a png at all', 'image/png');
    expect(fake.status).toBe(415);
    const empty = await upload(api, owner, new Uint8Array(), 'image/png');
    expect(empty.status).toBe(400);
    const large = await upload(api, owner, pngLikeBytes(MAX_FILE_BYTES + 1), 'image/png');
    expect(large.status).toBe(413);
    expect(large.body.message).toMatch(/at most 5\.2 MB/);
    const anonymous = await api.request('POST', '/files', {
      rawBody: solidPng('#123456'),
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('access to a file follows access to a creation that uses it', () => {
  it('lets readers of the creation read it and answers 404 to a stranger', async () => {
    const png = solidPng('#ff00ff', 21, 11);
    const { id } = (await upload(api, owner, png, 'image/png')).body;
    // Before any creation uses it, only its uploader reads it.
    expect((await api.request('GET', `/files/${id}`, { token: stranger.token })).status).toBe(404);
    const { slidePath } = await newSlide(owner);
    const saved = await owner.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: documentWith(imageElement(`figura-file:${id}`)),
    });
    expect(saved.status).toBe(200);
    const loaded = await owner.request('GET', `${slidePath}/content`);
    expect(loaded.body.content.elements[2].src).toBe(`figura-file:${id}`);
    // A stranger neither reads the file nor the creation; a missing file answers the same.
    expect((await api.request('GET', `/files/${id}`, { token: stranger.token })).status).toBe(404);
    const missing = await api.request('GET', `/files/${'0'.repeat(64)}`, { token: owner.token });
    expect(missing.status).toBe(404);
    expect((await api.request('GET', `/files/${id}`)).status).toBe(401);
    expect((await api.request('GET', '/files/not-an-id', { token: owner.token })).status).toBe(400);
  });

  it('refuses a save naming a file the user never uploaded nor can see (a creation cannot claim files)', async () => {
    const png = solidPng('#0000ff', 23, 7);
    const { id } = (await upload(api, owner, png, 'image/png')).body;
    const { slidePath } = await newSlide(stranger);
    const refused = await stranger.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: documentWith(imageElement(`figura-file:${id}`)),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fileIds).toEqual([id]);
    expect((await api.request('GET', `/files/${id}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('a copied slide', () => {
  it('is the copier’s, images included: unsharing the source later takes back what was not copied', async () => {
    const png = solidPng('#00aa44', 19, 13);
    const { id } = (await upload(api, owner, png, 'image/png')).body;
    const { creation, slidePath } = await newSlide(owner);
    await owner.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: documentWith(imageElement(`figura-file:${id}`)),
    });
    const [copier, looker] = [await api.newUser(), await api.newUser()];
    const shares: string[] = [];
    for (const person of [copier, looker]) {
      await person.request('GET', '/user-creations');
      const shared = await owner.request('POST', `/user-creations/${creation.id}/share`, {
        email: person.email,
        permission: 'commentor',
      });
      expect(shared.status).toBe(201);
      shares.push(shared.body.id);
    }
    // The commentor copies the slide into a creation of their own.
    const own = await newSlide(copier);
    const copied = await copier.request('POST', `${slidePath}/copy`, {
      targetCreationId: own.creation.id,
    });
    expect(copied.status).toBe(201);
    for (const share of shares)
      await owner.request('DELETE', `/user-creations/${creation.id}/share/${share}`);

    // The copy and its image stay the copier's (as a download would); the one who only looked
    // reads neither the creation nor the file any more.
    expect((await copier.request('GET', `/files/${id}`)).status).toBe(200);
    expect((await looker.request('GET', `/files/${id}`)).status).toBe(404);
    expect((await looker.request('GET', `/user-creations/${creation.id}`)).status).toBe(404);
    // Nor can the copier copy anything more from the source.
    const again = await copier.request('POST', `${slidePath}/copy`, {
      targetCreationId: own.creation.id,
    });
    expect(again.status).toBe(404);
  });
});

describe('documents no longer carry the bytes', () => {
  it('a 5 MB upload grows the slide document by its reference, not by 5 MB', async () => {
    const photo = pngLikeBytes(5_000_000, 7);
    const stored = await upload(api, owner, photo, 'image/png');
    expect(stored.status).toBe(201);
    const { slidePath } = await newSlide(owner);
    await owner.request('PUT', `${slidePath}/content`, { revision: 0, content: documentWith() });
    const before = (await owner.request('GET', `${slidePath}/content`)).bytes.byteLength;
    const saved = await owner.request('PUT', `${slidePath}/content`, {
      revision: 1,
      content: documentWith(imageElement(`figura-file:${stored.body.id}`)),
    });
    expect(saved.status).toBe(200);
    const after = (await owner.request('GET', `${slidePath}/content`)).bytes.byteLength;
    // The element with its reference: a few hundred bytes (the photo inline would be ~6.7 MB).
    expect(after - before).toBeGreaterThan(0);
    expect(after - before).toBeLessThan(2_000);
  });

  it('exports draw the stored file: the PNG shows it and the SVG embeds its bytes', async () => {
    const png = solidPng('#ff0000');
    const { id } = (await upload(api, owner, png, 'image/png')).body;
    const { slidePath } = await newSlide(owner);
    await owner.request('PUT', `${slidePath}/content`, {
      revision: 0,
      content: { ...sampleDocument(400, 300), elements: [imageElement(`figura-file:${id}`)] },
    });
    const drawn = await owner.request('POST', `${slidePath}/download`, {});
    expect(drawn.status).toBe(200);
    // The image fills 10..210 × 10..110 in red.
    expect(await pixelAt(drawn.bytes, 100, 60)).toEqual([255, 0, 0, 255]);
    expect(await pixelAt(drawn.bytes, 300, 200)).toEqual([255, 255, 255, 255]);
    const svg = await owner.request('POST', `${slidePath}/download-svg`, {});
    expect(svg.status).toBe(200);
    expect(svg.bytes.toString('utf8')).toContain(png.toString('base64'));
    expect(svg.bytes.toString('utf8')).not.toContain('figura-file:');
  });
});

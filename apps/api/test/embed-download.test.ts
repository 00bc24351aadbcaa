// Downloads for a journal's builder: the embed token downloads its submission's slides, and a
// download that names the journal's profile is checked by preflight first: a file that would
// not meet it is refused with the problems, before anything is drawn.
import { tiffTags } from '@figura/export/file-tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { embedUser, testPartner } from './helpers/embed.ts';

const journal = testPartner(16, { profile: 'cell' });
let api: ApiHarness;
let author: TestUser;

beforeAll(async () => {
  api = await startApi({ partners: [journal.partner] });
  author = await embedUser(api, journal);
});

afterAll(async () => {
  await api.close();
});

/**
 * A creation of the author's whose one slide is `size` px square, and the slide's path. Its text
 * is `textPx` high: 60 px is 14.4 pt when Cell prints 1200 px as 4 in.
 */
async function squareSlide(size: number, textPx = (60 * size) / 1200) {
  const created = await author.request<CreationReply>('POST', '/user-creations', {
    type: 'custom',
    width: size,
    height: size,
  });
  const creationPath = `/user-creations/${created.body.id}`;
  const slidePath = `${creationPath}/slide/${created.body.slides[0]!.id}`;
  const saved = await author.request('PUT', `${slidePath}/content`, {
    revision: 0,
    content: withTextSize(sampleDocument(size, size), textPx),
  });
  expect(saved.status).toBe(200);
  return { creationPath, slidePath };
}

/** Cell's TIFF: the slide at its own pixels, 300 dpi. */
const cellTiff = (size: number) => ({
  format: 'tiff',
  dpi: 300,
  width: size,
  unit: 'px',
  profile: 'cell',
});

const withTextSize = (document: ReturnType<typeof sampleDocument>, fontSize: number) => ({
  ...document,
  elements: document.elements.map((element) =>
    element.type === 'textbox' ? { ...element, height: fontSize * 1.4, fontSize } : element,
  ),
});

describe('a download that names the Cell profile', () => {
  it('hands over a 1200 × 1200 px slide as a 1200 px TIFF at 300 dpi', async () => {
    const { slidePath } = await squareSlide(1200);
    const reply = await author.request('POST', `${slidePath}/download`, cellTiff(1200));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/tiff');
    const tags = tiffTags(reply.bytes);
    expect([tags.width, tags.height]).toEqual([1200, 1200]);
    // Resolution unit 2 is the inch.
    expect([tags.xResolution, tags.resolutionUnit]).toEqual([300, 2]);
  });

  it('refuses a 600 × 600 px one with the problems, and queues nothing', async () => {
    const { slidePath } = await squareSlide(600);
    // Asked for as a job: refused all the same, so no job was made.
    const reply = await author.request('POST', `${slidePath}/download?async=1`, cellTiff(600));
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(
      'Slide 1 exports at 600 × 600 px (300 dpi); Cell asks for at least 1200 × 1200 px. Export it larger.',
    );
    expect(reply.body.problems).toEqual([
      expect.objectContaining({ check: 'pixel-size', severity: 'error', slideIndex: 0 }),
    ]);
  });

  it('refuses a slide whose text is too small at print size, naming the text', async () => {
    // 20.8 px on a 1200 px slide is 5 pt when Cell prints it 4 in wide.
    const { slidePath } = await squareSlide(1200, 20.8);
    const reply = await author.request('POST', `${slidePath}/download`, cellTiff(1200));
    expect(reply.status).toBe(422);
    expect(reply.body.problems).toEqual([
      expect.objectContaining({ check: 'font-size', severity: 'error', elementId: 'text-1' }),
    ]);
    expect(reply.body.message).toContain(
      '“Hello” is 5 pt at print size; Cell asks for at least 12 pt',
    );
  });

  it('writes a TIFF without an alpha channel for a journal that refuses transparency (PLOS)', async () => {
    const { slidePath } = await squareSlide(1200);
    const asked = { format: 'tiff', dpi: 300, width: 2250, unit: 'px' };
    const plos = await author.request('POST', `${slidePath}/download`, {
      ...asked,
      profile: 'plos',
    });
    expect(plos.status).toBe(200);
    expect(tiffTags(plos.bytes)).toMatchObject({
      width: 2250,
      samplesPerPixel: 3,
      extraSamples: [],
    });
    // For no journal, an alpha channel only where the background is transparent.
    const plain = await author.request('POST', `${slidePath}/download`, asked);
    expect(tiffTags(plain.bytes).samplesPerPixel).toBe(3);
    const seeThrough = await author.request('POST', `${slidePath}/download`, {
      ...asked,
      background: 'transparent',
    });
    expect(tiffTags(seeThrough.bytes).samplesPerPixel).toBe(4);
    // PLOS asked for a transparent background: refused with preflight's reason, as a transparent
    // slide is (the person chooses a colour, or exports anyway without the profile).
    const plosSeeThrough = await author.request('POST', `${slidePath}/download`, {
      ...asked,
      background: 'transparent',
      profile: 'plos',
    });
    expect(plosSeeThrough.status).toBe(422);
    expect(plosSeeThrough.body.problems).toEqual([
      expect.objectContaining({ check: 'transparency', severity: 'error' }),
    ]);
  });

  it('names the format and the DPI when they are not the profile’s', async () => {
    const { slidePath } = await squareSlide(1200);
    const reply = await author.request('POST', `${slidePath}/download`, {
      format: 'png',
      width: 1200,
      unit: 'px',
      profile: 'cell',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.problems.map((problem: { check: string }) => problem.check)).toEqual([
      'dpi',
      'format',
    ]);
  });

  it('checks every slide of a whole-creation download', async () => {
    const { creationPath } = await squareSlide(600);
    const reply = await author.request('POST', `${creationPath}/download`, {
      format: 'pdf',
      dpi: 300,
      width: 600,
      unit: 'px',
      profile: 'cell',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.problems).toHaveLength(1);
  });

  it('is a choice: without a profile the same small file is made', async () => {
    const { slidePath } = await squareSlide(600);
    const { profile: _profile, ...plain } = cellTiff(600);
    const reply = await author.request('POST', `${slidePath}/download`, plain);
    expect(reply.status).toBe(200);
    expect(tiffTags(reply.bytes).width).toBe(600);
  });

  it('refuses a profile that is not a journal’s', async () => {
    const { slidePath } = await squareSlide(1200);
    for (const profile of ['custom', 'nature-of-things']) {
      const reply = await author.request('POST', `${slidePath}/download`, {
        ...cellTiff(1200),
        profile,
      });
      expect(reply.status, profile).toBe(400);
    }
  });
});

// The three downloads of spec §7 and their jobs: each answers its owner and nobody else, a job's
// progress reaches done, a failed one says why and runs again when asked, and a drawing process
// that dies mid-job does not lose it.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo } from '@figura/export/poppler';
import { EXPORT_NOT_FOUND } from '@figura/sdk-core/schema';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith, startJob } from './helpers/exports.ts';
import { manyPathsSvg, manyTextsSvg, svgSlide } from './helpers/heavy-slides.ts';

let api: ApiHarness;
let owner: TestUser;
let stranger: TestUser;
let creationPath: string;
let slidePaths: string[];

interface ExportStatus {
  jobId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  message?: string;
}

/** The width in a PNG's header. */
const pngWidth = (bytes: Uint8Array) => Buffer.from(bytes).readUInt32BE(16);

/** Polls the job until `done(status)`, recording every status seen. */
async function pollUntil(
  user: TestUser,
  jobId: string,
  done: (status: ExportStatus) => boolean,
  seen: ExportStatus[] = [],
): Promise<ExportStatus> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const reply = await user.request<ExportStatus>('GET', `/exports/${jobId}`);
    expect(reply.status).toBe(200);
    seen.push(reply.body);
    if (done(reply.body)) return reply.body;
    if (Date.now() > deadline) throw new Error(`Job still ${reply.body.status} after 25 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settled = (status: ExportStatus) => status.status === 'done' || status.status === 'failed';

beforeAll(async () => {
  api = await startApi();
  owner = await api.newUser();
  stranger = await api.newUser();
  const made = await creationWith(owner, [sampleDocument(400, 300), sampleDocument(400, 300)]);
  creationPath = made.path;
  slidePaths = made.slidePaths;
});

afterAll(async () => {
  await api.close();
});

describe('the three downloads', () => {
  it('a slide: the owner gets the file at the dpi asked for; a stranger 404; a bad body 400', async () => {
    const reply = await owner.request('POST', `${slidePaths[0]}/download`, {
      format: 'png',
      dpi: 144,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    // 400 px at the slide's own 72 dpi (its cm are the print's) is 800 px at 144 dpi.
    expect(pngWidth(reply.bytes)).toBe(800);

    const sized = await owner.request('POST', `${slidePaths[0]}/download`, {
      dpi: 300,
      width: 2,
      unit: 'in',
    });
    expect(pngWidth(sized.bytes)).toBe(600);

    const foreign = await stranger.request('POST', `${slidePaths[0]}/download`, {});
    expect(foreign.status).toBe(404);
    const bad = await owner.request('POST', `${slidePaths[0]}/download`, { dpi: 1200 });
    expect(bad.status).toBe(400);
    expect(bad.body.message[0]).toMatch(/^dpi: /);
    const both = await owner.request('POST', `${slidePaths[0]}/download`, { scale: 2, dpi: 300 });
    expect(both.status).toBe(400);
  });

  it('the whole creation: a ZIP of one image per slide for the owner; 404 and 400 otherwise', async () => {
    const reply = await owner.request('POST', `${creationPath}/download`, {
      format: 'zip',
      imageFormat: 'png',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toContain('.zip');
    const files = unzipSync(reply.bytes);
    expect(Object.keys(files).sort()).toEqual(['slide-1.png', 'slide-2.png']);
    expect(pngWidth(files['slide-2.png']!)).toBe(400);

    expect(
      (await stranger.request('POST', `${creationPath}/download`, { format: 'zip' })).status,
    ).toBe(404);
    const bad = await owner.request('POST', `${creationPath}/download`, { format: 'gif' });
    expect(bad.status).toBe(400);
    expect(bad.body.message[0]).toMatch(/^format: /);
  });

  it('a submission package for a journal: refused while a required check fails, made anyway with a report saying so', async () => {
    const square = (fontSize: number) => {
      const document = sampleDocument(1200, 1200);
      return {
        ...document,
        elements: document.elements.map((element) =>
          element.type === 'textbox' ? { ...element, width: 600, height: 80, fontSize } : element,
        ),
      };
    };
    // Cell asks for text of 12 pt at 4 inches: 50 px on the 1200 px square.
    const small = await creationWith(owner, [square(30)]);
    const noJournal = await owner.request('POST', `${small.path}/download`, { format: 'package' });
    expect(noJournal.status).toBe(400);
    expect(noJournal.body.message.join(' ')).toMatch(/name its profile/);
    const refused = await owner.request('POST', `${small.path}/download`, {
      format: 'package',
      profile: 'cell',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.problems.map((problem: { check: string }) => problem.check)).toContain(
      'font-size',
    );

    const anyway = await owner.request('POST', `${small.path}/download`, {
      format: 'package',
      profile: 'cell',
      anyway: true,
    });
    expect(anyway.status).toBe(200);
    expect(anyway.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(anyway.bytes);
    const names = Object.keys(files);
    // Cell's files (TIFF, PDF, JPG) and what travels with them.
    expect(names.filter((name) => /\.(tiff|pdf|jpg)$/.test(name))).toHaveLength(3);
    expect(names).toEqual(
      expect.arrayContaining([
        'credits.txt',
        'alt-text.txt',
        'preflight.json',
        'preflight.txt',
        'figure.json',
      ]),
    );
    const report = JSON.parse(new TextDecoder().decode(files['preflight.json']));
    expect(report).toMatchObject({ profile: { id: 'cell' }, meetsProfile: false });
    expect(new TextDecoder().decode(files['preflight.txt'])).toContain('DOES NOT MEET THE PROFILE');

    const large = await creationWith(owner, [square(60)]);
    const passing = await owner.request('POST', `${large.path}/download`, {
      format: 'package',
      profile: 'cell',
    });
    expect(passing.status).toBe(200);
    const passed = unzipSync(passing.bytes);
    expect(JSON.parse(new TextDecoder().decode(passed['preflight.json']))).toMatchObject({
      meetsProfile: true,
    });
    expect(JSON.parse(new TextDecoder().decode(passed['figure.json']))).toMatchObject({
      width: 1200,
      height: 1200,
    });
    // A stranger gets nothing.
    expect(
      (
        await stranger.request('POST', `${large.path}/download`, {
          format: 'package',
          profile: 'cell',
        })
      ).status,
    ).toBe(404);
  });

  it('a slide as SVG: drawn, and refused for a stranger and a bad body', async () => {
    const reply = await owner.request('POST', `${slidePaths[0]}/download-svg`, { text: 'embed' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('image/svg+xml');
    expect(reply.bytes.toString('utf8')).toMatch(/^<svg /);
    expect((await stranger.request('POST', `${slidePaths[0]}/download-svg`, {})).status).toBe(404);
    expect(
      (await owner.request('POST', `${slidePaths[0]}/download-svg`, { text: 'bold' })).status,
    ).toBe(400);
  });

  it('a PDF of the whole creation has a page per slide; options it cannot use are a 422', async () => {
    const reply = await owner.request('POST', `${creationPath}/download`, { format: 'pdf' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/pdf');
    const pdf = reply.bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page[^s]/g)?.length).toBe(slidePaths.length);
    // Titled with the creation's name as it is when drawn.
    expect((await owner.request('PUT', creationPath, { name: 'Calcium uptake' })).status).toBe(200);
    const renamed = await owner.request('POST', `${creationPath}/download`, { format: 'pdf' });
    expect(pdfInfo(renamed.bytes).Title).toBe('Calcium uptake');
    // Signed by its owner.
    expect(pdfInfo(renamed.bytes).Author).toBe(owner.name);
    const jpg = await owner.request('POST', `${slidePaths[0]}/download`, {
      format: 'jpg',
      background: 'transparent',
    });
    expect(jpg.status).toBe(422);
    expect(jpg.body.message).toMatch(/JPG has no transparency/);
  });

  it('a poster sized for A0 downloads on A0 paper when no width is asked', async () => {
    const poster = await creationWith(owner, [sampleDocument(1768, 2500)]);
    const pdf = await owner.request('POST', `${poster.slidePaths[0]}/download`, { format: 'pdf' });
    expect(pdfInfo(pdf.bytes)['Page size']).toMatch(/\(A0\)/);
    // A PNG at the canvas's 72 dpi on that paper: 84.1 cm are 2384 px.
    const png = await owner.request('POST', `${poster.slidePaths[0]}/download`, { dpi: 72 });
    expect(pngWidth(png.bytes)).toBe(2384);
  });

  it('a print PDF (PDF/X-4) and a PowerPoint of the whole creation, and an EPS of one slide, named as files', async () => {
    const print = await owner.request('POST', `${creationPath}/download`, {
      format: 'pdfx',
      bleed: 5,
    });
    expect(print.status).toBe(200);
    expect(print.headers.get('content-type')).toContain('application/pdf');
    expect(print.headers.get('content-disposition')).toMatch(/\.pdf"/);
    // Named apart from the PDF of the same creation: "Calcium uptake (print).pdf".
    expect(print.headers.get('content-disposition')).toContain(
      "UTF-8''Calcium%20uptake%20%28print%29.pdf",
    );
    const info = pdfInfo(print.bytes, ['-box']);
    expect([info['PDF subtype'], info.Pages]).toEqual(['PDF/X-4', String(slidePaths.length)]);
    // 5 mm of bleed around the trim.
    expect(Number(info.TrimBox?.trim().split(/\s+/)[0])).toBeCloseTo((5 / 25.4) * 72, 1);

    const eps = await owner.request('POST', `${slidePaths[0]}/download`, {
      format: 'eps',
      colour: 'cmyk',
    });
    expect(eps.status).toBe(200);
    expect(eps.headers.get('content-type')).toContain('application/postscript');
    expect(eps.headers.get('content-disposition')).toMatch(/\.eps"/);
    // 400 x 300 px at 72 px/in: 400 x 300 pt.
    expect(eps.bytes.toString('latin1')).toMatch(/^%%HiResBoundingBox: 0 0 400 300$/m);

    const pptx = await owner.request('POST', `${creationPath}/download`, { format: 'pptx' });
    expect(pptx.status).toBe(200);
    expect(pptx.headers.get('content-type')).toContain('presentationml.presentation');
    expect(pptx.headers.get('content-disposition')).toMatch(/\.pptx"/);
    const slides = Object.keys(unzipSync(new Uint8Array(pptx.bytes))).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    expect(slides).toHaveLength(slidePaths.length);
    const core = strFromU8(unzipSync(new Uint8Array(pptx.bytes))['docProps/core.xml']!);
    expect(core).toContain(`<dc:creator>${owner.name}</dc:creator>`);

    const bleedOnPdf = await owner.request('POST', `${slidePaths[0]}/download`, {
      format: 'pdf',
      bleed: 3,
    });
    expect(bleedOnPdf.status).toBe(422);
    expect(bleedOnPdf.body.message).toMatch(/A bleed is for a print PDF/);
  });
});

describe('export jobs', () => {
  it('a multi-slide job moves through its slides to done, and only its owner sees it', async () => {
    const made = await creationWith(
      owner,
      [1, 2, 3, 4].map(() => sampleDocument(400, 300)),
    );
    const reply = await api.request('POST', `${made.path}/download`, {
      token: owner.token,
      body: { format: 'zip' },
      headers: { prefer: 'respond-async' },
    });
    expect(reply.status).toBe(202);
    const jobId = reply.body.jobId as string;
    const seen: ExportStatus[] = [];
    const last = await pollUntil(owner, jobId, settled, seen);
    expect(last).toMatchObject({ status: 'done', progress: 1 });
    const progress = seen.map((status) => status.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    for (const status of seen.filter((s) => s.status === 'running'))
      expect([0, 0.25, 0.5, 0.75]).toContain(status.progress);

    const file = await owner.request('GET', `/exports/${jobId}/file`);
    expect(file.status).toBe(200);
    expect(Object.keys(unzipSync(file.bytes))).toHaveLength(4);

    for (const [method, path] of [
      ['GET', `/exports/${jobId}`],
      ['GET', `/exports/${jobId}/file`],
      ['POST', `/exports/${jobId}/retry`],
    ] as const) {
      const foreign = await stranger.request(method, path);
      expect(foreign.status, path).toBe(404);
      expect(foreign.body.message).toBe(EXPORT_NOT_FOUND);
    }
    expect((await owner.request('GET', '/exports/not-a-uuid')).status).toBe(400);
  });

  it('a failed job says why, and runs again once the slide is fixed', async () => {
    const made = await creationWith(owner, [svgSlide([manyPathsSvg(24_000)])]);
    const jobId = await startJob(owner, `${made.slidePaths[0]}/download`, { format: 'png' });
    const failed = await pollUntil(owner, jobId, settled);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^This slide has 24,000 SVG paths; exports allow at most/);
    const file = await owner.request('GET', `/exports/${jobId}/file`);
    expect(file.status).toBe(422);
    expect(file.body.message).toBe(failed.message);

    const fixed = await owner.request('PUT', `${made.slidePaths[0]}/content`, {
      revision: 1,
      content: sampleDocument(400, 300),
    });
    expect(fixed.status).toBe(200);
    const retried = await owner.request('POST', `/exports/${jobId}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual({ jobId, status: 'queued' });
    const done = await pollUntil(owner, jobId, settled);
    expect(done.status).toBe('done');
    expect(done.message).toBeUndefined();
    // Only a failed job can be tried again.
    expect((await owner.request('POST', `/exports/${jobId}/retry`)).status).toBe(409);
  });

  it('a drawing process that dies mid-job does not lose the job: it is drawn again', async () => {
    const runner = api.app.exportRunner!;
    // Seconds of drawing (about 2 s on a 2-core machine), so the job is caught while it draws.
    const made = await creationWith(owner, [svgSlide([manyPathsSvg(4_000), manyTextsSvg(500)])]);
    const jobId = await startJob(owner, `${made.slidePaths[0]}/download`, {});
    const caught = await pollUntil(owner, jobId, (status) => status.status !== 'queued');
    expect(caught.status).toBe('running');
    const [pid] = runner.pool.pids;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    const seen: ExportStatus[] = [];
    const last = await pollUntil(owner, jobId, settled, seen);
    expect(last.status).toBe('done');
    // The queue took it back (pg-boss's retry) and a new process drew it.
    expect(seen).toContainEqual(
      expect.objectContaining({
        status: 'running',
        message: expect.stringMatching(/^The export failed and is being tried again: .*SIGKILL/),
      }),
    );
    expect(runner.pool.pids).not.toContain(pid);
    const file = await owner.request('GET', `/exports/${jobId}/file`);
    expect(pngWidth(file.bytes)).toBe(800);
  });
});

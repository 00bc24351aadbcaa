// `pnpm figura preflight`: the journal checks on a document file, as a script or a person runs them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { profileById } from '@figura/sdk-core/preflight';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCommand as figura } from './test-helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(here, '../../fixtures/preflight');
const fixture = (name: string) => path.join(FIXTURES, `${name}.json`);

interface Report {
  passed: boolean;
  problems: { check: string; message: string; elementId?: string }[];
}
const report = (stdout: string) => JSON.parse(stdout) as Report;

describe('pnpm figura preflight --profile cell', () => {
  it('passes a good figure (exit 0)', async () => {
    const { status, stdout } = await figura([
      'preflight',
      fixture('good'),
      '--profile',
      'cell',
      '--json',
    ]);
    expect(report(stdout)).toEqual({ passed: true, problems: [] });
    expect(status).toBe(0);
  });

  it('flags a 600 × 600 px slide (exit 1)', async () => {
    const { status, stdout } = await figura([
      'preflight',
      fixture('small-slide'),
      '--profile',
      'cell',
      '--json',
    ]);
    const { passed, problems } = report(stdout);
    expect(passed).toBe(false);
    expect(problems.map((problem) => problem.check)).toEqual(['pixel-size']);
    expect(problems[0]?.message).toContain('600 × 600 px');
    expect(problems[0]?.message).toContain('at least 1200 × 1200 px');
    expect(status).toBe(1);
    // Exported at 300 dpi the same slide is 1875 px square: large enough.
    const at300 = await figura([
      'preflight',
      fixture('small-slide'),
      '--profile',
      'cell',
      '--dpi',
      '300',
      '--json',
    ]);
    expect(report(at300.stdout)).toEqual({ passed: true, problems: [] });
    expect(at300.status).toBe(0);
  });

  it('flags a 5 pt label and names the element', async () => {
    const { status, stdout } = await figura([
      'preflight',
      fixture('small-label'),
      '--profile',
      'cell',
      '--json',
    ]);
    expect(report(stdout).problems).toEqual([
      {
        check: 'font-size',
        severity: 'error',
        elementId: 'label',
        message: 'Text “p < 0.05” is 5 pt at print size; Cell asks for at least 12 pt.',
      },
    ]);
    expect(status).toBe(1);
  });

  it('checks the DPI and format asked for, and prints problems as lines without --json', async () => {
    const { status, stdout } = await figura([
      'preflight',
      fixture('good'),
      '--profile',
      'cell',
      '--dpi',
      '150',
      '--format',
      'png',
    ]);
    expect(stdout).toContain('error dpi: Exporting at 150 dpi; Cell asks for at least 300 dpi.');
    expect(stdout).toContain('error format: PNG is not a format Cell accepts (TIFF, PDF, JPG).');
    expect(stdout.trim().endsWith('preflight: not passed')).toBe(true);
    expect(status).toBe(1);
  });

  it('checks a list of slides and a custom profile', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'figura-preflight-'));
    const list = path.join(dir, 'slides.json');
    const read = (name: string) => JSON.parse(readFileSync(fixture(name), 'utf8')) as unknown;
    writeFileSync(list, JSON.stringify([read('good'), read('small-slide')]));
    const both = await figura(['preflight', list, '--profile', 'cell', '--json']);
    expect(report(both.stdout).problems.map((problem) => problem.check)).toEqual(['pixel-size']);
    // The user's own profile: 600 px square at 300 dpi (2 in), where its 30 px label is 7.2 pt.
    const custom = await figura([
      'preflight',
      fixture('small-slide'),
      '--profile',
      'custom',
      '--width',
      '600',
      '--height',
      '600',
      '--min-font',
      '7',
      '--json',
    ]);
    expect(report(custom.stdout)).toEqual({ passed: true, problems: [] });
  });

  it('refuses bad input with exit 2 and says why', async () => {
    const unknown = await figura(['preflight', fixture('good'), '--profile', 'nature-of-things']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--profile must be one of cell, elsevier');
    expect(
      (await figura(['preflight', fixture('good'), '--profile', 'cell', '--dpi', 'many'])).stderr,
    ).toContain('--dpi must be a number');
    expect((await figura(['preflight', '--profile', 'cell'])).status).toBe(2);
    const missing = await figura([
      'preflight',
      path.join(FIXTURES, 'nowhere.json'),
      '--profile',
      'cell',
    ]);
    expect(missing.status).toBe(2);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'figura-preflight-'));
    const notSlide = path.join(dir, 'not-a-slide.json');
    writeFileSync(notSlide, JSON.stringify({ width: 'wide' }));
    const refused = await figura(['preflight', notSlide, '--profile', 'cell']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('is not a Figura slide document');
  });
});

describe('pnpm figura preflight --profiles', () => {
  it('lists the journal registry with where each rule comes from and when it was read', async () => {
    const { status, stdout } = await figura(['preflight', '--profiles', '--json']);
    expect(status).toBe(0);
    const profiles = JSON.parse(stdout) as {
      id: string;
      name: string;
      source: string | null;
      read: string | null;
    }[];
    const journals = profiles.filter((profile) => profile.source !== null);
    expect(journals.length).toBeGreaterThanOrEqual(12);
    for (const journal of journals) {
      expect(journal.source).toMatch(/^https?:\/\/[\w.-]+\//);
      expect(journal.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(profiles.map((profile) => profile.id)).toEqual(
      expect.arrayContaining([
        'cell',
        'elsevier',
        'acs-toc',
        'rsc',
        'plos',
        'nature',
        'science',
        'custom',
      ]),
    );
    expect(profiles.find((profile) => profile.id === 'cell')).toMatchObject({ name: 'Cell Press' });
  });

  it('lists them for a person, one line each, and takes no other argument', async () => {
    const { status, stdout } = await figura(['preflight', '--profiles']);
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^cell +Cell Press \(graphical-abstract\): 1200 × 1200 px, 300 dpi, text ≥ 12 pt/m,
    );
    expect(stdout).toMatch(/^plos +PLOS \(figure\): 2250 px wide, 300 dpi, text ≥ 8 pt {2}https:/m);
    expect((await figura(['preflight', '--profiles', fixture('good')])).status).toBe(2);
  });

  it('checks a slide against a registry journal: a PLOS figure is at least 789 px across', async () => {
    const { status, stdout } = await figura([
      'preflight',
      fixture('small-slide'),
      '--profile',
      'plos',
      '--json',
    ]);
    const { problems } = report(stdout);
    const size = problems.find((problem) => problem.check === 'pixel-size');
    expect(size?.message).toContain('PLOS asks for at least 789 px across');
    expect(status).toBe(1);
  });
});

describe('pnpm figura preflight --api URL: the profiles an API serves, partners’ own among them', () => {
  // Stands in for the API's GET /journal-profiles (the API's tests hold its own listing).
  const partner = {
    ...profileById('cell'),
    id: 'partner-7',
    name: 'Journal of Tests',
    minFontPt: 40,
  };
  async function withProfiles<T>(run: (api: string) => Promise<T>): Promise<T> {
    const server = createServer((request, response) => {
      if (request.url !== '/journal-profiles') return void response.writeHead(404).end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ profiles: [profileById('cell'), partner] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }
  it('lists them, and checks a slide against a partner’s own rules', async () => {
    await withProfiles(async (api) => {
      const listed = await figura(['preflight', '--profiles', '--api', api, '--json']);
      expect(listed.status).toBe(0);
      expect(JSON.parse(listed.stdout)).toEqual([
        expect.objectContaining({ id: 'cell', name: 'Cell Press' }),
        expect.objectContaining({ id: 'partner-7', name: 'Journal of Tests' }),
      ]);
      // The good figure meets Cell's 12 pt, not the partner's 40 pt.
      const checked = await figura([
        'preflight',
        fixture('good'),
        '--api',
        api,
        '--profile',
        'partner-7',
        '--json',
      ]);
      expect(checked.status).toBe(1);
      expect(report(checked.stdout).problems.map((problem) => problem.check)).toContain(
        'font-size',
      );
      const unknown = await figura([
        'preflight',
        fixture('good'),
        '--api',
        api,
        '--profile',
        'partner-8',
      ]);
      expect(unknown.status).toBe(2);
    });
    const unreachable = await figura(['preflight', '--profiles', '--api', 'http://127.0.0.1:9/']);
    expect(unreachable).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('cannot be read'),
    });
  });
});

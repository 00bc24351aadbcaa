import { describe, expect, it, vi } from 'vitest';
import type { FiguraApi } from '../api/client';
import type { Creation } from '../schema/contract/creation';
import { profileById } from '../preflight/profiles';
import { createApiFileExporter } from './preflight-files';

/** The editor's exporter over an API that records what each download asked for. */
function exporter() {
  const asked: Record<string, unknown>[] = [];
  const api = {
    downloadSlide: vi.fn(
      async (_creation: string, _slide: string, input: Record<string, unknown>) => {
        asked.push(input);
        return new Blob(['file']);
      },
    ),
    getCreation: vi.fn(async () => ({ id: 'c1', name: 'PD-1' })),
  } as unknown as FiguraApi;
  const saved: string[] = [];
  const files = createApiFileExporter({
    api,
    creation: { id: 'c1', name: 'PD-1' } as Creation,
    slideId: () => 's1',
    document: () => ({
      schemaVersion: 4,
      width: 600,
      height: 600,
      background: '#fff',
      elements: [],
    }),
    flush: async () => {},
    saveFile: (_blob, name) => saved.push(name),
    t: (key) => key,
  });
  return { files, asked, saved };
}

describe("the editor's exporter of a profile's files", () => {
  it("holds a journal's file to the journal's profile on the server too", async () => {
    const { files, asked, saved } = exporter();
    const cell = profileById('cell');
    await files.export(cell.files[0]!, cell);
    expect(asked).toEqual([{ format: 'tiff', dpi: 300, width: 1200, unit: 'px', profile: 'cell' }]);
    expect(saved).toEqual(['PD-1 cell 1200x1200.tiff']);
  });

  it('does not when the person exports anyway, for a stand-in PNG, or for a custom profile', async () => {
    const { files, asked } = exporter();
    const cell = profileById('cell');
    await files.export(cell.files[0]!, cell, { anyway: true });
    await files.export({ ...cell.files[0]!, format: 'png' }, cell);
    const custom = profileById('custom');
    await files.export(custom.files[0]!, custom);
    expect(asked.every((input) => !('profile' in input))).toBe(true);
  });

  it("draws a figure's file at the profile's width, the slide's shape, named as the journal asks", async () => {
    const { files, asked, saved } = exporter();
    const plos = profileById('plos');
    await files.export(plos.files[0]!, plos);
    expect(asked[0]).toMatchObject({ format: 'tiff', width: 2250, profile: 'plos' });
    // PLOS: "Fig1.tif"; IOP: the "GA" prefix.
    const iop = profileById('iop');
    await files.export(iop.files[0]!, iop);
    expect(saved).toEqual(['Fig1.tif', 'GAPD-1.jpg']);
  });
});

import { describe, expect, it } from 'vitest';
import { ExportJobError } from '../api/exports';
import { MemoryFiguraApi } from '../testing/memory-api';
import type { SlideDocument } from '../schema';
import { createEditor } from './create-editor';
import { exportRequestFor, isLongExport } from './export-commands';

async function open() {
  const drawn: SlideDocument[] = [];
  const api = new MemoryFiguraApi({
    name: 'Cell biology',
    renderPng: async (doc) => {
      drawn.push(doc);
      return new Blob(['png'], { type: 'image/png' });
    },
  });
  const files: { blob: Blob; name: string }[] = [];
  const editor = await createEditor({
    api,
    creationId: api.creationId,
    saveFile: (blob, name) => files.push({ blob, name }),
    autosaveDebounceMs: 5,
  });
  return { api, editor, files, drawn };
}

describe('exportFiles', () => {
  it('downloads the open slide at once and names the file after the creation', async () => {
    const { editor, files, drawn } = await open();
    const progress: string[] = [];
    await editor.exportFiles(
      { format: 'png', dpi: 96 },
      { onProgress: (status) => progress.push(status.status) },
    );
    expect(files.map((file) => file.name)).toEqual(['Cell biology.png']);
    expect(drawn).toHaveLength(1);
    // Short exports are not jobs: no progress to show.
    expect(progress).toEqual([]);
    await editor.dispose();
  });

  it('follows a high-dpi export as a job, reporting queued, running and done', async () => {
    const { editor, files } = await open();
    const progress: string[] = [];
    await editor.exportFiles(
      { format: 'png', dpi: 300 },
      { onProgress: (status) => progress.push(status.status) },
    );
    expect(files.map((file) => file.name)).toEqual(['Cell biology.png']);
    expect(progress[0]).toBe('queued');
    expect(progress.at(-1)).toBe('done');
    await editor.dispose();
  });

  it("rejects a failed job with the server's message, and runs it again on retry", async () => {
    const { editor, files } = await open();
    const options = { slides: 'all' as const, format: 'zip' as const };
    const error = await editor.exportFiles(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportJobError);
    expect((error as ExportJobError).message).toBe('This in-memory API cannot make ZIP.');
    // The in-memory API still cannot make it: the retry runs and fails the same way.
    await expect(editor.retryExport((error as ExportJobError).jobId, options)).rejects.toThrow(
      'This in-memory API cannot make ZIP.',
    );
    expect(files).toEqual([]);
    await editor.dispose();
  });
});

describe('exportRequestFor', () => {
  it('asks each choice of the dialog at its route', () => {
    expect(exportRequestFor('c', 's', { format: 'tiff', dpi: 300, colour: 'cmyk' })).toEqual({
      kind: 'slide',
      creationId: 'c',
      slideId: 's',
      input: { format: 'tiff', dpi: 300, colour: 'cmyk' },
    });
    expect(exportRequestFor('c', 's', { format: 'svg', text: 'outline' })).toMatchObject({
      kind: 'svg',
      input: { text: 'outline' },
    });
    expect(
      exportRequestFor('c', 's', { slides: 'all', format: 'zip', imageFormat: 'jpg' }),
    ).toEqual({ kind: 'creation', creationId: 'c', input: { format: 'zip', imageFormat: 'jpg' } });
    expect(() => exportRequestFor('c', 's', { slides: 'all', format: 'png' })).toThrow(RangeError);
  });

  it('counts every slide, and more than 150 dpi, as long', () => {
    expect(isLongExport({ format: 'png', dpi: 150 })).toBe(false);
    expect(isLongExport({ format: 'png', dpi: 300 })).toBe(true);
    expect(isLongExport({ slides: 'all', format: 'pdf' })).toBe(true);
  });
});

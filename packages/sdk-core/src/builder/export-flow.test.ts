import { describe, expect, it, vi } from 'vitest';
import { createEmptyDocument } from '../schema/document/empty-document';
import type { PreflightResult } from '../preflight/types';
import { createExportFlow } from './export-flow';
import { BuilderPreflightError, type BuilderExport, type BuilderSession } from './session';

const failing: PreflightResult = {
  passed: false,
  problems: [
    {
      check: 'font-size',
      severity: 'error',
      message: 'Text is 8 pt; Cell asks for 12 pt.',
      id: 'a',
    },
  ],
};
const passing: PreflightResult = { passed: true, problems: [] };
const file: BuilderExport = {
  file: new Blob(['tiff']),
  format: 'tiff',
  fileName: 'Abstract.tiff',
  width: 1200,
  height: 1200,
  dpi: 300,
  document: createEmptyDocument(1200, 1200),
};

/** A session whose check and download the test decides. */
function fakeSession(result: PreflightResult, download: () => Promise<BuilderExport>) {
  const exportFile = vi.fn(async ({ onProgress }: { onProgress?: (s: never) => void } = {}) => {
    onProgress?.({ jobId: 'j', status: 'running', progress: 0.5 } as never);
    return download();
  });
  return { session: { check: () => result, exportFile } as unknown as BuilderSession, exportFile };
}

describe('the builder’s export flow', () => {
  it('stops on the journal’s problems without downloading, and lets only an allowing host pass them', async () => {
    const { session, exportFile } = fakeSession(failing, async () => file);
    const allow = { value: false };
    const flow = createExportFlow({ session, allowAnyway: () => allow.value });
    await expect(flow.run()).rejects.toBeInstanceOf(BuilderPreflightError);
    expect(flow.state.getState()).toMatchObject({ phase: 'problems', checked: failing });
    // "Anyway" from a host that does not allow it is still refused.
    await expect(flow.run({ anyway: true })).rejects.toBeInstanceOf(BuilderPreflightError);
    expect(exportFile).not.toHaveBeenCalled();
    allow.value = true;
    await expect(flow.run({ anyway: true })).resolves.toBe(file);
    expect(exportFile).toHaveBeenCalledWith(expect.objectContaining({ anyway: true }));
  });

  it('downloads with progress, hands the file over, and runs one download for two requests', async () => {
    let finish: (value: BuilderExport) => void = () => undefined;
    const { session, exportFile } = fakeSession(
      passing,
      () => new Promise<BuilderExport>((resolve) => (finish = resolve)),
    );
    const onExport = vi.fn();
    const flow = createExportFlow({ session, allowAnyway: () => false, onExport });
    const first = flow.run();
    const second = flow.run();
    await vi.waitFor(() =>
      expect(flow.state.getState()).toMatchObject({ phase: 'exporting', progress: 0.5 }),
    );
    finish(file);
    expect(await first).toBe(file);
    expect(await second).toBe(file);
    expect(exportFile).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenCalledWith(file);
    expect(flow.state.getState()).toMatchObject({ phase: 'done', exported: file, progress: 1 });
  });

  it('says why a download failed and tries again when asked', async () => {
    const outcomes = [
      Promise.reject(new Error('The export stopped unexpectedly; try again.')),
      Promise.resolve(file),
    ];
    outcomes[0]!.catch(() => undefined);
    const { session } = fakeSession(passing, () => outcomes.shift()!);
    const flow = createExportFlow({ session, allowAnyway: () => false });
    await expect(flow.run()).rejects.toThrow(/stopped unexpectedly/);
    expect(flow.state.getState().phase).toBe('failed');
    await expect(flow.run()).resolves.toBe(file);
    expect(flow.state.getState().phase).toBe('done');
  });
});

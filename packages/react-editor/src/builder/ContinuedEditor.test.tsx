// @vitest-environment jsdom
// The bar over the editor a journal's author continued in: it checks the editor's slide against
// the journal before any file is drawn, opens the editor's Preflight panel on the problems, and
// hands the page the journal's file as the builder's export does.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FiguraApi } from '@figura/sdk-core/api';
import { parseSlideDocument } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { ContinuedEditor, type ContinuedEditorTarget } from './ContinuedEditor';
import { click } from './testing/harness';
import type { BuilderExportDetail } from './types';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A Cell abstract with one text of `fontSize` px (at 1200 px wide, 12 pt is 50 px). */
const abstractWith = (fontSize: number) =>
  parseSlideDocument({
    schemaVersion: 4,
    width: 1200,
    height: 1200,
    background: '#ffffff',
    elements: [
      {
        type: 'textbox',
        id: 'title',
        left: 100,
        top: 100,
        width: 1000,
        height: fontSize * 1.4,
        text: 'PD-1 blockade restores T-cell killing',
        fontSize,
        fontFamily: 'Arimo',
        fill: '#111111',
      },
    ],
  });

/** The export calls of an API that draws every file at once. */
function drawingApi() {
  return {
    startExport: vi.fn(async () => ({ jobId: 'job-1', status: 'queued' as const })),
    getExport: vi.fn(async () => ({ jobId: 'job-1', status: 'done' as const, progress: 1 })),
    getExportFile: vi.fn(async () => new Blob(['II*'], { type: 'image/tiff' })),
  };
}

async function show(editor: ContinuedEditorTarget, api = drawingApi()) {
  const exported: BuilderExportDetail[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  cleanups.push(async () => {
    await act(async () => root.unmount());
    host.remove();
  });
  await act(async () =>
    root.render(
      <ContinuedEditor
        api={api as unknown as FiguraApi}
        profile="cell"
        creationId="creation-1"
        editor={editor}
        i18n={createEnglishI18n()}
        onEditorHost={() => undefined}
        onExport={(detail) => exported.push(detail)}
      />,
    ),
  );
  const button = (name: string | RegExp) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((candidate) =>
      typeof name === 'string'
        ? candidate.textContent === name
        : name.test(candidate.textContent ?? ''),
    );
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { host, api, exported, button, settle };
}

function editorOf(fontSize: number) {
  const document = abstractWith(fontSize);
  return {
    getDocument: () => document,
    getCurrentSlideId: () => 'slide-1',
    getName: () => 'PD-1 abstract',
    flush: vi.fn(async () => undefined),
    openPanel: vi.fn(),
  };
}

describe('the editor after “Continue in the editor”', () => {
  it('stops at the journal’s problems and opens the editor’s Preflight panel on them', async () => {
    const editor = editorOf(20);
    const { host, api, exported, button, settle } = await show(editor);
    expect(host.textContent).toContain('check and export the file for Cell');
    await click(button('Check and export the TIFF'));
    await settle();
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toMatch(/problems? stops? the file meeting Cell's requirements/);
    expect(api.startExport).not.toHaveBeenCalled();
    await click(button('Show the problems'));
    expect(editor.openPanel).toHaveBeenCalledWith('preflight');
    expect(exported).toEqual([]);
  });

  it('hands the page the journal’s file, saved first and held to the profile by the API', async () => {
    const editor = editorOf(60);
    const { host, api, exported, button, settle } = await show(editor);
    await click(button('Check and export the TIFF'));
    await settle();
    expect(editor.flush).toHaveBeenCalled();
    expect(api.startExport).toHaveBeenCalledWith({
      kind: 'slide',
      creationId: 'creation-1',
      slideId: 'slide-1',
      input: { format: 'tiff', dpi: 300, width: 1200, unit: 'px', profile: 'cell' },
    });
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      format: 'tiff',
      fileName: 'PD-1 abstract.tiff',
      width: 1200,
      height: 1200,
      dpi: 300,
    });
    expect(host.querySelector('[role="status"]')?.textContent).toBe(
      'Exported PD-1 abstract.tiff (1200 × 1200 px, 300 dpi).',
    );
  });
});

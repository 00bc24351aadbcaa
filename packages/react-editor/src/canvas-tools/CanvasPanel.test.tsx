// @vitest-environment jsdom
// The Canvas panel's journal sizes: choosing a journal sizes the slide as it asks and makes it the
// profile Preflight checks, and says at what print size and smallest text.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PreflightSession } from '@figura/sdk-core/editor';
import { createEditorStore } from '@figura/sdk-core/stores';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { reactRoots } from '../testing/react-root';
import { CanvasPanel } from './CanvasPanel';

const mount = reactRoots();

async function open(size = { width: 1200, height: 600 }) {
  const store = createEditorStore({
    document: { schemaVersion: 4, ...size, background: '#ffffff', elements: [] },
  });
  const onResize = vi.fn((size: { width: number; height: number }) =>
    store.setState({ document: { ...store.getState().document, ...size } }),
  );
  const setProfile = vi.fn();
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <CanvasPanel
        store={store}
        unit="px"
        onUnitChange={() => {}}
        onResize={onResize}
        preflight={{ setProfile } as unknown as PreflightSession}
        onClose={() => {}}
      />
    </I18nProvider>,
  );
  const select = host.querySelector<HTMLSelectElement>('.figura-journal-size select')!;
  const choose = async (id: string) =>
    act(async () => {
      select.value = id;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  return { host, select, choose, onResize, setProfile };
}

describe('the Canvas panel for a journal', () => {
  it("sizes the slide as Cell asks and checks it for Cell, saying Cell's print size", async () => {
    const { host, select, choose, onResize, setProfile } = await open();
    expect(select.value).toBe('');
    await choose('cell');
    expect(onResize).toHaveBeenCalledWith({ width: 1200, height: 1200 });
    expect(setProfile).toHaveBeenCalledWith('cell');
    expect(select.value).toBe('cell');
    expect(host.querySelector('.figura-journal-size .figura-hint')?.textContent).toBe(
      'Printed at most 10.2 × 10.2 cm (4 × 4 in) at 300 dpi: text of at least 12 pt there.',
    );
  });

  it('lists the registry by kind, with each design size', async () => {
    const { select } = await open();
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual([
      'Graphical abstracts',
      'Table of contents graphics',
      'Figures',
      'For screens',
    ]);
    expect([...select.options].map((option) => option.textContent)).toContain('ACS — 975 × 525 px');
  });
});

describe('the Canvas panel for a talk', () => {
  it('says a 16:9 slide downloads at PowerPoint’s slide size, in centimetres a person reads', async () => {
    const { host } = await open({ width: 1920, height: 1080 });
    expect(host.textContent).toContain(
      'Downloads start at PowerPoint’s slide size, 33.87 × 19.05 cm.',
    );
    // Said once, under Slide: not under Poster as if it were a poster's paper.
    expect(host.textContent).not.toContain('Prints on');
  });
});

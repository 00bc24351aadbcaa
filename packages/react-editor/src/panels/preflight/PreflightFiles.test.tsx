// @vitest-environment jsdom
// "Export every file" while the profile's required checks fail: it asks first, and writes the
// files only when the person chooses to export anyway.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exportPlan, profileById, type PreflightSession } from '@figura/sdk-core/editor';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { reactRoots } from '../../testing/react-root';
import { PreflightFiles } from './PreflightFiles';

const mount = reactRoots();

async function render(requiredProblems: number) {
  const cell = profileById('cell');
  const exported = vi.fn(async () => {});
  const packaged = vi.fn(async () => {});
  const session = {
    exporter: () => ({ formats: ['tiff', 'pdf', 'jpg'], export: exported, package: packaged }),
    profile: () => cell,
  } as unknown as PreflightSession;
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <PreflightFiles
        session={session}
        plan={exportPlan(cell, ['tiff', 'pdf', 'jpg'])}
        profileName="Cell"
        requiredProblems={requiredProblems}
        onError={() => {}}
      />
    </I18nProvider>,
  );
  const button = (name: string) =>
    [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  const click = async (name: string) => {
    await act(async () => button(name)!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  return { host, exported, packaged, button, click };
}

describe('Export every file', () => {
  it('writes every file at once when nothing required is open', async () => {
    const { exported, click } = await render(0);
    await click('Export every file');
    expect(exported).toHaveBeenCalledTimes(3);
    expect(exported.mock.calls.map((call) => (call as unknown[])[2])).toEqual([
      { anyway: false },
      { anyway: false },
      { anyway: false },
    ]);
  });

  it('asks first while required problems are open; "Fix first" writes nothing', async () => {
    const { host, exported, click, button } = await render(2);
    await click('Export every file');
    const question = host.querySelector('[role="alertdialog"]');
    expect(question?.textContent).toContain(
      '2 required problems are open: Cell will not accept these files.',
    );
    expect(document.activeElement).toBe(question);
    await click('Fix first');
    expect(host.querySelector('[role="alertdialog"]')).toBeNull();
    expect(button('Export every file')).toBeDefined();
    expect(exported).not.toHaveBeenCalled();
  });

  it('writes them, not held to the profile, when the person exports anyway', async () => {
    const { host, exported, click } = await render(1);
    await click('Export every file');
    expect(host.textContent).toContain('1 required problem is open');
    await click('Export anyway');
    expect(exported).toHaveBeenCalledTimes(3);
    expect((exported.mock.calls[0] as unknown[])[2]).toEqual({ anyway: true });
  });

  it('downloads the submission package, asking first while required problems are open', async () => {
    const ready = await render(0);
    await ready.click('Download the submission package');
    expect(ready.packaged).toHaveBeenCalledWith(profileById('cell'), { anyway: false });
    expect(ready.host.textContent).toContain('The submission package is downloaded.');

    const open = await render(1);
    await open.click('Download the submission package');
    expect(open.host.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'Cell will not accept the figure. Fix it first, or make the package anyway',
    );
    expect(open.packaged).not.toHaveBeenCalled();
    await open.click('Export anyway');
    expect(open.packaged).toHaveBeenCalledWith(profileById('cell'), { anyway: true });
    expect(open.exported).not.toHaveBeenCalled();
  });
});

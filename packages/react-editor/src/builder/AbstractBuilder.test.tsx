// @vitest-environment jsdom
// The builder's React shell over sdk-core's store and session, driven as an author would (clicks,
// typing, the keyboard) against the in-memory API. Pixels are the browser tests'.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@figura/sdk-core/api';
import { profileById } from '@figura/sdk-core/preflight';
import { MemoryFiguraApi, createEnglishI18n } from '@figura/sdk-core/testing';
import { parseSlideDocument } from '@figura/sdk-core/schema';
import { AbstractBuilder } from './AbstractBuilder';
import { click, closeBuilders, openBuilder as open, press, type } from './testing/harness';
import type { AbstractBuilderHandle, BuilderChangeDetail, BuilderErrorDetail } from './types';

afterEach(closeBuilders);

describe('the graphical-abstract builder', () => {
  it('guides through five labelled steps, moved between with the arrows or Back and Next', async () => {
    const { host, byRole } = await open();
    const tabs = [...host.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '1Template',
      '2Colours',
      '3Title and key finding',
      '4Topics',
      '5Preview and export',
    ]);
    expect(host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      'Steps of the graphical abstract',
    );
    // One tab in the tab order; the arrows move the focus and show the step.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    tabs[0]!.focus();
    await press(tabs[0]!, 'ArrowRight');
    expect(host.ownerDocument.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(host.querySelector('[role="tabpanel"] h3')?.textContent).toBe('Step 2 of 5: Colours');
    await press(tabs[1]!, 'End');
    expect(host.ownerDocument.activeElement).toBe(tabs[4]);
    await press(tabs[4]!, 'Home');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // Next moves on and puts the focus on the new step's heading.
    await click(byRole('button', 'Next: Colours'));
    const heading = host.querySelector('[role="tabpanel"] h3');
    expect(heading?.textContent).toBe('Step 2 of 5: Colours');
    expect(host.ownerDocument.activeElement).toBe(heading);
    await click(byRole('button', 'Back'));
    expect(host.querySelector('[role="tabpanel"] h3')?.textContent).toBe('Step 1 of 5: Template');
  });

  it('builds the abstract from the author’s choices and words, and reports each change', async () => {
    const changes: BuilderChangeDetail[] = [];
    const { host, byRole, handle } = await open({ onChange: (detail) => changes.push(detail) });
    await click(byRole('radio', /^Steps/));
    await click(byRole('tab', '2Colours'));
    await click(byRole('radio', /^Navy and amber/));
    await click(byRole('tab', '3Title and key finding'));
    await type(byRole('textbox', 'Title'), 'Gut microbes shape vaccine responses');
    // The gallery image follows the part being edited.
    expect(host.querySelector('.figura-builder-gallery')?.getAttribute('data-part')).toBe('title');
    const { document, state } = handle.current();
    expect(state).toMatchObject({ template: { id: 4 }, color: { id: 7 } });
    expect(document.elements.find((element) => element.id === 'abstract-title')).toMatchObject({
      text: 'Gut microbes shape vaccine responses',
    });
    expect(changes.at(-1)?.state).toMatchObject({
      content: { title: 'Gut microbes shape vaccine responses' },
    });
  });

  it('shows beside each step where its first field goes, not the step before’s last', async () => {
    const { host, byRole } = await open();
    const caption = () => host.querySelector('.figura-builder-gallery figcaption')?.textContent;
    await click(byRole('tab', '3Title and key finding'));
    const finding = byRole('textbox', 'Key finding')!;
    await act(async () => finding.focus());
    await type(finding, 'Tumours are half the size');
    expect(caption()).toBe('You are editing the key finding.');
    await click(byRole('tab', '4Topics'));
    expect(caption()).toBe('You are editing topic 1.');
    await click(byRole('tab', '2Colours'));
    expect(caption()).toBe('The template: where each part of your abstract goes.');
  });

  it('offers suggestions the author picks with a click', async () => {
    const { byRole, handle } = await open();
    await click(byRole('tab', '3Title and key finding'));
    await type(
      byRole('textbox', 'Title'),
      'Bifidobacteria in the infant gut predict antibody responses to vaccines',
    );
    const suggestion = byRole('button', /^Use the key finding: /);
    expect(suggestion).toBeDefined();
    const text = suggestion!.textContent!;
    await click(suggestion);
    expect(handle.current().state).toMatchObject({ content: { highlight: text } });
    await click(byRole('tab', '4Topics'));
    const title = byRole('button', /^Use “.+” as the title of topic 1$/);
    expect(title).toBeDefined();
    await click(title);
    expect((handle.current().state as { topics: { title: string }[] }).topics[0]!.title).not.toBe(
      '',
    );
  });

  it('saves the work to a creation as the author types, says which, and reopens it', async () => {
    const api = new MemoryFiguraApi();
    const changes: BuilderChangeDetail[] = [];
    const first = await open({ api, onChange: (detail) => changes.push(detail) });
    await click(first.byRole('tab', '3Title and key finding'));
    await type(first.byRole('textbox', 'Title'), 'Reopen me');
    await act(async () => void (await first.handle.flush()));
    const id = first.handle.creationId()!;
    // The host hears of the creation once the first save made it.
    expect(changes.at(-1)?.creationId).toBe(id);
    expect(parseSlideDocument(api.storedDocument(undefined, id)).builder?.content.title).toBe(
      'Reopen me',
    );
    await first.unmount();

    const again = await open({ api, creationId: id });
    await click(again.byRole('tab', '3Title and key finding'));
    expect((again.byRole('textbox', 'Title') as HTMLTextAreaElement).value).toBe('Reopen me');
  });

  it('takes input before an empty resume list is checked, and tells the host if it fails', async () => {
    const errors: BuilderErrorDetail[] = [];
    const check = vi.fn(() => Promise.reject(new ApiError(200, undefined)));
    const built = await open({
      resume: true,
      resumeList: Promise.resolve({ data: [], total: 0, check }),
      onError: (detail) => errors.push(detail),
    });
    // The template step is there and takes input: its five choices, enabled.
    const choices = [...built.host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(choices.filter((choice) => !choice.disabled)).toHaveLength(5);
    // Checked once the browser is idle, then reported as a loading problem; the work goes on.
    await vi.waitFor(() =>
      expect(errors).toEqual([{ kind: 'load', message: 'Unexpected error.' }]),
    );
    expect(check).toHaveBeenCalledTimes(1);
    await click(built.byRole('tab', '3Title and key finding'));
    await type(built.byRole('textbox', 'Title'), 'Still mine');
    await act(async () => void (await built.handle.flush()));
    expect(built.handle.creationId()).not.toBeNull();
  });

  it('makes and checks the abstract for a journal partner’s own profile, read from the API', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const api = new MemoryFiguraApi({ renderPng: async () => png });
    const visual = profileById('visual-abstract');
    api.addJournalProfile({
      ...visual,
      id: 'partner-16',
      name: 'Journal of Example Studies',
      canvas: { width: 1000, height: 500 },
      minWidth: 1000,
      minHeight: 500,
      aspect: 2,
      files: [{ format: 'png', width: 1000, height: null, dpi: 96 }],
    });
    const onExport = vi.fn();
    const { host, byRole } = await open({ api, profile: 'partner-16', onExport });
    await click(byRole('tab', '3Title and key finding'));
    await type(byRole('textbox', 'Title'), 'Our abstract');
    await click(byRole('tab', '5Preview and export'));
    expect(host.textContent).toMatch(
      /Your abstract meets Journal of Example Studies's requirements/,
    );
    await click(byRole('button', 'Check and export the PNG'));
    await vi.waitFor(() => expect(onExport).toHaveBeenCalled());
    expect(onExport.mock.calls[0]![0]).toMatchObject({ format: 'png', width: 1000, height: 500 });
  });

  it('checks, exports the journal’s file and hands it to the host', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const api = new MemoryFiguraApi({ renderPng: async () => png });
    const onExport = vi.fn();
    const { host, byRole } = await open({ api, profile: 'visual-abstract', onExport });
    await click(byRole('tab', '3Title and key finding'));
    await type(byRole('textbox', 'Title'), 'Wide abstract');
    await click(byRole('tab', '5Preview and export'));
    expect(host.querySelector('[role="tabpanel"]')?.textContent).toMatch(
      /Your abstract meets Visual abstract \(16:9\)'s requirements/,
    );
    await click(byRole('button', 'Check and export the PNG'));
    await vi.waitFor(() => expect(onExport).toHaveBeenCalled());
    expect(onExport.mock.calls[0]![0]).toMatchObject({
      file: png,
      format: 'png',
      fileName: 'Wide abstract.png',
      width: 1200,
      height: 675,
    });
    await vi.waitFor(() =>
      expect(host.querySelector('.figura-builder-done')?.textContent).toMatch(
        /Exported Wide abstract.png/,
      ),
    );
  });

  it('says why an export failed, and tries again when asked', async () => {
    const api = new MemoryFiguraApi();
    const startExport = vi.spyOn(api, 'startExport');
    const onError = vi.fn();
    const { host, byRole } = await open({ api, profile: 'cell', onError });
    await click(byRole('tab', '5Preview and export'));
    await click(byRole('button', 'Check and export the TIFF'));
    // This in-memory API makes no TIFF: the author reads why, and may try again.
    await vi.waitFor(() =>
      expect(host.querySelector('.figura-builder-failed')?.textContent).toMatch(
        /The export failed: .*TIFF/,
      ),
    );
    expect(onError).toHaveBeenCalledWith({
      kind: 'export',
      message: expect.stringMatching(/TIFF/),
    });
    await click(byRole('button', 'Try again'));
    await vi.waitFor(() => expect(startExport).toHaveBeenCalledTimes(2));
  });

  it('shares nothing with a second builder on the same page', async () => {
    const first = await open({ api: new MemoryFiguraApi() });
    const secondHost = document.createElement('div');
    document.body.append(secondHost);
    const secondRoot = createRoot(secondHost);
    let second: AbstractBuilderHandle | undefined;
    await act(async () =>
      secondRoot.render(
        <AbstractBuilder
          i18n={createEnglishI18n()}
          api={new MemoryFiguraApi()}
          initialTemplate={5}
          onReady={(ready) => {
            second = ready;
          }}
        />,
      ),
    );
    await vi.waitFor(() => expect(second).toBeDefined());
    await click(first.byRole('tab', '3Title and key finding'));
    await type(first.byRole('textbox', 'Title'), 'Only the first');
    expect(first.handle.current().state).toMatchObject({
      template: { id: 1 },
      content: { title: 'Only the first' },
    });
    expect(second!.current().state).toMatchObject({ template: { id: 5 }, content: { title: '' } });
    // Their radio groups are their own: choosing in one leaves the other's choice alone.
    const radios = (host: HTMLElement) =>
      [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map(
        (radio) => radio.name,
      );
    await click(first.byRole('tab', '1Template'));
    await act(async () =>
      [...secondHost.querySelectorAll<HTMLElement>('[role="tab"]')][0]!.click(),
    );
    expect(new Set(radios(first.host)).size).toBe(1);
    expect(radios(first.host)[0]).not.toBe(radios(secondHost)[0]);
    await act(async () => secondRoot.unmount());
    secondHost.remove();
  });
});

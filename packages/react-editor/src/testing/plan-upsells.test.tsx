// @vitest-environment jsdom
// Each plan's upsell where the work is, before it fails, with what is used of what is allowed and
// the way to the plans page: the Download dialog's watermark and high-resolution downloads, text
// to image and the generated images, background removals, and a picture the uploads cannot keep;
// and, before a file leaves, the credits the library items' licences ask for.
// React in jsdom over the editor engine, whose in-memory API answers GET /profiles/plan with the
// plan at each edge; the API's own edges are its tests (plan-limits, generations, files).
import { act, useRef, useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditor, type EditorEngine } from '@figura/sdk-core/editor';
import {
  createDefaultElement,
  createEmptyDocument,
  elementSchema,
  type AccountLimit,
  type PlanCode,
  type PlanReply,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { GenerationForm } from '../add/GenerationForm';
import DownloadDialog from '../export/DownloadDialog';
import { I18nProvider } from '../i18n/translation';
import { BackgroundRemovalFields } from '../inspector/BackgroundRemovalFields';
import { useInsert } from '../shell/use-insert';
import { EditorAlert, type EditorNotice } from '../ui/editor-notice';
import { UpgradeUrlProvider } from '../ui/upgrade-link';
import { eventually } from './eventually';
import { noteWith, planReply, PlanMemoryApi, upgradeHref } from './plan-api';
import { reactRoots } from './react-root';

const mount = reactRoots();
const editors: EditorEngine[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.dispose();
});

/** An API that keeps what each slide download asked for. */
class RecordingDownloads extends PlanMemoryApi {
  readonly asked: unknown[] = [];
  override async downloadSlide(...call: Parameters<PlanMemoryApi['downloadSlide']>) {
    this.asked.push(call[2]);
    return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  }
}

/** A Student's API that counts a PDF (vector: high resolution whatever its size) as it sends it. */
class CountingDownloads extends PlanMemoryApi {
  override async downloadSlide(...call: Parameters<PlanMemoryApi['downloadSlide']>) {
    const [, , input] = call;
    if (input?.format !== 'pdf' && input?.format !== undefined) return super.downloadSlide(...call);
    this.plan.limits.highResDownloads.used += 1;
    return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  }
}

interface Opened {
  editor: EditorEngine;
  api: PlanMemoryApi;
  /** The files the editor saved (what the browser would download). */
  saved: string[];
}

/** An editor of a creation whose owner, the caller, holds `plan` (changed by `edge`). */
async function openOn(
  plan: PlanCode,
  options: {
    used?: Partial<Record<AccountLimit, number>>;
    edge?: (reply: PlanReply) => void;
    document?: SlideDocument;
    Api?: typeof PlanMemoryApi;
  } = {},
): Promise<Opened> {
  const reply = planReply(plan, options.used);
  options.edge?.(reply);
  const Api = options.Api ?? PlanMemoryApi;
  const api = new Api(reply, { document: options.document });
  const saved: string[] = [];
  const editor = await createEditor({
    api,
    creationId: api.creationId,
    i18n: createEnglishI18n(),
    saveFile: (_blob, fileName) => saved.push(fileName),
  });
  editors.push(editor);
  return { editor, api, saved };
}

/** Renders `element` in the editor's words, its upsells leading to the portal's plans page. */
const render = ({ editor }: Opened, element: ReactElement) =>
  mount(
    <I18nProvider i18n={editor.i18n}>
      <UpgradeUrlProvider url="/pricing/">{element}</UpgradeUrlProvider>
    </I18nProvider>,
  );

function named<T extends HTMLElement>(host: ParentNode, selector: string, name: string): T {
  const found = [...host.querySelectorAll<T>(selector)].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No ${selector} named ${name}`);
  return found;
}

/** The field whose label says `text`. */
function labelled<T extends HTMLElement>(host: HTMLElement, text: string): T {
  const label = named<HTMLLabelElement>(host, 'label', text);
  return host.ownerDocument.getElementById(label.htmlFor) as T;
}

/** The note (role note) holding `text`, once shown. */
const click = (element: HTMLElement) => act(async () => element.click());

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types `value` into a React-controlled input, as a keyboard would. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The editor's Download button and the dialog it opens, as the shell has them. */
function Downloads({ editor }: { editor: EditorEngine }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Download
      </button>
      {open ? <DownloadDialog editor={editor} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Opens the Download dialog; resolves with it once the plan has been read. */
async function openDownload(host: HTMLElement) {
  await click(named(host, 'button', 'Download'));
  const dialog = host.querySelector<HTMLElement>('[role="dialog"]')!;
  await eventually(() => expect(dialog.querySelector('.figura-download-plan')).not.toBeNull());
  return dialog;
}

const WATERMARK_NOTE = 'Downloads on Starter carry a small “Made with Figura” mark';

describe('the Download dialog', () => {
  it('tells a Starter before downloading that the files carry the plan’s watermark', async () => {
    const opened = await openOn('T');
    const host = await render(opened, <Downloads editor={opened.editor} />);
    const dialog = await openDownload(host);
    const note = await noteWith(dialog, WATERMARK_NOTE);
    expect(note.textContent).toContain('Downloads without the watermark');
    expect(await upgradeHref(note)).toBe('/pricing/?plan=S');
  });

  it('says nothing of a watermark to a Researcher', async () => {
    const opened = await openOn('R');
    const host = await render(opened, <Downloads editor={opened.editor} />);
    const dialog = await openDownload(host);
    expect(dialog.textContent).not.toContain('Made with Figura');
    expect(dialog.querySelectorAll('[role="note"]')).toHaveLength(0);
  });

  it('tells a Student the high-resolution downloads left, and at the cap offers the upsell before the third', async () => {
    const opened = await openOn('S', { Api: CountingDownloads });
    const host = await render(opened, <Downloads editor={opened.editor} />);
    const open = async () => {
      const dialog = await openDownload(host);
      // A PDF is vector: a high-resolution download whatever its size.
      await choose(labelled<HTMLSelectElement>(dialog, 'Format'), 'pdf');
      return dialog;
    };
    for (const used of [0, 1]) {
      const dialog = await open();
      expect(dialog.textContent).toContain(
        `${used} of 2 high-resolution downloads used this month.`,
      );
      // A Student pays for clean files: no mark, PowerPoint and SVG offered.
      expect(dialog.textContent).not.toContain('Made with Figura');
      await click(named(dialog, 'button', 'Download'));
      await eventually(() => expect(opened.saved).toHaveLength(used + 1));
      await click(named(dialog, 'button', 'Close the Download dialog'));
    }
    const dialog = await open();
    const upsell = await noteWith(dialog, 'High-resolution downloads');
    expect(upsell.textContent).toContain(
      'You have used 2 of 2 high-resolution downloads this month',
    );
    expect(await upgradeHref(upsell)).toBe('/pricing/?plan=R');
    const submit = named<HTMLButtonElement>(dialog, 'button', 'Download');
    expect(submit.disabled).toBe(true);
    // A small picture is not counted: it still downloads.
    await choose(labelled<HTMLSelectElement>(dialog, 'Format'), 'png');
    expect(dialog.textContent).toContain('is not counted: it downloads');
    expect(submit.disabled).toBe(false);
    expect(opened.saved).toEqual(['Untitled.pdf', 'Untitled.pdf']);
  });
});

describe('the Download dialog’s credits', () => {
  it('names the items a licence asks to credit, and adds their credits line in one click', async () => {
    const mouse = elementSchema.parse({
      ...createDefaultElement(
        'illustration',
        { left: 100, top: 100, width: 200, height: 100 },
        'mouse',
      ),
      name: 'mouse',
      licence: { spdx: 'CC-BY-3.0', url: 'https://creativecommons.org/licenses/by/3.0/' },
      author: { name: 'Servier' },
    });
    const opened = await openOn('R', {
      document: { ...createEmptyDocument(1200, 600), elements: [mouse] },
    });
    const host = await render(opened, <Downloads editor={opened.editor} />);
    const dialog = await openDownload(host);
    const note = dialog.querySelector<HTMLElement>('.figura-download-credits')!;
    expect(note.textContent).toContain(
      'mouse by Servier, CC-BY 3.0, https://creativecommons.org/licenses/by/3.0/',
    );
    await click(named(note, 'button', 'Add credits line'));
    const texts = opened.editor.getDocument().elements.filter((e) => e.type === 'textbox');
    expect(texts.map((e) => (e.type === 'textbox' ? e.text : ''))).toEqual([
      'mouse by Servier, CC-BY 3.0, https://creativecommons.org/licenses/by/3.0/',
    ]);
    const added = dialog.querySelector<HTMLElement>('.figura-download-credits')!;
    expect(added.textContent).toContain('Credits line added at the foot of the slide');
    // Focus stays in the dialog, on what replaced the button (Escape still closes it).
    expect(added.ownerDocument.activeElement).toBe(added);
  });
});

describe('the Download dialog’s print PDF', () => {
  it('starts at the dpi of the journal the slide is made for, so its PDF prints at that size', async () => {
    // 1200 x 1200: Cell's graphical abstract, 300 dpi, 4 in (10.16 cm) wide.
    const opened = await openOn('R', { document: createEmptyDocument(1200, 1200) });
    const host = await render(opened, <Downloads editor={opened.editor} />);
    const dialog = await openDownload(host);
    expect(labelled<HTMLInputElement>(dialog, 'Resolution (dpi)').value).toBe('300');
    await choose(labelled<HTMLSelectElement>(dialog, 'Format'), 'pdf');
    expect(dialog.textContent).toContain('10.16 × 10.16 cm');
    // A slide made for no journal keeps the canvas's own print size (72 dpi)...
    const own = await openOn('R', { document: createEmptyDocument(1000, 800) });
    const other = await render(own, <Downloads editor={own.editor} />);
    expect(labelled<HTMLInputElement>(await openDownload(other), 'Resolution (dpi)').value).toBe(
      '72',
    );
    // ...and a talk's slide PowerPoint's: 33.87 cm at its own 144 dpi, 1920 px.
    const talk = await openOn('R', { document: createEmptyDocument(1920, 1080) });
    const deck = await openDownload(await render(talk, <Downloads editor={talk.editor} />));
    expect(labelled<HTMLInputElement>(deck, 'Resolution (dpi)').value).toBe('144');
    expect(labelled<HTMLInputElement>(deck, 'Width').value).toBe('33.87');
    expect(deck.textContent).toContain('1920 × 1080 px');
  });

  it('asks for the bleed in mm, refuses one out of range before downloading, and sends it', async () => {
    const opened = await openOn('R', { Api: RecordingDownloads });
    const host = await render(opened, <Downloads editor={opened.editor} />);
    const dialog = await openDownload(host);
    const format = labelled<HTMLSelectElement>(dialog, 'Format');
    expect([...format.options].map((option) => option.textContent)).toContain(
      'Print PDF (PDF/X-4, CMYK)',
    );
    await choose(format, 'pdfx');
    // A page, not pixels: its printed size.
    expect(dialog.textContent).toMatch(/Printed [\d.]+ × [\d.]+ cm \([\d.]+ × [\d.]+ in\)/);
    // Always CMYK: no colour to choose; the bleed instead, 3 mm to start.
    expect(() => labelled(dialog, 'Colours')).toThrow();
    const bleed = labelled<HTMLInputElement>(dialog, 'Bleed (mm)');
    expect(bleed.value).toBe('3');
    const submit = named<HTMLButtonElement>(dialog, 'button', 'Download');
    await type(bleed, '12');
    expect(dialog.textContent).toContain('Choose a bleed from 0 to 10 mm.');
    expect(bleed.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    // Away to another format and back: what was typed is still there, and still refused.
    await choose(format, 'pdf');
    expect(submit.disabled).toBe(false);
    await choose(format, 'pdfx');
    const again = labelled<HTMLInputElement>(dialog, 'Bleed (mm)');
    expect(again.value).toBe('12');
    expect(submit.disabled).toBe(true);
    await type(again, '5');
    expect(submit.disabled).toBe(false);
    await click(submit);
    await eventually(() => expect(opened.saved).toEqual(['Untitled (print).pdf']));
    expect((opened.api as RecordingDownloads).asked).toEqual([
      expect.objectContaining({ format: 'pdfx', bleed: 5 }),
    ]);
    // Said of that download only: a new choice clears it.
    await eventually(() => expect(dialog.textContent).toContain('Downloaded.'));
    await choose(format, 'pdf');
    expect(dialog.textContent).not.toContain('Downloaded.');
  });
});

describe('generated images', () => {
  it('tells a Starter that text to image comes with a paid plan, in place of the prompt', async () => {
    const opened = await openOn('T');
    const host = await render(
      opened,
      <GenerationForm generation={opened.editor.generation} onAdd={() => undefined} />,
    );
    const form = host.querySelector('section')!;
    expect(form.getAttribute('aria-labelledby')).toBe(form.querySelector('h3')?.id);
    expect(form.querySelector('h3')?.textContent).toBe('Generate an image');
    const upsell = await noteWith(form, 'Text to image');
    expect(upsell.textContent).toContain('Turning text into images comes with a paid plan');
    expect(await upgradeHref(upsell)).toBe('/pricing/?plan=S');
    expect(form.querySelectorAll('textarea, input')).toHaveLength(0);
    expect(form.querySelectorAll('button')).toHaveLength(0);
  });

  it('says a Student’s generated images are used up, apart from text to image', async () => {
    const opened = await openOn('S', { used: { imageGenerations: 10 } });
    const host = await render(
      opened,
      <GenerationForm generation={opened.editor.generation} onAdd={() => undefined} />,
    );
    const note = await noteWith(host, 'Generated images');
    expect(note.textContent).toContain(
      'You have used 10 of 10 generated images this month on Student',
    );
    const prompt = host.querySelector('textarea')!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
      setValue.set!.call(prompt, 'A neuron');
      prompt.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(prompt.value).toBe('A neuron');
    expect(named<HTMLButtonElement>(host, 'button', 'Generate').disabled).toBe(true);
    expect(await upgradeHref(note)).toBe('/pricing/?plan=R');
  });
});

describe('background removal', () => {
  it('says the removals are used up before the button is pressed', async () => {
    const picture = elementSchema.parse(
      createDefaultElement('upload', { left: 100, top: 100, width: 60, height: 40 }, 'sheet'),
    );
    const opened = await openOn('T', {
      used: { backgroundRemovals: 5 },
      document: { ...createEmptyDocument(1200, 600), elements: [picture] },
    });
    const host = await render(
      opened,
      <BackgroundRemovalFields editor={opened.editor} elementId="sheet" />,
    );
    const fields = host.querySelector('fieldset')!;
    expect(fields.querySelector('legend')?.textContent).toBe('Remove background');
    const note = await noteWith(fields, 'Background removal');
    expect(note.textContent).toContain(
      'You have used 5 of 5 background removals this month on Starter',
    );
    expect(await upgradeHref(note)).toBe('/pricing/?plan=S');
    expect(named<HTMLButtonElement>(fields, 'button', 'Remove background').disabled).toBe(true);
  });
});

/** The shell's Image file input and its notice over the canvas (EditorShell.tsx). */
function ImageInsert({ editor }: { editor: EditorEngine }) {
  const area = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const insert = useInsert({
    editor,
    view: null,
    area,
    onNotice: setNotice,
    report: () => undefined,
  });
  return (
    <div ref={area}>
      {insert.images.input}
      {notice ? <EditorAlert notice={notice} onDismiss={() => setNotice(null)} /> : null}
    </div>
  );
}

describe('uploads', () => {
  it('refuses a picture that would not fit the uploads, in the plan’s words, before placing it', async () => {
    const opened = await openOn('T', {
      edge: (plan) => {
        plan.storage = { used: plan.storage.quota - 100, quota: plan.storage.quota };
      },
    });
    const host = await render(opened, <ImageInsert editor={opened.editor} />);
    const input = named<HTMLInputElement>(host, 'input', 'Image file');
    const file = new File([new Uint8Array(2400)], 'cells.png', { type: 'image/png' });
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const alert = await eventually(() => {
      const shown = host.querySelector<HTMLElement>('[role="alert"]');
      expect(shown?.textContent).toContain('“cells.png”');
      return shown!;
    });
    expect(alert.textContent).toContain('your Starter plan keeps 100 MB of uploaded pictures');
    expect(await upgradeHref(alert)).toBe('/pricing/?plan=S');
    expect(opened.editor.getDocument().elements).toHaveLength(0);
  });
});

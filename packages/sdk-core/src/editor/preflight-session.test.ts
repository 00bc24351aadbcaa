import { describe, expect, it, vi } from 'vitest';
import { checkSlides } from '../preflight/check';
import { englishPreflightTranslator } from '../preflight/english';
import { profileById, type JournalProfile, type ProfileFile } from '../preflight/profiles';
import {
  createDefaultElement,
  elementSchema,
  type ChartElement,
  type CreationType,
  type ScientificElement,
  type SlideDocument,
  type TextboxElement,
} from '../schema';
import { preflight } from '../preflight/preflight';
import { onScreenTarget } from '../preflight/print-scale';
import { chartSizedFor } from './chart-commands';
import { barChart, rect, text } from '../preflight/testing/fixtures';
import { createEditorStore } from '../stores/editor-store';
import { exportPlan, scaleFor, type ProfileFileExporter } from './preflight-files';
import { createPreflightSession } from './preflight-session';
import { englishTranslator } from '../i18n/testing';
import { sampleScientific } from '../scientific/tools';
import { flushPromises, manualClock } from './testing/manual-clock';

// On a 1200 px slide Cell's 4 in print makes 1 px 0.24 pt: 20.8 px text is 5 pt.
const label = (fontSize: number, id = 'label') =>
  elementSchema.parse({
    type: 'textbox',
    id,
    left: 100,
    top: id === 'label' ? 100 : 400,
    width: 600,
    height: fontSize * 1.2,
    text: 'p < 0.05',
    fontSize,
  });
const doc = (elements: unknown[] = [], size = 1200): SlideDocument => ({
  schemaVersion: 4,
  width: size,
  height: size,
  background: '#ffffff',
  elements: elements as SlideDocument['elements'],
});

function setup(
  document = doc([label(20.8)]),
  loadProfiles?: () => Promise<readonly JournalProfile[]>,
  creationType?: CreationType,
) {
  const clock = manualClock();
  const store = createEditorStore({ document });
  const revealSelection = vi.fn();
  const exported: ProfileFile[] = [];
  const exporter: ProfileFileExporter = {
    formats: ['png'],
    export: async (file) => void exported.push(file),
  };
  const session = createPreflightSession({
    store,
    camera: { revealSelection },
    exporter,
    timers: clock.timers,
    debounceMs: 150,
    loadChecks: async () => checkSlides,
    ...(loadProfiles ? { loadProfiles } : {}),
    ...(creationType ? { creationType } : {}),
  });
  const checks = () => session.state.getState().result?.problems.map((problem) => problem.check);
  return { clock, store, session, revealSelection, exported, checks };
}

describe('the preflight session', () => {
  it('checks the open slide when watched, and again once edits pause', async () => {
    const { clock, store, session, checks } = setup();
    expect(session.state.getState().result).toBeNull();
    const stop = session.watch(englishPreflightTranslator());
    await flushPromises(); // the checks load on the first watch
    expect(checks()).toContain('font-size');
    store.getState().updateElements({ label: { fontSize: 60 } });
    expect(session.state.getState().pending).toBe(true);
    await clock.advance(100);
    expect(checks()).toContain('font-size'); // not yet: the user may still be typing
    await clock.advance(60);
    expect(checks()).not.toContain('font-size');
    expect(session.state.getState()).toMatchObject({ pending: false, result: { passed: true } });
    stop();
    store.getState().updateElements({ label: { fontSize: 10 } });
    await clock.advance(1000);
    expect(checks()).not.toContain('font-size'); // no longer watched
  });

  it('loads its checks when first watched (they stay out of the first frame)', async () => {
    const store = createEditorStore({ document: doc([label(20.8)]) });
    const session = createPreflightSession({
      store,
      camera: { revealSelection: () => undefined },
      exporter: { formats: [], export: async () => undefined },
    });
    session.watch(englishPreflightTranslator());
    expect(session.state.getState().result).toBeNull();
    await vi.waitFor(() => expect(session.state.getState().result?.passed).toBe(false));
  });

  it("checks items' licences once the article's licence is chosen, at once", async () => {
    const nc = {
      type: 'illustration',
      id: 'mouse',
      assetId: 'library/mouse',
      name: 'Mouse',
      left: 100,
      top: 100,
      width: 200,
      height: 200,
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      licence: { spdx: 'CC-BY-NC-4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
    };
    const { session, checks } = setup(doc([elementSchema.parse(nc)]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    expect(checks()).toEqual([]);
    session.setArticleLicence('cc-by');
    expect(session.state.getState().articleLicence).toBe('cc-by');
    expect(checks()).toEqual(['licence']);
    session.setArticleLicence('cc-by-nc');
    expect(checks()).toEqual([]);
  });

  it('offers journal partners’ own profiles beside the registry’s, and checks by their rules', async () => {
    // A partner's journal asking for 24 pt text: the 60 px label (14.4 pt on 4 in) is too small.
    const partner: JournalProfile = {
      ...profileById('cell'),
      id: 'partner-7',
      name: 'Journal of Tests',
      minFontPt: 24,
    };
    const listed = [profileById('cell'), partner];
    const { session, store, checks } = setup(doc([label(60)]), async () => listed);
    session.setProfile('partner-7'); // not listed yet: nothing changes
    expect(session.profile().id).toBe('cell');
    session.watch(englishPreflightTranslator());
    await flushPromises();
    expect(session.profiles().map((profile) => profile.id)).toContain('partner-7');
    expect(session.profiles().filter((profile) => profile.id === 'cell')).toHaveLength(1);
    expect(checks()).not.toContain('font-size');
    session.setProfile('partner-7');
    expect(session.profile().name).toBe('Journal of Tests');
    expect(checks()).toContain('font-size');
    store.getState().updateElements({ label: { fontSize: 110 } });
    session.setProfile('cell');
    session.setProfile('partner-7');
    expect(checks()).not.toContain('font-size');
  });

  it('offers the registry’s profiles alone where partners’ cannot be read', async () => {
    const { session } = setup(undefined, async () => Promise.reject(new Error('offline')));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    expect(session.profiles().every((profile) => !profile.id.startsWith('partner-'))).toBe(true);
  });

  it('fixes a chart in one click: a colour-blind-safe palette, text fitted to the profile', async () => {
    // Red and green series: alike for a reader with deuteranopia. Default text: ~3 pt on Cell.
    const chart = elementSchema.parse({
      ...barChart(['#d62728', '#2ca02c']),
      id: 'chart',
      left: 100,
      top: 100,
      width: 600,
      height: 450,
    });
    const { clock, store, session } = setup(doc([chart]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const problem = (check: string) =>
      session.state.getState().result!.problems.find((found) => found.check === check);
    expect(problem('colour-vision')?.fix).toBe('chart-palette');
    expect(problem('font-size')?.fix).toBe('chart-text');

    const t = (key: string) => key;
    expect(await session.fix(problem('colour-vision')!, t)).toBe(true);
    const fixed = () =>
      store.getState().document.elements[0] as Extract<
        SlideDocument['elements'][number],
        { type: 'chart' }
      >;
    expect(fixed().colours.slice(0, 2)).toEqual(['#0072b2', '#e69f00']);
    expect(await session.fix(problem('font-size')!, t)).toBe(true);
    expect(fixed().textSizes.ticks).toBeGreaterThan(30);
    await clock.advance(200);
    expect(problem('colour-vision')).toBeUndefined();
    expect(problem('font-size')).toBeUndefined();
    // Each fix is one step of history.
    store.getState().undo();
    expect(fixed().textSizes.ticks).toBe(12);
  });

  it('fits a scientific object’s text to the profile in one click, crowded labels included', async () => {
    // A timeline 480 px wide on Cell's 1200 px, 4 in square: its 12 px text is 2.9 pt at print.
    const timeline = elementSchema.parse(
      sampleScientific('timeline', { left: 100, top: 100 }, 'timeline', englishTranslator()),
    );
    const { clock, store, session } = setup(doc([timeline]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const problem = () =>
      session.state.getState().result!.problems.find((found) => found.check === 'font-size');
    expect(problem()?.fix).toBe('scientific-text');
    expect(await session.fix(problem()!, englishTranslator())).toBe(true);
    const fixed = store.getState().document.elements[0] as ScientificElement;
    expect(fixed.textSize).toBeGreaterThan(12 * 2);
    await clock.advance(200);
    expect(problem()).toBeUndefined();
    store.getState().undo();
    expect((store.getState().document.elements[0] as ScientificElement).textSize).toBe(12);
  });

  it('knows the journal a figure is made for, and a chart added for it starts within its rules', async () => {
    // A 900 px square is no journal's size: preflight checks against Cell, made for nothing.
    const plain = setup(doc([], 900));
    expect(plain.session.target()).toBeNull();
    plain.session.setProfile('nature');
    expect(plain.session.target()?.id).toBe('nature');
    // Cell's 1200 px square is made for Cell from the start.
    const { session } = setup(doc([]));
    expect(session.target()?.id).toBe('cell');

    const box = { left: 100, top: 100, width: 600, height: 450 };
    const chart = elementSchema.parse(createDefaultElement('chart', box)) as ChartElement;
    const sized = await chartSizedFor(chart, { width: 1200, height: 1200 }, session.target()!);
    const fontProblems = (element: ChartElement) =>
      preflight([doc([element])], profileById('cell')).problems.filter(
        (problem) => problem.check === 'font-size',
      );
    expect(fontProblems(chart)).toHaveLength(1);
    expect(fontProblems(sized)).toEqual([]);
    expect(sized.textSizes.titles).toBeGreaterThan(sized.textSizes.ticks);
    expect(sized.svg).not.toBe(chart.svg);
  });

  it('starts a chart added to a slide made for no journal with text one reads projected', async () => {
    // 14 pt on a 1920 px slide shown 13.33 in wide: 28 px.
    const slide = { width: 1920, height: 1080 };
    const box = { left: 1000, top: 400, width: 640, height: 480 };
    const chart = elementSchema.parse(createDefaultElement('chart', box)) as ChartElement;
    const sized = await chartSizedFor(chart, slide, onScreenTarget(slide));
    const onScreen = { ...profileById('cell'), ...onScreenTarget(slide) };
    const fontProblems = (element: ChartElement) =>
      preflight([{ ...doc([element]), ...slide }], onScreen).problems.filter(
        (problem) => problem.check === 'font-size',
      );
    expect(fontProblems(chart)).toHaveLength(1);
    expect(fontProblems(sized)).toEqual([]);
  });

  it('recolours a shape its neighbour collapses into for some readers, keeping its text readable', async () => {
    // Red beside green: alike under deuteranopia. The green one holds white text.
    const red = elementSchema.parse({
      ...rect(100, 100, 300, 300, { fill: '#d62728' }),
      id: 'red',
    });
    const green = elementSchema.parse({
      ...rect(400, 100, 300, 300, { fill: '#2ca02c' }),
      id: 'green',
    });
    const label = elementSchema.parse({
      ...text('Treated', 96, { left: 420, top: 200, width: 260, fill: '#ffffff' }),
      id: 'label',
    });
    const { clock, store, session } = setup(doc([red, green, label]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const problem = () =>
      session.state.getState().result!.problems.find((found) => found.check === 'colour-vision');
    expect(problem()).toMatchObject({ elementId: 'green', fix: 'shape-colour' });
    expect(await session.fix(problem()!, (key) => key)).toBe(true);
    const fill = (store.getState().document.elements[1] as { fill: string }).fill;
    expect(fill).not.toBe('#2ca02c');
    await clock.advance(200);
    // Told apart by every reader now, and the white label still reads on it.
    const left = session.state
      .getState()
      .result!.problems.filter(
        (found) => found.check === 'colour-vision' || found.check === 'contrast',
      );
    expect(left).toEqual([]);
    store.getState().undo();
    expect((store.getState().document.elements[1] as { fill: string }).fill).toBe('#2ca02c');
  });

  it('sets a chart’s labels in the face drawn like the journal’s in one click', async () => {
    const chart = elementSchema.parse({ ...barChart(['#0072b2']), id: 'chart' });
    const { clock, store, session } = setup(doc([chart]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const typeface = () =>
      session.state.getState().result!.problems.find((found) => found.check === 'font-family');
    expect(typeface()).toMatchObject({ elementId: 'chart', fix: 'profile-font' });
    expect(await session.fix(typeface()!, (key) => key)).toBe(true);
    const fixed = store.getState().document.elements[0] as { fontFamily?: string; svg: string };
    expect(fixed.fontFamily).toBe('Arimo');
    expect(fixed.svg).toContain('font-family="Arimo"');
    await clock.advance(200);
    expect(typeface()).toBeUndefined();
    store.getState().undo();
    expect((store.getState().document.elements[0] as { svg: string }).svg).toContain('Inter');
  });

  it('sets a text in the face drawn like the journal’s in one click, its runs too', async () => {
    const title = elementSchema.parse({
      ...text('Tumour cells', 60, { left: 100, top: 100, width: 800 }),
      id: 'title',
      fontFamily: 'Inter',
      styles: [{ start: 0, end: 6, style: { fontFamily: 'Noto Serif', fontWeight: 'bold' } }],
    });
    const { clock, store, session } = setup(doc([title]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const problem = session.state
      .getState()
      .result!.problems.find((found) => found.check === 'font-family');
    expect(problem).toMatchObject({ elementId: 'title', fix: 'profile-font' });
    expect(await session.fix(problem!, (key) => key)).toBe(true);
    const fixed = store.getState().document.elements[0] as TextboxElement;
    expect(fixed.fontFamily).toBe('Arimo');
    expect(fixed.styles).toEqual([{ start: 0, end: 6, style: { fontWeight: 'bold' } }]);
    await clock.advance(200);
    expect(
      session.state.getState().result!.problems.filter((found) => found.check === 'font-family'),
    ).toEqual([]);
    store.getState().undo();
    expect((store.getState().document.elements[0] as TextboxElement).fontFamily).toBe('Inter');
  });

  it('sets a text no reader can read on its shape in black or white in one click', async () => {
    const red = elementSchema.parse({ ...rect(50, 50, 1000, 300, { fill: '#e00000' }), id: 'red' });
    const label = elementSchema.parse({
      ...text('Treated', 80, { left: 100, top: 100, width: 600, fill: '#000000' }),
      id: 'label',
    });
    const { clock, store, session } = setup(doc([red, label]));
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const problem = session.state
      .getState()
      .result!.problems.find((found) => found.fix === 'text-colour');
    expect(problem).toMatchObject({ elementId: 'label', check: 'colour-vision' });
    expect(await session.fix(problem!, (key) => key)).toBe(true);
    expect((store.getState().document.elements[1] as TextboxElement).fill).toBe('#ffffff');
    await clock.advance(200);
    expect(
      session.state
        .getState()
        .result!.problems.filter(
          (found) => found.elementId === 'label' && found.fix === 'text-colour',
        ),
    ).toEqual([]);
    store.getState().undo();
    expect((store.getState().document.elements[1] as TextboxElement).fill).toBe('#000000');
  });

  it('gives a transparent slide a white background in one click, for PLOS', async () => {
    const { clock, store, session } = setup({ ...doc(), background: 'transparent' });
    session.watch(englishPreflightTranslator());
    await flushPromises();
    session.setProfile('plos');
    const problem = session.state
      .getState()
      .result!.problems.find((found) => found.check === 'transparency');
    expect(problem?.fix).toBe('white-background');
    expect(await session.fix(problem!, (key) => key)).toBe(true);
    expect(store.getState().document.background).toBe('#ffffff');
    await clock.advance(200);
    expect(
      session.state.getState().result!.problems.some((found) => found.check === 'transparency'),
    ).toBe(false);
  });

  it('resizes a blank abstract to the journal’s size in one click, its content kept in the middle', async () => {
    const box = elementSchema.parse({ ...rect(500, 250, 200, 100), id: 'box' });
    const wide: SlideDocument = { ...doc([box]), width: 1200, height: 600 };
    const { clock, store, session, checks } = setup(wide);
    session.watch(englishPreflightTranslator());
    await flushPromises();
    // Checked against Cell until the person chooses (the panel says so).
    expect(session.state.getState().chosen).toBe(false);
    expect(session.target()).toBeNull();
    const [problem] = session.state.getState().result!.problems;
    expect(problem?.fix).toBe('slide-size');
    expect(await session.fix(problem!, (key) => key)).toBe(true);
    const resized = store.getState().document;
    expect([resized.width, resized.height]).toEqual([1200, 1200]);
    expect(resized.elements[0]).toMatchObject({ left: 500, top: 550 });
    // Made for Cell now: chosen, kept in the slide.
    expect(session.state.getState().chosen).toBe(true);
    expect(resized.journal?.profile).toBe('cell');
    await clock.advance(200);
    expect(checks()).toEqual([]);
    // One step of history takes size, place and choice back.
    store.getState().undo();
    expect(store.getState().document).toMatchObject({ width: 1200, height: 600 });
    expect(store.getState().document.elements[0]).toMatchObject({ top: 250 });
    expect(session.state.getState().chosen).toBe(false);
  });

  it("starts with the journal whose size the slide has (Cell's elsewhere)", () => {
    expect(setup({ ...doc(), width: 975, height: 525 }).session.profile().id).toBe('acs-toc');
    expect(setup({ ...doc(), width: 1000, height: 700 }).session.profile().id).toBe('cell');
  });

  it('checks a poster as the poster it is, printed at its canvas’s size, not as a journal’s figure', async () => {
    // An A1 poster (59.4 x 84.1 cm on the canvas) with 24 px body text: 24 pt on the printed
    // poster. Cell's 4 in would make it under 5 pt and ask for 12 pt text everywhere.
    const poster = { ...doc([label(24)]), width: 1684, height: 2384 };
    const { session, checks } = setup(poster, undefined, 'poster');
    expect(session.profile()).toMatchObject({
      id: 'custom',
      minWidth: 1684,
      minHeight: 2384,
      dpi: 72,
      formats: ['pdf'],
      minFontPt: 18,
    });
    expect(session.profile().printWidthIn).toBeCloseTo(23.4, 1);
    session.watch(englishPreflightTranslator());
    await flushPromises();
    expect(checks()).toEqual([]);
    // What Cell's rules would have said of the same poster.
    const asCell = preflight([poster], profileById('cell')).problems.map((found) => found.check);
    expect(asCell).toEqual(expect.arrayContaining(['pixel-size', 'font-size']));
    // A talk's slide is checked at its own size too, as a picture.
    const slide = setup({ ...doc(), width: 1920, height: 1080 }, undefined, 'slide');
    expect(slide.session.profile()).toMatchObject({
      id: 'custom',
      minWidth: 1920,
      formats: ['png'],
      // At PowerPoint's slide size, 13.33 in.
      dpi: 144,
    });
    expect(setup(poster, undefined, 'poster').session.target()).toBeNull();
    // A graphical abstract of any size is a journal's figure: Cell's until one is chosen.
    expect(setup(poster, undefined, 'abstract').session.profile().id).toBe('cell');
  });

  it('checks an A0 poster on A0 paper, where text under 18 pt is too small to read from afar', async () => {
    // 1768 px printed 84.1 cm wide: 53 dpi. 30 px is 41 pt there; 12 px is 16 pt.
    const poster = { ...doc([label(30), label(12, 'caption')]), width: 1768, height: 2500 };
    const { session, checks } = setup(poster, undefined, 'poster');
    expect(session.profile()).toMatchObject({ id: 'custom', dpi: 53, minFontPt: 18 });
    expect(session.profile().printWidthIn * 2.54).toBeCloseTo(84.7, 0);
    session.watch(englishPreflightTranslator());
    await flushPromises();
    expect(checks()).toEqual(['font-size']);
  });

  it('remembers the profile and re-checks at once when it changes', async () => {
    const wide: SlideDocument = { ...doc(), width: 1200, height: 600 };
    const { session, checks } = setup(wide);
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const messages = () => session.state.getState().result!.problems.map((p) => p.message);
    // Too small for Cell, and not square: one problem.
    expect(checks()).toEqual(['pixel-size']);
    expect(messages()[0]).toContain('Cell asks for 1200 × 1200 px (or larger in that shape)');
    session.setProfile('elsevier');
    expect(session.state.getState().profileId).toBe('elsevier');
    expect(session.profile()).toBe(profileById('elsevier'));
    expect(messages()[0]).toContain('Elsevier asks for 1328 × 531 px');
    session.setProfile('custom');
    session.setCustom({ width: 1000, height: 500 });
    expect(checks()).toEqual([]);
  });

  it('keeps the profile and the article’s licence in the slide: a reload starts with them, an undo takes them back', async () => {
    const { store, session } = setup();
    session.setProfile('plos');
    session.setArticleLicence('cc-by');
    session.setProfile('custom');
    session.setCustom({ width: 1000 });
    session.setCustom({ minFontPt: 9 });
    expect(store.getState().document.journal).toEqual({
      profile: 'custom',
      licence: 'cc-by',
      custom: { width: 1000, height: 1200, dpi: 300, formats: ['png'], minFontPt: 9 },
    });
    // The slide as saved and opened again: the same choices, as chosen ones.
    const reopened = createPreflightSession({
      store: createEditorStore({ document: store.getState().document }),
      camera: { revealSelection: () => undefined },
      exporter: { formats: [], export: async () => undefined },
    });
    expect(reopened.state.getState()).toMatchObject({
      profileId: 'custom',
      articleLicence: 'cc-by',
      custom: { width: 1000, minFontPt: 9 },
    });
    expect(reopened.target()?.minFontPt).toBe(9);
    // Typing the custom rules is one step; one more undo goes back to PLOS.
    store.getState().undo();
    store.getState().undo();
    expect(session.state.getState()).toMatchObject({ profileId: 'plos', articleLicence: 'cc-by' });
    // A read-only slide (a commentor's) checks against another profile without changing it.
    const readOnly = createEditorStore({ document: store.getState().document, readOnly: true });
    const looking = createPreflightSession({
      store: readOnly,
      camera: { revealSelection: () => undefined },
      exporter: { formats: [], export: async () => undefined },
    });
    looking.setProfile('elsevier');
    expect(looking.profile().id).toBe('elsevier');
    expect(readOnly.getState().document.journal?.profile).toBe('plos');
  });

  it('selects the element at fault and brings it into view', async () => {
    const { session, store, revealSelection } = setup();
    session.watch(englishPreflightTranslator());
    await flushPromises();
    const problem = session.state.getState().result!.problems.find((p) => p.check === 'font-size')!;
    session.reveal(problem);
    expect(store.getState().selection).toEqual(['label']);
    expect(revealSelection).toHaveBeenCalledTimes(1);
  });

  it('plans the files: PNGs now, the other formats as coming, one PNG of their size meanwhile', () => {
    const { session } = setup();
    const cell = session.plan();
    expect(cell.map(({ file, ready, standInFor }) => [file.format, ready, standInFor])).toEqual([
      ['tiff', false, undefined],
      ['pdf', false, undefined],
      ['jpg', false, undefined],
      ['png', true, 'tiff'],
    ]);
    expect(cell[3]?.file).toMatchObject({ width: 1200, height: 1200, dpi: 300 });
    session.setProfile('visual-abstract');
    expect(session.plan().map(({ file, ready }) => [file.format, ready])).toEqual([
      ['png', true],
      ['jpg', false],
    ]);
    // An exporter that writes TIFF too needs no stand-in.
    expect(exportPlan(profileById('cell'), ['png', 'tiff']).map((e) => e.file.format)).toEqual([
      'tiff',
      'pdf',
      'jpg',
    ]);
  });

  it('draws each file at its size, within what the download allows', () => {
    expect(scaleFor({ width: 1200, height: 1200 }, profileById('cell').files[0]!)).toBe(1);
    expect(scaleFor({ width: 600, height: 600 }, profileById('cell').files[0]!)).toBe(2);
    expect(scaleFor({ width: 100, height: 100 }, profileById('cell').files[0]!)).toBe(12);
  });
});

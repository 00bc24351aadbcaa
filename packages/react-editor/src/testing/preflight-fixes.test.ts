// @vitest-environment jsdom
// The Preflight panel's work as an author meets it before submitting, on the headless editor:
// the problems under the journal chosen, a problem selecting the element at fault, the one-click
// fixes (each one undo step), and a problem clearing once the author has mended it. The panel
// calls these same session methods (PreflightPanel.tsx, PreflightProblems.tsx).
import { afterEach, describe, expect, it } from 'vitest';
import { applyTextCommand } from '../text/text-target';
import { translator } from '@figura/sdk-core/i18n';
import type { PreflightProblem } from '@figura/sdk-core/preflight';
import { createEmptyDocument, elementSchema, type TextboxElement } from '@figura/sdk-core/schema';
import { ZOOM_BAR_ROOM } from '../canvas/camera';
import { layOut } from './page-layout';
import { TestEditor } from './test-editor';

const opened: TestEditor[] = [];
const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
});

/** A square figure: a headline, and a label of 20.8 px, 5 pt when Cell prints 1200 px as 4 in. */
const FIGURE = {
  ...createEmptyDocument(1200, 1200),
  elements: [
    elementSchema.parse({
      type: 'textbox',
      id: 'title',
      left: 100,
      top: 100,
      width: 1000,
      height: 112,
      text: 'Mitochondria drive apoptosis',
      fontSize: 96,
    }),
    elementSchema.parse({
      type: 'textbox',
      id: 'label',
      left: 400,
      top: 700,
      width: 400,
      height: 25,
      text: 'p < 0.05',
      fontSize: 20.8,
    }),
  ],
};

const SMALL_LABEL = 'Text “p < 0.05” is 5 pt at print size; Cell asks for at least 12 pt.';

/** The figure open, its Preflight panel open (watching), once the first check is in. */
async function openPreflight() {
  const t = await TestEditor.create({ document: FIGURE });
  opened.push(t);
  t.editor.openPanel('preflight');
  const session = t.editor.preflight;
  // The panel watches with the editor's words while it is open.
  stops.push(session.watch(translator(t.editor.i18n, 'editor')));
  await expect.poll(() => session.state.getState().result).not.toBeNull();
  return { t, session };
}

const problems = (t: TestEditor) => t.editor.preflight.state.getState().result?.problems ?? [];
const checksOf = (t: TestEditor) => problems(t).map((problem) => problem.check);
const problemOf = (t: TestEditor, check: string, elementId?: string): PreflightProblem => {
  const found = problems(t).find(
    (problem) =>
      problem.check === check && (elementId === undefined || problem.elementId === elementId),
  );
  if (!found) throw new Error(`No ${check} problem for ${elementId ?? 'the slide'}`);
  return found;
};
const text = (t: TestEditor, id: string) => t.element(id) as TextboxElement;

/** Waits for the check after the edits' pause. */
async function checked(t: TestEditor) {
  await expect.poll(() => t.editor.preflight.state.getState().pending).toBe(false);
}

describe('preflight against a journal', () => {
  it('checks the figure for the journal its size matches: Cell finds the 5 pt label', async () => {
    const { t, session } = await openPreflight();
    // 1200 x 1200 is Cell's size: chosen before the author picks anything.
    expect(session.state.getState().profileId).toBe('cell');
    expect(problemOf(t, 'font-size', 'label').message).toBe(SMALL_LABEL);
    expect(problemOf(t, 'font-size', 'label').severity).toBe('error');
    // One required problem: "Export every file" asks before writing files Cell would refuse.
    expect(problems(t).filter((problem) => problem.severity === 'error')).toHaveLength(1);
    expect(checksOf(t)).not.toContain('pixel-size');
    // Where Cell's rules come from, to read them in full.
    expect(session.profile().source).toMatch(/^https:\/\/www\.cell\.com\//);
  });

  it('checks again at once for another journal: a square slide is not a 16:9 visual abstract', async () => {
    const { t, session } = await openPreflight();
    session.setProfile('visual-abstract');
    expect(checksOf(t).filter((check) => check === 'pixel-size')).toHaveLength(1);
    expect(session.state.getState().result?.passed).toBe(false);
    session.setProfile('cell');
    expect(checksOf(t)).not.toContain('pixel-size');
    expect(problemOf(t, 'font-size', 'label').message).toBe(SMALL_LABEL);
    // A profile this editor does not know changes nothing.
    session.setProfile('no-such-journal');
    expect(session.state.getState().profileId).toBe('cell');
  });

  it('keeps the profile chosen while the panel is closed, and checks what changed meanwhile on opening', async () => {
    const { t, session } = await openPreflight();
    session.setProfile('visual-abstract');
    // The panel closes: it stops watching.
    stops.pop()!();
    t.editor.closePanel();
    t.editor.updateElements({ label: { fontSize: 60 } });
    t.editor.openPanel('preflight');
    stops.push(session.watch(translator(t.editor.i18n, 'editor')));
    expect(session.state.getState().profileId).toBe('visual-abstract');
    expect(checksOf(t)).toEqual(['pixel-size']);
  });
});

describe('a problem and its element', () => {
  it('selects the label from its problem, and moves the camera only when it is out of view', async () => {
    const { t, session } = await openPreflight();
    const layout = layOut(t);
    t.editor.zoomToFit();
    const fit = t.editor.getZoom();
    const corner = layout.screenOf({ x: 0, y: 0 });
    session.reveal(problemOf(t, 'font-size', 'label'));
    expect(t.selection).toEqual(['label']);
    // In view: the figure stays whole on screen (it used to zoom in on the label).
    expect(t.editor.getZoom()).toBe(fit);
    expect(layout.screenOf({ x: 0, y: 0 })).toEqual(corner);
    // Zoomed in and scrolled, the label out of sight: panned to the middle at the person's zoom.
    t.editor.select([]);
    t.editor.setZoom(fit * 4);
    await expect.poll(() => t.view.wrapper.style.transform, { timeout: 2000 }).toBe('');
    t.area.scrollTop -= 400;
    const hidden = layout.screenOf({ x: 600, y: 700 });
    expect(hidden.y).toBeGreaterThan(900);
    session.reveal(problemOf(t, 'font-size', 'label'));
    await expect.poll(() => t.view.wrapper.style.transform, { timeout: 2000 }).toBe('');
    expect(t.editor.getZoom()).toBeCloseTo(fit * 4, 5);
    const box = t.object('label').getBoundingRect();
    const centre = layout.screenOf({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    // Within the area's whole-pixel scrolling.
    expect(Math.abs(centre.x - 700)).toBeLessThan(2);
    // Centred above the zoom bar's room in the view's foot.
    expect(Math.abs(centre.y - (900 - ZOOM_BAR_ROOM) / 2)).toBeLessThan(2);
  });

  it('selects nothing for a problem of the whole slide, or whose element is gone', async () => {
    const { t, session } = await openPreflight();
    session.setProfile('visual-abstract');
    t.editor.select(['title']);
    session.reveal(problemOf(t, 'pixel-size'));
    expect(t.selection).toEqual(['title']);
    const small = problemOf(t, 'font-size', 'label');
    t.editor.deleteElements(['label']);
    session.reveal(small);
    expect(t.selection).toEqual(['title']);
  });
});

describe('mending the figure', () => {
  it('clears the small-text problem once the label is enlarged from the text toolbar, and brings it back on undo', async () => {
    const { t } = await openPreflight();
    t.editor.select(['label']);
    // The text toolbar's Font size: 60 px is 14.4 pt at Cell's print size.
    applyTextCommand(
      t.editor.store,
      t.view,
      { kind: 'char', key: 'fontSize', value: 60 },
      t.editor.t,
    );
    expect(text(t, 'label').fontSize).toBe(60);
    // Checked again once editing pauses.
    expect(t.editor.preflight.state.getState().pending).toBe(true);
    await checked(t);
    expect(checksOf(t)).not.toContain('font-size');
    t.press('z', { ctrlKey: true });
    await checked(t);
    expect(problemOf(t, 'font-size', 'label').message).toBe(SMALL_LABEL);
  });

  it('offers no one-click fix for small text: the author decides how large', async () => {
    const { t, session } = await openPreflight();
    const small = problemOf(t, 'font-size', 'label');
    expect(small.fix).toBeUndefined();
    expect(await session.fix(small, t.editor.t)).toBe(false);
    expect(t.editor.canUndo()).toBe(false);
  });

  it("sets each text in Cell's typeface in one click, one undo step each, until the figure passes", async () => {
    const { t, session } = await openPreflight();
    t.editor.updateElements({ label: { fontSize: 60 } });
    await checked(t);
    const faces = problems(t).filter((problem) => problem.fix === 'profile-font');
    expect(faces.map((problem) => problem.elementId)).toEqual(['title', 'label']);
    for (const face of faces) expect(await session.fix(face, t.editor.t)).toBe(true);
    expect(t.document.elements.map((element) => (element as TextboxElement).fontFamily)).toEqual([
      'Arimo',
      'Arimo',
    ]);
    expect(t.editor.store.getState().lastAction).toBe("Journal's typeface");
    await checked(t);
    expect(problems(t)).toEqual([]);
    expect(t.editor.preflight.state.getState().result?.passed).toBe(true);

    // Ctrl+Z takes back the last fix only, and the problem comes back.
    t.press('z', { ctrlKey: true });
    expect(text(t, 'label').fontFamily).toBe('Inter');
    expect(text(t, 'title').fontFamily).toBe('Arimo');
    await checked(t);
    expect(problemOf(t, 'font-family', 'label').fix).toBe('profile-font');
    t.press('y', { ctrlKey: true });
    expect(text(t, 'label').fontFamily).toBe('Arimo');
  });

  it('changes nothing in a commentor’s editor', async () => {
    const { t, session } = await openPreflight();
    const face = problemOf(t, 'font-family', 'title');
    t.editor.store.setState({ readOnly: true });
    expect(await session.fix(face, t.editor.t)).toBe(false);
    expect(text(t, 'title').fontFamily).toBe('Inter');
    expect(t.editor.canUndo()).toBe(false);
  });

  it('reports no fix, and records no step, for a typeface fix whose text was deleted', async () => {
    const { t, session } = await openPreflight();
    const face = problemOf(t, 'font-family', 'label');
    t.editor.deleteElements(['label']);
    const steps = t.editor.store.getState().past.length;
    expect(await session.fix(face, t.editor.t)).toBe(false);
    expect(t.editor.store.getState().past).toHaveLength(steps);
    expect(t.document.elements.map((element) => element.id)).toEqual(['title']);
  });
});

// Seeded fuzz tests of the editor's store, history and autosave against the in-memory API:
// random edits, undos, redos, saves, failed saves, changes made elsewhere and the user's answer
// to the conflict. After every step: the document is valid under the schema, undo then redo
// gives the same document back, and every save the editor acknowledged is what the server holds
// (until someone else writes over it). A failure prints the seed and the shortest action list.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { elementSchema, slideDocumentSchema, type SlideDocument } from '../schema';
import { createElementId } from '../schema/document/ids';
import { sameJson } from '../schema/document/same-json';
import { leafElementArb } from '../schema/document/testing/arbitraries';
import { loadChartTools } from './chart-commands';
import { loadScientificTools } from './scientific-drawing';
import { createEditor } from './create-editor';
import { flushPromises, manualClock } from './testing/manual-clock';
import type { EditorEngine } from './types';

type Action =
  | { kind: 'add'; element: unknown }
  | { kind: 'move'; pick: number; dx: number; dy: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'group' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'wait'; ms: number }
  | { kind: 'flush' }
  | { kind: 'fail-next-saves'; count: number }
  | { kind: 'remote-edit' }
  | { kind: 'keep-mine' }
  | { kind: 'load-theirs' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: leafElementArb.map((element) => ({ kind: 'add' as const, element })) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      dx: fc.integer({ min: -50, max: 50 }),
      dy: fc.integer({ min: -50, max: 50 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'group' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.constantFrom(100, 900, 5000, 40000),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'flush' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fail-next-saves' as const),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'remote-edit' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'keep-mine' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'load-theirs' as const }) },
);

interface Run {
  api: MemoryFiguraApi;
  editor: EditorEngine;
  clock: ReturnType<typeof manualClock>;
  /** Another tab wrote the slide after this editor's last successful save. */
  theirsIsNewer: boolean;
  /** The user answered a conflict with "Keep mine" (the one way to write over theirs). */
  keptMine: boolean;
}

const ids = (doc: SlideDocument) => doc.elements.map((element) => element.id);

async function step(run: Run, action: Action): Promise<void> {
  const { api, editor, clock } = run;
  const doc = editor.getDocument();
  const pick = (n: number) => doc.elements[n % Math.max(1, doc.elements.length)];
  switch (action.kind) {
    case 'add':
      editor.addElement(
        elementSchema.parse({ ...(action.element as object), id: createElementId() }),
      );
      break;
    case 'move': {
      const target = pick(action.pick);
      if (target && 'left' in target)
        editor.updateElements(
          { [target.id]: { left: target.left + action.dx, top: target.top + action.dy } },
          'Move',
        );
      break;
    }
    case 'remove': {
      const target = pick(action.pick);
      if (target) editor.deleteElements([target.id]);
      break;
    }
    case 'group':
      editor.select(ids(doc).slice(0, 2));
      editor.commands.group();
      break;
    case 'undo':
      editor.undo();
      break;
    case 'redo':
      editor.redo();
      break;
    case 'wait':
      await clock.advance(action.ms);
      break;
    case 'flush': {
      const flushed = editor.flush().then(
        () => true,
        () => false,
      );
      await clock.advance(0);
      // Acknowledged: the server holds exactly what the editor shows (when it had something to
      // store; with nothing to add, another tab's newer write stands).
      if ((await flushed) && !run.theirsIsNewer)
        expect(sameJson(api.storedDocument(), editor.getDocument())).toBe(true);
      break;
    }
    case 'fail-next-saves':
      api.failSaves = action.count;
      break;
    case 'remote-edit':
      api.simulateRemoteEdit((stored) => ({ ...stored, background: '#123456' }));
      run.theirsIsNewer = true;
      break;
    case 'keep-mine':
      if (editor.getSaveState().status !== 'conflict') break;
      run.keptMine = true;
      await editor.keepMine().catch(() => undefined);
      break;
    case 'load-theirs':
      if (editor.getSaveState().status !== 'conflict') break;
      await editor.loadTheirs();
      // The user chose the stored version: the editor now shows exactly what the server has.
      expect(sameJson(editor.getDocument(), api.storedDocument())).toBe(true);
      run.theirsIsNewer = false;
      break;
  }
  await flushPromises();
}

function checkInvariants(run: Run): void {
  const { api, editor } = run;
  const doc = editor.getDocument();
  // Every state is a valid document (what the API would accept).
  const parsed = slideDocumentSchema.safeParse(doc);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  // Undo then redo is the identity.
  if (editor.canUndo()) {
    editor.undo();
    editor.redo();
    expect(editor.getDocument()).toBe(doc);
  }
  // Nothing acknowledged is lost: when the editor says everything is saved, the server holds
  // exactly its document (unless another tab wrote since, which the next save will meet).
  const { status } = editor.getSaveState();
  if (
    (status === 'saved' || status === 'idle') &&
    !editor.hasUnsavedChanges() &&
    !run.theirsIsNewer
  )
    expect(sameJson(api.storedDocument(), doc)).toBe(true);
  // A conflict never replaces the user's work: it waits for their choice.
  if (status === 'conflict') expect(editor.hasUnsavedChanges()).toBe(true);
}

// A stretched chart is drawn again once the chart drawing has loaded, and a scientific element
// is followed once its drawings have: both loaded up front, so no import is still under way when
// the file ends (one that was broke the next files on the worker: "Cannot load … after the
// environment was torn down").
beforeAll(() =>
  Promise.all([loadChartTools(), import('./scientific-follow'), loadScientificTools()]),
);

describe('the editor under random use (seeded)', () => {
  it('keeps documents valid, undo/redo exact and acknowledged saves on the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 40 }), async (actions) => {
        const clock = manualClock();
        const api = new MemoryFiguraApi();
        const editor = await createEditor({
          api,
          creationId: api.creationId,
          timers: clock.timers,
          autosaveDebounceMs: 800,
          retryDelaysMs: [1000, 4000],
        });
        const run: Run = { api, editor, clock, theirsIsNewer: false, keptMine: false };
        const save = api.saveSlideContent.bind(api);
        api.saveSlideContent = async (...args) => {
          const overwriting = run.theirsIsNewer;
          const saved = await save(...args);
          // Another tab's write is never saved over unless the user chose to keep theirs out.
          if (overwriting) expect(run.keptMine, 'wrote over theirs without asking').toBe(true);
          run.theirsIsNewer = false;
          run.keptMine = false;
          return saved;
        };
        try {
          for (const action of actions) {
            await step(run, action);
            checkInvariants(run);
          }
          // In the end the server is reachable and the user keeps their version: it is stored,
          // whatever happened before.
          api.failSaves = 0;
          await clock.advance(60000);
          // "Keep mine" overwrites only the version the user was told of: a newer one written
          // since is another conflict, and they answer again.
          for (let i = 0; i < 3 && editor.getSaveState().status === 'conflict'; i++) {
            run.keptMine = true;
            await editor.keepMine().catch(() => undefined);
          }
          expect(editor.getSaveState().status).not.toBe('conflict');
          const flushed = editor.flush();
          await clock.advance(0);
          await flushed;
          // Stored, unless the last word was another tab's and this editor had nothing to add.
          if (!run.theirsIsNewer)
            expect(sameJson(api.storedDocument(), editor.getDocument())).toBe(true);
          expect(['idle', 'saved']).toContain(editor.getSaveState().status);
        } finally {
          await editor.dispose();
        }
      }),
      { seed: 20261123, numRuns: 150, endOnFailure: true },
    );
  });
});

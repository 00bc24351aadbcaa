import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { isMoleculeInputError } from '../chemistry/errors';
import type { MoleculeElement } from '../schema/document/elements';
import { createEditor } from './create-editor';
import { resolveMolecule } from '../chemistry/resolve';
import { createEmptyDocument, storedSvgProblem } from '../schema';
import { moleculeElement } from './molecule-commands';
import { addMolecule, setMoleculeSmiles, setMoleculeStyle } from './molecules';

async function open() {
  const api = new MemoryFiguraApi({ name: 'Chemistry' });
  const editor = await createEditor({
    api,
    creationId: api.creationId,
    autosaveDebounceMs: 5,
    retryDelaysMs: [5],
  });
  return { api, editor };
}

const molecule = (editor: Awaited<ReturnType<typeof open>>['editor'], id: string) =>
  editor.getDocument().elements.find((e) => e.id === id) as MoleculeElement;

/** Element px per px of the drawing as depicted (the drawing's root width). */
const scaleOf = (element: MoleculeElement) =>
  element.width / Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(element.svg)![1]);

describe('molecule commands', () => {
  it('adds aspirin by name (one undo step, selected) and stores what it is and how it looks', async () => {
    const { api, editor } = await open();
    const added = await addMolecule(editor, { kind: 'name', text: 'Aspirin' });
    expect(editor.getDocument().elements).toEqual([added]);
    expect(editor.getSelection()).toEqual([added.id]);
    expect(added).toMatchObject({ type: 'molecule', name: 'Aspirin', colouring: 'element' });
    expect(added.molfile).toMatch(/V2000/);
    expect(added.svg).toMatch(/<text[^>]*>O<\/text>/);
    await editor.flush();
    expect(api.storedDocument().elements[0]).toMatchObject({
      smiles: added.smiles,
      molfile: added.molfile,
    });
    editor.undo();
    expect(editor.getDocument().elements).toEqual([]);
    await editor.dispose();
  });

  it('adds nothing for a SMILES it cannot read, and says where', async () => {
    const { editor } = await open();
    const failure = await addMolecule(editor, { kind: 'smiles', text: 'CCCCCC(C' }).catch(
      (error: unknown) => error,
    );
    expect(isMoleculeInputError(failure) && failure.problem).toEqual({
      kind: 'smiles',
      reason: 'unclosedBranch',
      position: 7,
    });
    expect(editor.getDocument().elements).toEqual([]);
    expect(editor.canUndo()).toBe(false);
    await editor.dispose();
  });

  it('re-draws a placed molecule as another in place: position and scale kept, one undo step', async () => {
    const { editor } = await open();
    const added = await addMolecule(editor, { kind: 'name', text: 'benzene' });
    editor.updateElements({ [added.id]: { left: 40, top: 30, angle: 15 } });
    const before = molecule(editor, added.id);
    await setMoleculeSmiles(editor, added.id, 'Oc1ccccc1');
    const phenol = molecule(editor, added.id);
    expect(phenol).toMatchObject({ left: 40, top: 30, angle: 15 });
    expect(phenol.name).toBeUndefined();
    expect(phenol.svg).not.toBe(before.svg);
    expect(phenol.svg).toMatch(/>O<\/text>/);
    // Same scale (so the same bond length): phenol is benzene plus an OH, so it is larger.
    expect(scaleOf(phenol)).toBeCloseTo(scaleOf(before), 6);
    expect(phenol.height).toBeGreaterThan(before.height);
    editor.undo();
    expect(molecule(editor, added.id)).toEqual(before);
    // By name: takes the name.
    await setMoleculeSmiles(editor, added.id, { kind: 'name', text: 'caffeine' });
    expect(molecule(editor, added.id).name).toBe('Caffeine');
    // A bad SMILES changes nothing.
    const doc = editor.getDocument();
    await expect(setMoleculeSmiles(editor, added.id, 'C1CC')).rejects.toThrow(/position/);
    expect(editor.getDocument()).toBe(doc);
    await editor.dispose();
  });

  it('recolours from the stored layout: one colour, by element again, hydrogens hidden', async () => {
    const { editor } = await open();
    const added = await addMolecule(editor, { kind: 'smiles', text: 'NCCO' });
    await setMoleculeStyle(editor, added.id, { colouring: 'single', colour: '#3366cc' });
    const single = molecule(editor, added.id);
    expect(single).toMatchObject({
      colouring: 'single',
      colour: '#3366cc',
      molfile: added.molfile,
    });
    expect(single.svg).not.toMatch(/rgb\(/);
    expect(single.svg).toMatch(/#3366cc/);
    await setMoleculeStyle(editor, added.id, { implicitHydrogens: false });
    const bare = molecule(editor, added.id);
    expect(bare.svg).not.toMatch(/>H<\/text>/);
    expect(scaleOf(bare)).toBeCloseTo(scaleOf(single), 6);
    editor.undo();
    editor.undo();
    expect(molecule(editor, added.id)).toEqual(added);
    await editor.dispose();
  });

  it('makes a molecule element with its name, SMILES, molfile and drawing, at the slide’s bond length', () => {
    const caffeine = resolveMolecule({ kind: 'name', text: 'caffeine' });
    const element = moleculeElement(
      caffeine,
      createEmptyDocument(1000, 600),
      'm',
    ) as MoleculeElement;
    expect(element).toMatchObject({
      type: 'molecule',
      name: 'Caffeine',
      smiles: caffeine.depiction.smiles,
      molfile: caffeine.depiction.molfile,
      svg: caffeine.depiction.svg,
      colouring: 'element',
      implicitHydrogens: true,
    });
    expect(storedSvgProblem(caffeine.depiction.svg)).toBeNull();
    // Drawn with 24 px bonds; on a 600 px high slide a bond is 24 px (a 25th): natural size.
    expect(element.width).toBeCloseTo(caffeine.depiction.width, 0);
    const water = resolveMolecule({ kind: 'name', text: 'water' });
    // Twice the slide, twice the bond length.
    const large = moleculeElement(water, createEmptyDocument(2000, 1200), 'w') as MoleculeElement;
    expect(large.width).toBeCloseTo(water.depiction.width * 2, 0);
  });
});

// The molecule commands' work, loaded on demand with the chemistry toolkit (molecules.ts is the
// editor's light front for them: this module must never be in an editor's first frame). Adding
// one from a name or SMILES, changing what it is (re-drawn in place, size and position kept) and
// how it is drawn (colours, hydrogens), each one history entry.
// It imports as little of the editor as it can: every module it shares with the first frame's
// code would be split out of that code's chunks in a bundle, and the first frame would grow.
import {
  depictMolfile,
  depictSmiles,
  resolveMolecule,
  type MoleculeDepiction,
  type MoleculeQuery,
  type MoleculeStyle,
  type ResolvedMolecule,
} from '../chemistry/index';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement, MoleculeElement } from '../schema/document/elements';
import { loadedSchema } from '../schema/loader';
import type { EditorEngine } from './types';

/** How a stored molecule is drawn (the schema's defaults for molecules stored before the options). */
export function moleculeStyle(element: MoleculeElement): MoleculeStyle {
  return {
    colouring: element.colouring,
    colour: element.colour,
    implicitHydrogens: element.implicitHydrogens,
  };
}

/** The drawing's width in px as its root states it (a stored depiction writes it in px). */
function naturalWidth(svg: string): number | null {
  const width = Number(/^<svg\b[^>]*?\swidth="([0-9.]+)(?:px)?"/.exec(svg)?.[1]);
  return width > 0 ? width : null;
}

export interface NewMolecule {
  depiction: MoleculeDepiction;
  /** The list's name, when the molecule was picked by name. */
  name?: string;
  style?: MoleculeStyle;
}

/**
 * A molecule element for a depiction, centred on the slide. Every molecule on a slide gets the
 * same bond length, about a 25th of the slide's shorter side, and none is larger than most of
 * the slide.
 */
export function moleculeElement(
  { depiction, name, style }: NewMolecule,
  doc: SlideDocument,
  id: string,
): FiguraElement {
  // The depiction draws a bond 24 px long.
  const bond = Math.min(doc.width, doc.height) / 25;
  const fit = Math.min(
    bond / 24,
    (doc.width * 0.8) / depiction.width,
    (doc.height * 0.8) / depiction.height,
  );
  const width = Math.max(1, Math.round(depiction.width * fit));
  const height = Math.max(1, Math.round(depiction.height * fit));
  return loadedSchema().elementSchema.parse({
    id,
    type: 'molecule',
    ...(name ? { name } : {}),
    smiles: depiction.smiles,
    molfile: depiction.molfile,
    svg: depiction.svg,
    ...style,
    left: Math.round((doc.width - width) / 2),
    top: Math.round((doc.height - height) / 2),
    width,
    height,
  });
}

/** What the molecule commands need of an editor. */
export type MoleculeEditor = Pick<EditorEngine, 'getDocument' | 'store' | 't'>;

/** One history entry for a change of molecule `id`; a gesture's changes merge into one. */
function updateMolecule(
  editor: MoleculeEditor,
  id: string,
  patch: Partial<MoleculeElement>,
  label: string,
  gesture?: string,
): void {
  editor.store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((element) =>
        element.id === id && element.type === 'molecule' ? { ...element, ...patch } : element,
      ),
    }),
    label,
    gesture ? { mergeKey: `molecule:${id}:${gesture}` } : undefined,
  );
}

function findMolecule(editor: MoleculeEditor, id: string): MoleculeElement | undefined {
  const element = editor.getDocument().elements.find((candidate) => candidate.id === id);
  return element?.type === 'molecule' ? element : undefined;
}

/** The stored fields of a new depiction of `element`, at the scale it is drawn at now. */
function redrawn(element: MoleculeElement, depiction: MoleculeDepiction): Partial<MoleculeElement> {
  const before = naturalWidth(element.svg);
  const scale = before ? element.width / before : 1;
  return {
    smiles: depiction.smiles,
    molfile: depiction.molfile,
    svg: depiction.svg,
    width: Math.max(1, depiction.width * scale),
    height: Math.max(1, depiction.height * scale),
  };
}

/**
 * Makes molecule `id` another molecule: a SMILES (or a query naming one), re-drawn in place in
 * its style, its position and scale kept; one history entry. Throws a MoleculeInputError
 * (and changes nothing) when the SMILES or name cannot be read; returns null when there is no
 * such molecule (any more) on the slide.
 */
export function setMoleculeSmiles(
  editor: MoleculeEditor,
  id: string,
  smiles: string | MoleculeQuery,
): ResolvedMolecule | null {
  const element = findMolecule(editor, id);
  if (!element) return null;
  const query: MoleculeQuery =
    typeof smiles === 'string' ? { kind: 'smiles', text: smiles } : smiles;
  const resolved = resolveMolecule(query, moleculeStyle(element));
  // A molecule asked for by name takes that name; one typed as SMILES loses a name it no
  // longer has (unless it is the same molecule).
  const name =
    resolved.name ?? (resolved.depiction.smiles === element.smiles ? element.name : undefined);
  updateMolecule(
    editor,
    id,
    { ...redrawn(element, resolved.depiction), name },
    editor.t('history.molecule'),
  );
  return resolved;
}

/**
 * Draws molecule `id` in another style (colour by element or one colour, hydrogens shown or not)
 * from its stored molfile, so its layout stays as it is; one history entry (one per `gesture`:
 * a colour picker's drag merges into one).
 */
export function setMoleculeStyle(
  editor: MoleculeEditor,
  id: string,
  change: Partial<MoleculeStyle>,
  gesture?: string,
): void {
  const element = findMolecule(editor, id);
  if (!element) return;
  const style = { ...moleculeStyle(element), ...change };
  if (JSON.stringify(style) === JSON.stringify(moleculeStyle(element))) return;
  const depiction = element.molfile
    ? depictMolfile(element.molfile, style)
    : depictSmiles(element.smiles ?? '', style);
  updateMolecule(
    editor,
    id,
    { ...redrawn(element, depiction), ...style },
    editor.t('history.moleculeStyle'),
    gesture,
  );
}

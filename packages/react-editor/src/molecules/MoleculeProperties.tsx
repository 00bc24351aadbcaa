import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { MoleculeStyle } from '@figura/sdk-core/chemistry';
import type { MoleculeElement } from '@figura/sdk-core/schema';
import { MoleculeFields } from './MoleculeFields';
import { useMoleculeCommands } from './use-molecule-commands';
import { useTranslation } from '../i18n/translation';
import { useGesture } from '../ui/use-gesture';

export interface MoleculePropertiesProps {
  editor: EditorEngine;
  elementId: string;
  /** Changes when the user asks to edit the molecule (a double-click on it): focuses its field. */
  editRequest?: number;
}

/**
 * The selected molecule: what it is (a name or SMILES, re-drawn in place) and how it is drawn
 * (by element or in one colour, hydrogens on heteroatoms shown or not). Each change is one undo
 * step.
 */
export default function MoleculeProperties({
  editor,
  elementId,
  editRequest,
}: MoleculePropertiesProps) {
  const { t } = useTranslation('editor');
  const { commands, chemistry, failed } = useMoleculeCommands();
  const headingId = useId();
  const colourId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // One history entry per visit to the colour picker.
  const gesture = useGesture();
  const [styleProblem, setStyleProblem] = useState<string | null>(null);
  const element = useStore(editor.store, (state) =>
    state.document.elements.find(
      (candidate): candidate is MoleculeElement =>
        candidate.id === elementId && candidate.type === 'molecule',
    ),
  );
  const { colouring, colour, implicitHydrogens } = element ?? {};
  // Made of the style's fields, not the element: a move must not re-draw the preview.
  const style = useMemo(
    () =>
      colouring && colour && implicitHydrogens !== undefined
        ? { colouring, colour, implicitHydrogens }
        : undefined,
    [colouring, colour, implicitHydrogens],
  );

  useEffect(() => {
    if (editRequest) inputRef.current?.focus();
  }, [editRequest]);

  if (!element || !style) return null;

  const restyle = (change: Partial<MoleculeStyle>, gesture?: string) => {
    if (!commands) return;
    setStyleProblem(null);
    try {
      commands.setMoleculeStyle(editor, elementId, change, gesture);
    } catch (error) {
      setStyleProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section
      className="figura-molecule-properties"
      aria-labelledby={headingId}
      data-testid="molecule-properties"
    >
      <h2 id={headingId}>{t('molecule.title')}</h2>
      <MoleculeFields
        // A new molecule (undo, another selection) starts the fields afresh.
        key={`${elementId}:${element.smiles ?? ''}:${element.name ?? ''}`}
        chemistry={chemistry}
        failed={failed}
        initialMode={element.name ? 'name' : 'smiles'}
        initialText={element.name ?? element.smiles ?? ''}
        knownSmiles={element.smiles}
        style={style}
        submitLabel={t('molecule.apply')}
        inputRef={inputRef}
        onSubmit={(query) => commands?.setMoleculeSmiles(editor, elementId, query)}
      />
      <h3>{t('molecule.appearance')}</h3>
      <fieldset className="figura-molecule-colouring">
        <legend className="figura-visually-hidden">{t('molecule.colouring')}</legend>
        <label>
          <input
            type="radio"
            name={`${headingId}-colouring`}
            checked={element.colouring === 'element'}
            onChange={() => restyle({ colouring: 'element' })}
          />{' '}
          {t('molecule.byElement')}
        </label>
        <label>
          <input
            type="radio"
            name={`${headingId}-colouring`}
            checked={element.colouring === 'single'}
            onChange={() => restyle({ colouring: 'single' })}
          />{' '}
          {t('molecule.oneColour')}
        </label>
        <label htmlFor={colourId}>{t('molecule.colour')}</label>
        <input
          id={colourId}
          type="color"
          value={element.colour}
          onFocus={() => gesture.start()}
          onChange={(event) =>
            restyle({ colouring: 'single', colour: event.target.value }, gesture.current)
          }
        />
        <label>
          <input
            type="checkbox"
            checked={element.implicitHydrogens}
            onChange={(event) => restyle({ implicitHydrogens: event.target.checked })}
          />{' '}
          {t('molecule.hydrogens')}
        </label>
      </fieldset>
      {styleProblem ? <p role="alert">{styleProblem}</p> : null}
    </section>
  );
}

import { useDeferredValue, useId, useMemo, useRef, useState, type Ref } from 'react';
import type { ChemistryModule } from '@figura/sdk-core/editor';
import type { MoleculeQuery, MoleculeStyle, ResolvedMolecule } from '@figura/sdk-core/chemistry';
import { useTranslation } from '../i18n/translation';
import { MOLECULE_CSS } from './molecule-styles';
import { useStyleSheet } from '../ui/use-style-sheet';

export type MoleculeMode = MoleculeQuery['kind'];

export interface MoleculeFieldsProps {
  /** The chemistry module; null while it loads. */
  chemistry: ChemistryModule | null;
  /** The chemistry module could not be loaded. */
  failed?: boolean;
  initialMode: MoleculeMode;
  initialText: string;
  /** A placed molecule's SMILES, shown when switching to SMILES from its (unchanged) name. */
  knownSmiles?: string;
  /** How the preview is drawn (the molecule's own style when editing one). */
  style?: MoleculeStyle;
  submitLabel: string;
  /** Called with a molecule that reads; a rejection's message is shown and nothing else changes. */
  onSubmit: (query: MoleculeQuery, resolved: ResolvedMolecule) => unknown;
  onCancel?: () => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

type Preview =
  | { kind: 'none' }
  | { kind: 'ready'; resolved: ResolvedMolecule }
  | { kind: 'problem'; message: string };

/**
 * A molecule by name (with suggestions as you type) or by SMILES, its live preview and a submit
 * button: the add form and the properties panel both use it. What cannot be read is said, with
 * its position for a SMILES, and what was typed stays.
 */
export function MoleculeFields(props: MoleculeFieldsProps) {
  const { chemistry, style, onSubmit } = props;
  const { t } = useTranslation('editor');
  const { t: common } = useTranslation('common');
  const [mode, setMode] = useState<MoleculeMode>(props.initialMode);
  const [text, setText] = useState(props.initialText);
  // What each mode's field last held, so switching back and forth loses nothing typed.
  const remembered = useRef<Partial<Record<MoleculeMode, string>>>({
    smiles: props.knownSmiles,
    [props.initialMode]: props.initialText,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const listId = useId();
  const previewId = useId();
  const typed = useDeferredValue(text);

  useStyleSheet(formRef, 'molecule', MOLECULE_CSS);

  const suggestions = useMemo(
    () => (chemistry && mode === 'name' ? chemistry.suggestMolecules(typed, 8) : []),
    [chemistry, mode, typed],
  );

  const preview = useMemo((): Preview => {
    if (!chemistry || !typed.trim()) return { kind: 'none' };
    // A name is previewed once it names a molecule; until then the suggestions speak.
    if (mode === 'name' && !chemistry.findNamedMolecule(typed)) return { kind: 'none' };
    try {
      return {
        kind: 'ready',
        resolved: chemistry.resolveMolecule({ kind: mode, text: typed }, style),
      };
    } catch (error) {
      return { kind: 'problem', message: chemistry.moleculeErrorText(error, common) };
    }
  }, [chemistry, mode, typed, style, common]);

  /**
   * The field's text on switching to `next`: a name becomes its molecule's SMILES; otherwise what
   * that mode last held, if it still describes the same molecule.
   */
  const textForMode = (next: MoleculeMode): string => {
    const before = remembered.current;
    remembered.current = { ...before, [mode]: text };
    if (next === mode) return text;
    if (next === 'smiles') {
      const named = text.trim() ? chemistry?.findNamedMolecule(text) : undefined;
      if (named) return named.smiles;
      return text === before.name ? (before.smiles ?? '') : '';
    }
    return text === before.smiles ? (before.name ?? '') : '';
  };

  const showList = listOpen && mode === 'name' && suggestions.length > 0;

  const pick = (name: string) => {
    setText(name);
    setListOpen(false);
    setActive(-1);
    setProblem(null);
  };

  const submit = async () => {
    if (!chemistry || busy) return;
    const query: MoleculeQuery = { kind: mode, text };
    let resolved: ResolvedMolecule;
    try {
      resolved = chemistry.resolveMolecule(query, style);
    } catch (error) {
      setProblem(chemistry.moleculeErrorText(error, common));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(query, resolved);
      setProblem(null);
    } catch (error) {
      setProblem(chemistry.moleculeErrorText(error, common));
    } finally {
      setBusy(false);
    }
  };

  const label = mode === 'name' ? t('molecule.name') : t('molecule.smiles');
  return (
    <form
      ref={formRef}
      className="figura-molecule-fields"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="figura-molecule-mode">
        <legend>{t('molecule.findBy')}</legend>
        {(['name', 'smiles'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${inputId}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => {
                setText(textForMode(value));
                setMode(value);
                setProblem(null);
              }}
            />{' '}
            {value === 'name' ? t('molecule.byName') : t('molecule.bySmiles')}
          </label>
        ))}
      </fieldset>
      <div className="figura-molecule-combo">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          ref={props.inputRef}
          className="figura-input"
          value={text}
          maxLength={5000}
          spellCheck={false}
          autoComplete="off"
          placeholder={
            mode === 'name' ? t('molecule.namePlaceholder') : t('molecule.smilesPlaceholder')
          }
          autoFocus={props.autoFocus}
          role={mode === 'name' ? 'combobox' : undefined}
          aria-autocomplete={mode === 'name' ? 'list' : undefined}
          aria-expanded={mode === 'name' ? showList : undefined}
          aria-controls={mode === 'name' ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={previewId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
            setActive(-1);
            setProblem(null);
          }}
          onBlur={() => setListOpen(false)}
          onKeyDown={(event) => {
            if (!showList) return;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => (index + step + suggestions.length) % suggestions.length);
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault();
              pick(suggestions[active]!.molecule.name);
            } else if (event.key === 'Escape') {
              // Closes the list only; a second Escape closes the form.
              event.stopPropagation();
              setListOpen(false);
            }
          }}
        />
        {showList ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('molecule.suggestions')}
            className="figura-molecule-suggestions"
          >
            {suggestions.map(({ molecule, matched }, index) => (
              <li
                key={molecule.name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(molecule.name);
                }}
              >
                {molecule.name}
                {matched ? <small>{matched}</small> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <figure id={previewId} className="figura-molecule-preview" aria-live="polite">
        {!chemistry ? (
          <figcaption>
            {props.failed ? t('molecule.unavailable') : t('molecule.loading')}
          </figcaption>
        ) : preview.kind === 'ready' ? (
          <>
            <img
              src={svgDataUrl(preview.resolved.depiction.svg)}
              alt={t('molecule.previewOf', {
                name: preview.resolved.name ?? preview.resolved.depiction.smiles,
              })}
            />
            <figcaption>
              {preview.resolved.name ? `${preview.resolved.name} · ` : ''}
              <Formula formula={preview.resolved.depiction.formula} />
            </figcaption>
          </>
        ) : preview.kind === 'problem' ? (
          <figcaption className="figura-molecule-problem">{preview.message}</figcaption>
        ) : (
          <figcaption>{t('molecule.previewHint')}</figcaption>
        )}
      </figure>
      {problem ? (
        <p role="alert" className="figura-molecule-problem">
          {problem}
        </p>
      ) : null}
      <div className="figura-add-form-actions">
        {props.onCancel ? (
          <button type="button" className="figura-button figura-secondary" onClick={props.onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="figura-button figura-primary"
          // What the preview already says cannot be read is not offered (its reason shows above).
          disabled={!chemistry || busy || !text.trim() || preview.kind === 'problem'}
          aria-describedby={preview.kind === 'problem' ? previewId : undefined}
        >
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A molecular formula as chemists write it: its counts set as subscripts (C₈H₁₀N₄O₂). */
function Formula({ formula }: { formula: string }) {
  return (
    <>
      {formula
        .split(/(\d+)/)
        .map((part, index) => (/^\d+$/.test(part) ? <sub key={index}>{part}</sub> : part))}
    </>
  );
}

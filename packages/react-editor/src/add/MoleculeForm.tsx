import { useId, useState } from 'react';
import { DEFAULT_SMILES } from './catalog';
import { useTranslation } from '../i18n/translation';

export interface MoleculeFormProps {
  hint: string;
  onAdd: (smiles: string) => void;
  onCancel: () => void;
}

/** Asks for a molecule's SMILES (caffeine to start with). */
export function MoleculeForm({ hint, onAdd, onCancel }: MoleculeFormProps) {
  const { t } = useTranslation('editor');
  const [smiles, setSmiles] = useState(DEFAULT_SMILES);
  const headingId = useId();
  const inputId = useId();
  return (
    <form
      role="dialog"
      aria-labelledby={headingId}
      className="figura-add-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (smiles.trim()) onAdd(smiles.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 id={headingId}>{t('add.moleculeTitle')}</h3>
      <div className="figura-field">
        <label htmlFor={inputId}>{t('add.smiles')}</label>
        <input
          id={inputId}
          className="figura-input"
          value={smiles}
          maxLength={5000}
          spellCheck={false}
          autoComplete="off"
          title={hint}
          autoFocus
          onChange={(event) => setSmiles(event.target.value)}
        />
      </div>
      <div className="figura-add-form-actions">
        <button type="button" className="figura-button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="figura-button figura-primary" disabled={!smiles.trim()}>
          {t('add.moleculeAdd')}
        </button>
      </div>
    </form>
  );
}

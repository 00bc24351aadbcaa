import { useId } from 'react';
import type { ResolvedMolecule } from '@figura/sdk-core/chemistry';
import { MoleculeFields } from '../molecules/MoleculeFields';
import { useChemistry } from '../molecules/use-chemistry';
import { useTranslation } from '../i18n/translation';

export interface MoleculeFormProps {
  /** Adds the molecule; false when it could not be (the panel says why). */
  onAdd: (molecule: ResolvedMolecule) => boolean;
  onCancel: () => void;
}

/** Asks for a molecule by name or SMILES, previews it, and adds it. */
export function MoleculeForm({ onAdd, onCancel }: MoleculeFormProps) {
  const { t } = useTranslation('editor');
  const { chemistry, failed } = useChemistry();
  const headingId = useId();
  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      className="figura-add-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 id={headingId}>{t('add.moleculeTitle')}</h3>
      <MoleculeFields
        chemistry={chemistry}
        failed={failed}
        initialMode="name"
        initialText=""
        submitLabel={t('add.moleculeAdd')}
        autoFocus
        onSubmit={(_query, resolved) => onAdd(resolved)}
        onCancel={onCancel}
      />
    </section>
  );
}

import { useId } from 'react';
import { placeNewElement } from '@figura/sdk-core/editor';
import { createElementId } from '@figura/sdk-core/model';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { MoleculeFields } from '../molecules/MoleculeFields';
import { useMoleculeCommands } from '../molecules/use-molecule-commands';
import { useTranslation } from '../i18n/translation';

export interface MoleculeFormProps {
  getDocument: () => SlideDocument;
  /** Adds the element (one undo step) and selects it. */
  onAdd: (element: FiguraElement) => void;
  onCancel: () => void;
}

/** Asks for a molecule by name or SMILES, previews it, and adds it. */
export function MoleculeForm({ getDocument, onAdd, onCancel }: MoleculeFormProps) {
  const { t } = useTranslation('editor');
  const { commands, chemistry, failed } = useMoleculeCommands();
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
        onSubmit={(_query, resolved) => {
          if (!commands) return;
          const doc = getDocument();
          onAdd(placeNewElement(doc, commands.moleculeElement(resolved, doc, createElementId())));
        }}
        onCancel={onCancel}
      />
    </section>
  );
}

import { useRef } from 'react';
import { createElementId } from '@figura/sdk-core/model';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { MoleculeFields } from '../molecules/MoleculeFields';
import { useMoleculeCommands } from '../molecules/use-molecule-commands';
import { useTranslation } from '../i18n/translation';
import { SidePanel } from '../ui/SidePanel';
import { useStyleSheet } from '../ui/use-style-sheet';
import { ADD_CSS } from './add-styles';

export interface MoleculePanelProps {
  getDocument: () => SlideDocument;
  /** Places the element in free space in view (one undo step), selects it; the panel closes. */
  onAdd: (element: FiguraElement) => void;
  onClose: () => void;
}

/**
 * The Insert bar's Molecule: a panel of its own that asks for a molecule by name or SMILES,
 * previews its structure, and adds it (not the Shapes panel with the form under its grid).
 */
export default function MoleculePanel({ getDocument, onAdd, onClose }: MoleculePanelProps) {
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLElement>(null);
  const { commands, chemistry, failed } = useMoleculeCommands();
  useStyleSheet(rootRef, 'add', ADD_CSS);
  return (
    <SidePanel
      rootRef={rootRef}
      className="figura-molecule-panel"
      title={t('add.moleculeTitle')}
      closeLabel={t('add.moleculeClose')}
      onClose={onClose}
    >
      <MoleculeFields
        chemistry={chemistry}
        failed={failed}
        initialMode="name"
        initialText=""
        submitLabel={t('add.moleculeAdd')}
        autoFocus
        onSubmit={(_query, resolved) => {
          if (commands) onAdd(commands.moleculeElement(resolved, getDocument(), createElementId()));
        }}
        onCancel={onClose}
      />
    </SidePanel>
  );
}

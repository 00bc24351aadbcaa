import { useEffect, useState } from 'react';
import {
  loadChemistry,
  loadMoleculeCommands,
  type ChemistryModule,
  type MoleculeCommandsModule,
} from '@figura/sdk-core/editor';

export interface MoleculeModules {
  commands: MoleculeCommandsModule | null;
  chemistry: ChemistryModule | null;
  /** Loading them failed. */
  failed: boolean;
}

/** The molecule commands and the chemistry toolkit once they have loaded (null until then). */
export function useMoleculeCommands(): MoleculeModules {
  const [state, setState] = useState<MoleculeModules>({
    commands: null,
    chemistry: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    Promise.all([loadMoleculeCommands(), loadChemistry()]).then(
      ([commands, chemistry]) => live && setState({ commands, chemistry, failed: false }),
      () => live && setState({ commands: null, chemistry: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

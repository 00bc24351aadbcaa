import { useEffect, useState } from 'react';
import { loadChemistry, type ChemistryModule } from '@figura/sdk-core/editor';

/** The chemistry module once it has loaded (null until then, or when it failed: `failed`). */
export function useChemistry(): { chemistry: ChemistryModule | null; failed: boolean } {
  const [state, setState] = useState<{ chemistry: ChemistryModule | null; failed: boolean }>({
    chemistry: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadChemistry().then(
      (chemistry) => live && setState({ chemistry, failed: false }),
      () => live && setState({ chemistry: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

import { useEffect, useState } from 'react';
import { readCreationCap, type CreationCap, type EditorEngine } from '@figura/sdk-core/editor';
import type { CreationLimit } from '@figura/sdk-core/schema';

/**
 * The plan's cap on `limit` inside a creation, read once when the panel opens so the limit is
 * said before the work (null until read, or where the host's API has no plan call).
 */
export function useCreationCap(editor: EditorEngine, limit: CreationLimit): CreationCap | null {
  const [cap, setCap] = useState<CreationCap | null>(null);
  useEffect(() => {
    let current = true;
    void readCreationCap(editor.api, limit).then((read) => {
      if (current) setCap(read);
    });
    return () => {
      current = false;
    };
  }, [editor, limit]);
  return cap;
}

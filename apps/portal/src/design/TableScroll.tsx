import type { ReactNode } from 'react';

/**
 * A wide table's box: on a phone the table scrolls sideways in it, not the page. The box takes
 * the keyboard's focus (arrow keys scroll it) and is named by `label` for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';
import { useBreadcrumbs } from '@figura/react-editor/breadcrumbs';
import type { Breadcrumb } from '@figura/sdk-core/stores';

/** Sets the trail a page shows; `persist` keeps it in the `breadcrumbs` cookie (spec §2). */
export function useTrail(items: readonly Breadcrumb[] | null, persist = false): void {
  const setTrail = useBreadcrumbs((state) => state.setTrail);
  const key = JSON.stringify(items);
  useEffect(() => {
    if (items) setTrail(items, { persist });
    // `key` stands for `items`: a new array with the same steps is the same trail.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, persist, setTrail]);
}

/**
 * The trail as links, its last step the page itself. As a `backTrail` (the editor's) every step
 * is a link: the trail is where the user came from, the page (the creation) comes after it.
 */
export function Breadcrumbs({ backTrail = false }: { backTrail?: boolean }) {
  const { t } = useTranslation('portal');
  const steps = useBreadcrumbs((state) => state.items);
  if (steps.length < (backTrail ? 1 : 2)) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {steps.map((step, index) =>
          !backTrail && index === steps.length - 1 ? (
            <li key={index} aria-current="page">
              {step.label}
            </li>
          ) : (
            <li key={index}>
              <Link to={step.path}>{step.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

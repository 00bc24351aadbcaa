import { useEffect, useState } from 'react';
import { CREATION_SORTS, type CreationSort } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { Field } from '../design/Field';

/** How long typing pauses before the list is asked again. */
const SEARCH_PAUSE_MS = 250;

/**
 * Above the creations: a search by name (the list is asked again once typing pauses) and the
 * order (last edited, name, newest made).
 */
export function ListTools({
  sort,
  onSort,
  onSearch,
}: {
  sort: CreationSort;
  onSort: (sort: CreationSort) => void;
  onSearch: (words: string) => void;
}) {
  const { t } = useTranslation('portal');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(words), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [words, onSearch]);
  return (
    <div className="list-tools" role="search">
      <Field label={t('myCreations.search')}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={words}
            placeholder={t('myCreations.searchPlaceholder')}
            onChange={(event) => setWords(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('myCreations.sortBy')}>
        {(control) => (
          <select
            {...control}
            value={sort}
            onChange={(event) => onSort(event.target.value as CreationSort)}
          >
            {CREATION_SORTS.map((order) => (
              <option key={order} value={order}>
                {t(`myCreations.sorts.${order}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

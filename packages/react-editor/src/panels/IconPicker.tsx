import { useEffect, useId, useMemo, useState } from 'react';
import { loadHealthIcons, type IconLibrary } from '../icons/healthicons';
import type { IconChoice } from '../editor/new-elements';

export interface IconPickerProps {
  onPick: (icon: IconChoice) => void;
  onClose: () => void;
}

/** Search Health Icons by name and add one with a click. Loaded lazily with its icon data. */
export default function IconPicker({ onPick, onClose }: IconPickerProps) {
  const [library, setLibrary] = useState<IconLibrary | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const headingId = useId();
  const inputId = useId();

  useEffect(() => {
    let active = true;
    loadHealthIcons().then(
      (loaded) => active && setLibrary(loaded),
      (error: unknown) =>
        active && setFailed(error instanceof Error ? error.message : 'Could not load icons.'),
    );
    return () => {
      active = false;
    };
  }, []);

  const results = useMemo(() => {
    if (!library) return [];
    return library.search(query, 60).flatMap((name) => {
      const svg = library.svg(name);
      return svg ? [{ name, svg }] : [];
    });
  }, [library, query]);

  return (
    <aside className="figura-panel" aria-labelledby={headingId}>
      <div className="figura-panel-header">
        <h2 id={headingId}>Icons</h2>
        <button type="button" className="figura-button" aria-label="Close icons" onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="figura-panel-body">
        <div className="figura-field">
          <label htmlFor={inputId}>Search icons</label>
          <input
            id={inputId}
            className="figura-input"
            type="search"
            value={query}
            placeholder="e.g. virus, heart, microscope"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {failed ? <p role="alert">{failed}</p> : null}
        {!library && !failed ? <p role="status">Loading icons…</p> : null}
        {library && results.length === 0 ? <p role="status">No icons match “{query}”.</p> : null}
        <div className="figura-icon-grid">
          {results.map((icon) => (
            <button
              key={icon.name}
              type="button"
              className="figura-icon-button"
              aria-label={icon.name}
              title={icon.name}
              onClick={() => onPick(icon)}
            >
              {/* The SVG is built by iconify from the bundled icon set, not from user input. */}
              <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />
              <span aria-hidden="true">{icon.name}</span>
            </button>
          ))}
        </div>
      </div>
    </aside>
  );
}

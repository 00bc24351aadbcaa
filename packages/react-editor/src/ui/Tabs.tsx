import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
  content: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** What the tabs are about (the tab list's accessible name). */
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * Tabs as WAI-ARIA describes them: one tab in the Tab order, arrow keys (and Home, End) move
 * between tabs and show each at once, and only the selected panel is in the page.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const ids = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="figura-tabs">
      <div role="tablist" aria-label={label} className="figura-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(button) => {
              if (button) buttons.current.set(tab.id, button);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${ids}-${tab.id}`}
            className="figura-tab"
            aria-selected={tab === current}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-${current.id}`}
        className="figura-tab-panel"
      >
        {current.content}
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuAction {
  label: string;
  /** The item's accessible name, when the label alone does not say what it acts on. */
  ariaLabel?: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A button that opens a list of actions (the design system's .menu; WAI-ARIA menu button): arrow
 * keys move between the actions, Escape closes and gives focus back, a click elsewhere closes.
 */
export function ActionMenu({
  label,
  actions,
  icon = <MoreGlyph />,
}: {
  /** The button's accessible name ("More actions for Lab poster"). */
  label: string;
  actions: readonly MenuAction[];
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [
    ...(wrapper.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="action-menu" ref={wrapper} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">{icon}</span>
      </button>
      {open && (
        <ul className="menu" role="menu" id={menuId} aria-label={label}>
          {actions.map((action) => (
            <li role="none" key={action.label}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={action.danger ? 'danger' : undefined}
                aria-label={action.ariaLabel}
                onClick={() => {
                  close();
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Three dots in a row: "more". */
function MoreGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="4" cy="10" r="1.8" />
      <circle cx="10" cy="10" r="1.8" />
      <circle cx="16" cy="10" r="1.8" />
    </svg>
  );
}

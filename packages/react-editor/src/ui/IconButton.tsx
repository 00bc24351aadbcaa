import type { MouseEventHandler, ReactNode } from 'react';
import { Glyph, type GlyphName } from './icons';

export interface IconButtonProps {
  /** The accessible name, also the tooltip (with the shortcut when there is one). */
  label: string;
  /** The glyph (decorative: the label names the button). */
  children: ReactNode;
  onClick: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  /** Shows the label as text beside the glyph. */
  showLabel?: boolean;
  className?: string;
  shortcut?: string;
  onMouseDown?: MouseEventHandler<HTMLButtonElement>;
  onDoubleClick?: MouseEventHandler<HTMLButtonElement>;
  /** A sentence added to the tooltip (what else the button does). */
  hint?: string;
  /** A count shown on the button (unread comments); `label` should say it too. */
  badge?: number;
  /** The text shown with `showLabel` when it is shorter than the accessible name. */
  visibleLabel?: string;
}

/** Every toolbar button: a glyph, named by aria-label, with its shortcut in title and aria-keyshortcuts. */
export function IconButton({
  label,
  children,
  onClick,
  disabled,
  pressed,
  expanded,
  showLabel,
  className,
  shortcut,
  onMouseDown,
  onDoubleClick,
  hint,
  badge,
  visibleLabel,
}: IconButtonProps) {
  const title = shortcut ? `${label} (${shortcut})` : label;
  return (
    <button
      type="button"
      className={`figura-button${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={hint ? `${title}. ${hint}` : title}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-keyshortcuts={shortcut}
      disabled={disabled}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      {children}
      {showLabel ? <span aria-hidden="true">{visibleLabel ?? label}</span> : null}
      {badge ? (
        <span className="figura-badge" aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </button>
  );
}

export type ToolButtonProps = Omit<IconButtonProps, 'children'> & { glyph: GlyphName };

/** An IconButton with one of the toolbar's glyphs (ui/icons.tsx). */
export function ToolButton({ glyph, ...button }: ToolButtonProps) {
  return (
    <IconButton {...button}>
      <Glyph name={glyph} />
    </IconButton>
  );
}

export interface SuggestionsProps<T> {
  /** What the list offers ("Suggested titles"). */
  label: string;
  items: readonly T[];
  /** The words on one suggestion's button. */
  text: (item: T) => string;
  /** The button's accessible name ("Use the title: …"). */
  name: (item: T) => string;
  onPick: (item: T) => void;
  /** At most this many are shown. */
  limit?: number;
}

/** Suggestions as buttons the author clicks (or presses) to use one: a labelled group, or nothing. */
export function Suggestions<T>({
  label,
  items,
  text,
  name,
  onPick,
  limit = 6,
}: SuggestionsProps<T>) {
  if (items.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="figura-builder-suggestions">
      <span aria-hidden="true">{label}</span>
      {items.slice(0, limit).map((item) => (
        <button
          key={text(item)}
          type="button"
          className="figura-builder-chip"
          aria-label={name(item)}
          title={text(item)}
          onClick={() => onPick(item)}
        >
          {text(item)}
        </button>
      ))}
    </div>
  );
}

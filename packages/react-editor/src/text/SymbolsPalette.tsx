/** The characters scientists type most and keyboards lack. */
export const SYMBOLS: readonly { char: string; name: string }[] = [
  ...[
    ['α', 'alpha'],
    ['β', 'beta'],
    ['γ', 'gamma'],
    ['δ', 'delta'],
    ['ε', 'epsilon'],
    ['θ', 'theta'],
    ['λ', 'lambda'],
    ['µ', 'micro'],
    ['π', 'pi'],
    ['σ', 'sigma'],
    ['τ', 'tau'],
    ['φ', 'phi'],
    ['ω', 'omega'],
    ['Δ', 'capital delta'],
    ['Σ', 'capital sigma'],
    ['Ω', 'capital omega'],
    ['→', 'right arrow'],
    ['←', 'left arrow'],
    ['↑', 'up arrow'],
    ['↓', 'down arrow'],
    ['↔', 'left right arrow'],
    ['⇌', 'equilibrium'],
    ['⇒', 'implies'],
    ['±', 'plus minus'],
    ['°', 'degree'],
    ['≤', 'less or equal'],
    ['≥', 'greater or equal'],
    ['≈', 'approximately'],
    ['≠', 'not equal'],
    ['×', 'times'],
    ['÷', 'divide'],
    ['∞', 'infinity'],
    ['‰', 'per mille'],
    ['Å', 'angstrom'],
  ].map(([char, name]) => ({ char: char!, name: name! })),
];

export interface SymbolsPaletteProps {
  onPick: (char: string) => void;
}

/** A grid of symbols; buttons do not take focus from the text being edited. */
export function SymbolsPalette({ onPick }: SymbolsPaletteProps) {
  return (
    <div
      className="figura-symbols"
      role="group"
      aria-label="Symbols"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(9, 28px)',
        gap: 2,
        padding: 4,
        position: 'absolute',
        zIndex: 10,
        background: '#fff',
        border: '1px solid #d0d5dd',
        borderRadius: 6,
        boxShadow: '0 4px 12px rgba(0,0,0,0.12)',
      }}
    >
      {SYMBOLS.map((symbol) => (
        <button
          key={symbol.char}
          type="button"
          className="figura-button"
          aria-label={`Insert ${symbol.char} (${symbol.name})`}
          title={symbol.name}
          style={{ width: 28, height: 28, padding: 0, fontSize: 16 }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(symbol.char)}
        >
          {symbol.char}
        </button>
      ))}
    </div>
  );
}

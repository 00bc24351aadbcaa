import { useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import { useStyleSheet } from '../ui/use-style-sheet';

/**
 * A row of its own under the text tools, as wide as the inspector: hung from the Ω button it
 * ran past the window's right edge (the inspector sits at it), and most symbols were cut off.
 */
const SYMBOLS_CSS = `
.figura-root .figura-symbols {
  flex: 1 1 100%; display: grid; grid-template-columns: repeat(auto-fill, minmax(28px, 1fr)); gap: 2px;
  padding: 4px; background: var(--figura-bg); border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
}
.figura-root .figura-symbols .figura-button { height: 28px; padding: 0; font-size: 16px; }
`;

/** The characters scientists type most and keyboards lack, each named `text.symbolNames.<id>`. */
export const SYMBOLS: readonly { char: string; id: string }[] = [
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
    ['Δ', 'capitalDelta'],
    ['Σ', 'capitalSigma'],
    ['Ω', 'capitalOmega'],
    ['→', 'rightArrow'],
    ['←', 'leftArrow'],
    ['↑', 'upArrow'],
    ['↓', 'downArrow'],
    ['↔', 'leftRightArrow'],
    ['⇌', 'equilibrium'],
    ['⇒', 'implies'],
    ['±', 'plusMinus'],
    ['°', 'degree'],
    ['≤', 'lessOrEqual'],
    ['≥', 'greaterOrEqual'],
    ['≈', 'approximately'],
    ['≠', 'notEqual'],
    ['×', 'times'],
    ['÷', 'divide'],
    ['∞', 'infinity'],
    ['‰', 'perMille'],
    ['Å', 'angstrom'],
  ].map(([char, id]) => ({ char: char!, id: id! })),
];

export interface SymbolsPaletteProps {
  onPick: (char: string) => void;
}

/** A grid of symbols; buttons do not take focus from the text being edited. */
export function SymbolsPalette({ onPick }: SymbolsPaletteProps) {
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLDivElement>(null);
  useStyleSheet(rootRef, 'symbols', SYMBOLS_CSS);
  return (
    <div ref={rootRef} className="figura-symbols" role="group" aria-label={t('text.symbols')}>
      {SYMBOLS.map((symbol) => (
        <button
          key={symbol.char}
          type="button"
          className="figura-button"
          aria-label={t('text.insertSymbol', {
            char: symbol.char,
            name: t(`text.symbolNames.${symbol.id}`),
          })}
          title={t(`text.symbolNames.${symbol.id}`)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(symbol.char)}
        >
          {symbol.char}
        </button>
      ))}
    </div>
  );
}

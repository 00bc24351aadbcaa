import { useTranslation } from '../i18n/translation';

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
  return (
    <div
      className="figura-symbols"
      role="group"
      aria-label={t('text.symbols')}
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
          aria-label={t('text.insertSymbol', {
            char: symbol.char,
            name: t(`text.symbolNames.${symbol.id}`),
          })}
          title={t(`text.symbolNames.${symbol.id}`)}
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

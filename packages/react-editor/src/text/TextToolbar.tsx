import { useEffect, useId, useReducer, useState } from 'react';
import { IconButton, type IconButtonProps } from '../ui/IconButton';
import { useStore } from 'zustand';
import { FONT_FAMILIES } from '@figura/sdk-core/fonts';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { FabricView } from '../canvas/fabric-view';
import { ColourField } from './fields';
import { NumberField } from '../ui/NumberField';
import { SymbolsPalette } from './SymbolsPalette';
import { textState, type TextCommand } from '@figura/sdk-core/editor';
import { applyTextCommand, currentTextTarget } from './text-target';
import { useTranslation } from '../i18n/translation';

export interface TextToolbarProps {
  store: EditorStore;
  view: FabricView | null;
}

const keepTextFocus = (event: React.MouseEvent) => event.preventDefault();

function TextButton(props: Omit<IconButtonProps, 'onMouseDown'>) {
  // Clicking must not take the keyboard from the text being edited.
  return <IconButton {...props} onMouseDown={keepTextFocus} />;
}

/** Four lines of text, as wide as each alignment leaves them (x from, x to per line). */
function AlignGlyph({ lines }: { lines: readonly (readonly [number, number])[] }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {lines.map(([from, to], index) => (
        <line
          key={index}
          x1={from}
          x2={to}
          y1={3 + index * 3.5}
          y2={3 + index * 3.5}
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

/** Each alignment's button is named `text.align.<value>`. */
const ALIGNMENTS = [
  {
    value: 'left',
    lines: [
      [2, 14],
      [2, 10],
      [2, 13],
      [2, 8],
    ],
  },
  {
    value: 'center',
    lines: [
      [2, 14],
      [4, 12],
      [3, 13],
      [5, 11],
    ],
  },
  {
    value: 'right',
    lines: [
      [2, 14],
      [6, 14],
      [3, 14],
      [8, 14],
    ],
  },
  {
    value: 'justify',
    lines: [
      [2, 14],
      [2, 14],
      [2, 14],
      [2, 9],
    ],
  },
] as const;

/** Re-renders when fabric's text selection or editing state changes. */
function useTextEvents(view: FabricView | null) {
  const [, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!view) return;
    const canvas = view.canvas;
    const events = [
      'text:selection:changed',
      'text:editing:entered',
      'text:editing:exited',
      'text:changed',
    ] as const;
    const offs = events.map((name) => canvas.on(name, bump));
    return () => offs.forEach((off) => off());
  }, [view]);
}

/** Formatting for the selected textbox: the selected characters while editing, else all of it. */
function TextToolbar({ store, view }: TextToolbarProps) {
  useStore(store, (state) => state.document);
  useStore(store, (state) => state.selection);
  useTextEvents(view);
  const [symbolsOpen, setSymbolsOpen] = useState(false);
  const ids = useId();
  const { t } = useTranslation('editor');
  const { t: engineWords } = useTranslation('common');
  const target = currentTextTarget(store, view);
  if (!target) return null;
  const { element, range } = target;
  const state = textState(element, range);
  const run = (command: TextCommand) => applyTextCommand(store, view, command, engineWords);

  return (
    <div
      className="figura-toolbar figura-text-toolbar"
      role="toolbar"
      aria-label={t('text.toolbar')}
    >
      {/* Labelled, as the inspector's other fields are: a number alone says nothing. */}
      <div className="figura-inspector-fields">
        <label htmlFor={`${ids}-font`}>{t('text.fontFamily')}</label>
        <select
          id={`${ids}-font`}
          className="figura-input"
          value={state.fontFamily ?? ''}
          onChange={(event) => run({ kind: 'char', key: 'fontFamily', value: event.target.value })}
        >
          {state.fontFamily === undefined ? <option value="">{t('text.mixed')}</option> : null}
          {FONT_FAMILIES.some((family) => family.name === state.fontFamily) ||
          state.fontFamily === undefined ? null : (
            <option value={state.fontFamily}>{state.fontFamily}</option>
          )}
          {FONT_FAMILIES.map((family) => (
            <option key={family.name} value={family.name}>
              {family.name}
            </option>
          ))}
        </select>
        <NumberField
          label={t('text.fontSize')}
          value={state.fontSize ?? element.fontSize}
          min={1}
          max={2000}
          onCommit={(value) => run({ kind: 'char', key: 'fontSize', value })}
        />
        <label htmlFor={`${ids}-colour`}>{t('text.colour')}</label>
        <ColourField
          id={`${ids}-colour`}
          label={t('text.colour')}
          value={/^#[0-9a-f]{6}$/i.test(state.fill ?? '') ? state.fill! : '#000000'}
          onCommit={(value) => run({ kind: 'char', key: 'fill', value })}
        />
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <TextButton
          label={t('text.bold')}
          shortcut="Control+B"
          pressed={state.bold}
          onClick={() => run({ kind: 'toggle', key: 'bold' })}
        >
          <b>B</b>
        </TextButton>
        <TextButton
          label={t('text.italic')}
          shortcut="Control+I"
          pressed={state.italic}
          onClick={() => run({ kind: 'toggle', key: 'italic' })}
        >
          <i>I</i>
        </TextButton>
        <TextButton
          label={t('text.underline')}
          shortcut="Control+U"
          pressed={state.underline}
          onClick={() => run({ kind: 'toggle', key: 'underline' })}
        >
          <u>U</u>
        </TextButton>
        <TextButton
          label={t('text.subscript')}
          pressed={state.subscript}
          onClick={() => run({ kind: 'script', script: 'subscript' })}
        >
          x₂
        </TextButton>
        <TextButton
          label={t('text.superscript')}
          pressed={state.superscript}
          onClick={() => run({ kind: 'script', script: 'superscript' })}
        >
          x²
        </TextButton>
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        {ALIGNMENTS.map((alignment) => (
          <TextButton
            key={alignment.value}
            label={t(`text.align.${alignment.value}`)}
            pressed={element.textAlign === alignment.value}
            onClick={() => run({ kind: 'box', key: 'textAlign', value: alignment.value })}
          >
            <AlignGlyph lines={alignment.lines} />
          </TextButton>
        ))}
        <TextButton
          label={t('text.bullets')}
          pressed={element.listStyle === 'bullet'}
          onClick={() =>
            run({
              kind: 'box',
              key: 'listStyle',
              value: element.listStyle === 'bullet' ? 'normal' : 'bullet',
            })
          }
        >
          •≡
        </TextButton>
        <TextButton
          label={t('text.numbers')}
          pressed={element.listStyle === 'numered'}
          onClick={() =>
            run({
              kind: 'box',
              key: 'listStyle',
              value: element.listStyle === 'numered' ? 'normal' : 'numered',
            })
          }
        >
          1.
        </TextButton>
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <TextButton
          label={t('text.symbols')}
          pressed={symbolsOpen}
          onClick={() => setSymbolsOpen((open) => !open)}
        >
          Ω
        </TextButton>
      </div>
      {symbolsOpen ? <SymbolsPalette onPick={(text) => run({ kind: 'insert', text })} /> : null}
      <div className="figura-inspector-fields">
        <NumberField
          label={t('text.lineHeight')}
          value={element.lineHeight}
          min={0.5}
          max={10}
          step={0.1}
          onCommit={(value) => run({ kind: 'box', key: 'lineHeight', value })}
        />
        <NumberField
          label={t('text.letterSpacing')}
          value={element.charSpacing}
          min={-1000}
          max={10000}
          step={10}
          onCommit={(value) => run({ kind: 'box', key: 'charSpacing', value })}
        />
      </div>
    </div>
  );
}

export default TextToolbar;

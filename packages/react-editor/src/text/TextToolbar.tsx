import { useEffect, useReducer, useState } from 'react';
import { IconButton, type IconButtonProps } from '../ui/IconButton';
import { useStore } from 'zustand';
import { FONT_FAMILIES } from '@figura/sdk-core/fonts';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { FabricView } from '../canvas/fabric-view';
import { ColourField, NumberField } from './fields';
import { SymbolsPalette } from './SymbolsPalette';
import { textState, type TextCommand } from '@figura/sdk-core/editor';
import { applyTextCommand, currentTextTarget } from './text-target';

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

const ALIGNMENTS = [
  {
    value: 'left',
    label: 'Align left',
    lines: [
      [2, 14],
      [2, 10],
      [2, 13],
      [2, 8],
    ],
  },
  {
    value: 'center',
    label: 'Align centre',
    lines: [
      [2, 14],
      [4, 12],
      [3, 13],
      [5, 11],
    ],
  },
  {
    value: 'right',
    label: 'Align right',
    lines: [
      [2, 14],
      [6, 14],
      [3, 14],
      [8, 14],
    ],
  },
  {
    value: 'justify',
    label: 'Justify',
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
  const target = currentTextTarget(store, view);
  if (!target) return null;
  const { element, range } = target;
  const state = textState(element, range);
  const run = (command: TextCommand) => applyTextCommand(store, view, command);

  return (
    <div className="figura-toolbar figura-text-toolbar" role="toolbar" aria-label="Text formatting">
      <div className="figura-toolbar-group">
        <select
          aria-label="Font family"
          value={state.fontFamily ?? ''}
          onChange={(event) => run({ kind: 'char', key: 'fontFamily', value: event.target.value })}
        >
          {state.fontFamily === undefined ? <option value="">Mixed</option> : null}
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
          label="Font size"
          value={state.fontSize ?? element.fontSize}
          min={1}
          max={2000}
          onCommit={(value) => run({ kind: 'char', key: 'fontSize', value })}
        />
        <ColourField
          label="Text colour"
          value={/^#[0-9a-f]{6}$/i.test(state.fill ?? '') ? state.fill! : '#000000'}
          onCommit={(value) => run({ kind: 'char', key: 'fill', value })}
        />
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <TextButton
          label="Bold"
          shortcut="Control+B"
          pressed={state.bold}
          onClick={() => run({ kind: 'toggle', key: 'bold' })}
        >
          <b>B</b>
        </TextButton>
        <TextButton
          label="Italic"
          shortcut="Control+I"
          pressed={state.italic}
          onClick={() => run({ kind: 'toggle', key: 'italic' })}
        >
          <i>I</i>
        </TextButton>
        <TextButton
          label="Underline"
          shortcut="Control+U"
          pressed={state.underline}
          onClick={() => run({ kind: 'toggle', key: 'underline' })}
        >
          <u>U</u>
        </TextButton>
        <TextButton
          label="Subscript"
          pressed={state.subscript}
          onClick={() => run({ kind: 'script', script: 'subscript' })}
        >
          x₂
        </TextButton>
        <TextButton
          label="Superscript"
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
            label={alignment.label}
            pressed={element.textAlign === alignment.value}
            onClick={() => run({ kind: 'box', key: 'textAlign', value: alignment.value })}
          >
            <AlignGlyph lines={alignment.lines} />
          </TextButton>
        ))}
        <TextButton
          label="Bulleted list"
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
          label="Numbered list"
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
        <NumberField
          label="Line height"
          value={element.lineHeight}
          min={0.5}
          max={10}
          step={0.1}
          onCommit={(value) => run({ kind: 'box', key: 'lineHeight', value })}
        />
        <NumberField
          label="Letter spacing"
          value={element.charSpacing}
          min={-1000}
          max={10000}
          step={10}
          width={68}
          onCommit={(value) => run({ kind: 'box', key: 'charSpacing', value })}
        />
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group" style={{ position: 'relative' }}>
        <TextButton
          label="Symbols"
          pressed={symbolsOpen}
          onClick={() => setSymbolsOpen((open) => !open)}
        >
          Ω
        </TextButton>
        {symbolsOpen ? (
          <div style={{ position: 'absolute', top: '100%', left: 0 }}>
            <SymbolsPalette onPick={(text) => run({ kind: 'insert', text })} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

export default TextToolbar;

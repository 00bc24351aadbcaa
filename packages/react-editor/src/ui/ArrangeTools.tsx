import { useRef, useState } from 'react';
import type { ArrangeAvailability, ArrangeCommands } from '@figura/sdk-core/editor';
import { ArrangeGlyph, type ArrangeGlyphName } from './arrange-glyphs';
import { IconButton, type IconButtonProps } from './IconButton';

function ArrangeButton({
  glyph,
  ...button
}: Omit<IconButtonProps, 'children'> & { glyph: ArrangeGlyphName }) {
  return (
    <IconButton {...button}>
      <ArrangeGlyph name={glyph} />
    </IconButton>
  );
}

export interface ArrangeToolsProps {
  commands: ArrangeCommands;
  availability: ArrangeAvailability;
  layersOpen: boolean;
  onToggleLayers: () => void;
  onShowShortcuts: () => void;
}

/** The toolbar's arrange group: align, distribute, z-order, group, duplicate, flip, lock, opacity. */
export function ArrangeTools({
  commands,
  availability,
  layersOpen,
  onToggleLayers,
  onShowShortcuts,
}: ArrangeToolsProps) {
  const { count } = availability;
  const none = count === 0;
  // One history entry per slider gesture: a new merge key each time the user grabs or keys it.
  const gesture = useRef(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const opacity = dragging ?? Math.round((availability.opacity ?? 1) * 100);
  const startGesture = () => {
    gesture.current += 1;
  };

  return (
    <div className="figura-toolbar-group figura-arrange" role="group" aria-label="Arrange">
      <ArrangeButton
        label="Align left"
        glyph="alignLeft"
        disabled={none}
        onClick={() => commands.align('left')}
      />
      <ArrangeButton
        label="Align centre"
        glyph="alignCentre"
        disabled={none}
        onClick={() => commands.align('centre')}
      />
      <ArrangeButton
        label="Align right"
        glyph="alignRight"
        disabled={none}
        onClick={() => commands.align('right')}
      />
      <ArrangeButton
        label="Align top"
        glyph="alignTop"
        disabled={none}
        onClick={() => commands.align('top')}
      />
      <ArrangeButton
        label="Align middle"
        glyph="alignMiddle"
        disabled={none}
        onClick={() => commands.align('middle')}
      />
      <ArrangeButton
        label="Align bottom"
        glyph="alignBottom"
        disabled={none}
        onClick={() => commands.align('bottom')}
      />
      <ArrangeButton
        label="Distribute horizontally"
        glyph="distributeH"
        disabled={count < 3}
        onClick={() => commands.distribute('horizontal')}
      />
      <ArrangeButton
        label="Distribute vertically"
        glyph="distributeV"
        disabled={count < 3}
        onClick={() => commands.distribute('vertical')}
      />
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <ArrangeButton
        label="Bring forward"
        glyph="forward"
        disabled={none}
        onClick={() => commands.reorder('forward')}
      />
      <ArrangeButton
        label="Send backward"
        glyph="backward"
        disabled={none}
        onClick={() => commands.reorder('backward')}
      />
      <ArrangeButton
        label="Bring to front"
        glyph="front"
        disabled={none}
        onClick={() => commands.reorder('front')}
      />
      <ArrangeButton
        label="Send to back"
        glyph="back"
        disabled={none}
        onClick={() => commands.reorder('back')}
      />
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <ArrangeButton
        label="Group"
        glyph="group"
        disabled={!availability.canGroup}
        onClick={commands.group}
        shortcut="Control+G"
      />
      <ArrangeButton
        label="Ungroup"
        glyph="ungroup"
        disabled={!availability.canUngroup}
        onClick={commands.ungroup}
        shortcut="Control+Shift+G"
      />
      <ArrangeButton
        label="Duplicate"
        glyph="duplicate"
        disabled={none}
        onClick={commands.duplicate}
        shortcut="Control+D"
      />
      <ArrangeButton
        label="Flip horizontal"
        glyph="flipH"
        disabled={none}
        onClick={() => commands.flip('horizontal')}
      />
      <ArrangeButton
        label="Flip vertical"
        glyph="flipV"
        disabled={none}
        onClick={() => commands.flip('vertical')}
      />
      <ArrangeButton
        label="Lock"
        glyph={availability.allLocked ? 'lock' : 'unlock'}
        disabled={none}
        pressed={availability.allLocked}
        onClick={commands.toggleLock}
      />
      <label className="figura-opacity" title="Opacity">
        <span className="figura-visually-hidden">Opacity</span>
        <input
          type="range"
          aria-label="Opacity"
          min={0}
          max={100}
          step={1}
          value={opacity}
          disabled={none}
          onPointerDown={startGesture}
          onKeyDown={startGesture}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            setDragging(value);
            commands.setOpacity(value / 100, `opacity-${gesture.current}`);
          }}
          onPointerUp={() => setDragging(null)}
          onBlur={() => setDragging(null)}
        />
      </label>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <ArrangeButton label="Layers" glyph="layers" expanded={layersOpen} onClick={onToggleLayers} />
      <ArrangeButton
        label="Keyboard shortcuts"
        glyph="keyboard"
        onClick={onShowShortcuts}
        shortcut="?"
      />
    </div>
  );
}

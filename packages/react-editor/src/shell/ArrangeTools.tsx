import { useState } from 'react';
import type { ArrangeAvailability, ArrangeCommands } from '@figura/sdk-core/editor';
import { ArrangeGlyph, type ArrangeGlyphName } from '../ui/arrange-glyphs';
import { IconButton, type IconButtonProps } from '../ui/IconButton';
import { useTranslation } from '../i18n/translation';
import { useGesture } from '../ui/use-gesture';

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
  altTextOpen: boolean;
  onToggleAltText: () => void;
  onShowShortcuts: () => void;
}

/** The toolbar's arrange group: align, distribute, z-order, group, duplicate, flip, lock, opacity. */
export function ArrangeTools({
  commands,
  availability,
  layersOpen,
  onToggleLayers,
  altTextOpen,
  onToggleAltText,
  onShowShortcuts,
}: ArrangeToolsProps) {
  const { t } = useTranslation('editor');
  const { count } = availability;
  const none = count === 0;
  // One history entry per slider gesture: a new merge key each time the user grabs or keys it.
  const gesture = useGesture();
  const [dragging, setDragging] = useState<number | null>(null);
  const opacity = dragging ?? Math.round((availability.opacity ?? 1) * 100);
  const startGesture = () => gesture.start();

  return (
    <div
      className="figura-toolbar-group figura-arrange"
      role="group"
      aria-label={t('arrange.label')}
    >
      <ArrangeButton
        label={t('arrange.align.left')}
        glyph="alignLeft"
        disabled={none}
        onClick={() => commands.align('left')}
      />
      <ArrangeButton
        label={t('arrange.align.centre')}
        glyph="alignCentre"
        disabled={none}
        onClick={() => commands.align('centre')}
      />
      <ArrangeButton
        label={t('arrange.align.right')}
        glyph="alignRight"
        disabled={none}
        onClick={() => commands.align('right')}
      />
      <ArrangeButton
        label={t('arrange.align.top')}
        glyph="alignTop"
        disabled={none}
        onClick={() => commands.align('top')}
      />
      <ArrangeButton
        label={t('arrange.align.middle')}
        glyph="alignMiddle"
        disabled={none}
        onClick={() => commands.align('middle')}
      />
      <ArrangeButton
        label={t('arrange.align.bottom')}
        glyph="alignBottom"
        disabled={none}
        onClick={() => commands.align('bottom')}
      />
      <ArrangeButton
        label={t('arrange.distribute.horizontal')}
        glyph="distributeH"
        disabled={count < 3}
        onClick={() => commands.distribute('horizontal')}
      />
      <ArrangeButton
        label={t('arrange.distribute.vertical')}
        glyph="distributeV"
        disabled={count < 3}
        onClick={() => commands.distribute('vertical')}
      />
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <ArrangeButton
        label={t('arrange.order.forward')}
        glyph="forward"
        disabled={none}
        onClick={() => commands.reorder('forward')}
      />
      <ArrangeButton
        label={t('arrange.order.backward')}
        glyph="backward"
        disabled={none}
        onClick={() => commands.reorder('backward')}
      />
      <ArrangeButton
        label={t('arrange.order.front')}
        glyph="front"
        disabled={none}
        onClick={() => commands.reorder('front')}
      />
      <ArrangeButton
        label={t('arrange.order.back')}
        glyph="back"
        disabled={none}
        onClick={() => commands.reorder('back')}
      />
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <ArrangeButton
        label={t('arrange.group')}
        glyph="group"
        disabled={!availability.canGroup}
        onClick={commands.group}
        shortcut="Control+G"
      />
      <ArrangeButton
        label={t('arrange.ungroup')}
        glyph="ungroup"
        disabled={!availability.canUngroup}
        onClick={commands.ungroup}
        shortcut="Control+Shift+G"
      />
      <ArrangeButton
        label={t('arrange.duplicate')}
        glyph="duplicate"
        disabled={none}
        onClick={commands.duplicate}
        shortcut="Control+D"
      />
      <ArrangeButton
        label={t('arrange.flip.horizontal')}
        glyph="flipH"
        disabled={none}
        onClick={() => commands.flip('horizontal')}
      />
      <ArrangeButton
        label={t('arrange.flip.vertical')}
        glyph="flipV"
        disabled={none}
        onClick={() => commands.flip('vertical')}
      />
      <ArrangeButton
        label={t('arrange.lock')}
        glyph={availability.allLocked ? 'lock' : 'unlock'}
        disabled={none}
        pressed={availability.allLocked}
        onClick={commands.toggleLock}
      />
      <label className="figura-opacity" title={t('arrange.opacity')}>
        <span className="figura-visually-hidden">{t('arrange.opacity')}</span>
        <input
          type="range"
          aria-label={t('arrange.opacity')}
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
      <ArrangeButton
        label={t('arrange.layers')}
        glyph="layers"
        expanded={layersOpen}
        onClick={onToggleLayers}
      />
      <ArrangeButton
        label={t('arrange.altText')}
        glyph="altText"
        expanded={altTextOpen}
        onClick={onToggleAltText}
      />
      <ArrangeButton
        label={t('arrange.shortcuts')}
        glyph="keyboard"
        onClick={onShowShortcuts}
        shortcut="?"
      />
    </div>
  );
}

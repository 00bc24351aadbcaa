import type { ShapeTool } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';

export interface ToolHintProps {
  /** The draw tool armed, or null. */
  tool: ShapeTool | null;
  /** Kept for several elements (double-click or Q). */
  kept: boolean;
}

/**
 * What the armed draw tool does with the next press on the slide, at the top of the canvas
 * until it is put down: a tool armed shows only as a pressed button and a crosshair otherwise.
 * One live region, always there, so a screen reader hears each change.
 */
export function ToolHint({ tool, kept }: ToolHintProps) {
  const { t } = useTranslation('editor');
  return (
    <p className="figura-tool-hint" role="status">
      {tool
        ? `${t(`toolHints.${tool}`)} ${kept ? t('toolHints.kept') : t('toolHints.putDown')}`
        : null}
    </p>
  );
}

// The shortcuts sheet's rows, apart from the key handling: only the sheet (loaded when opened)
// needs them, so they stay out of the editor's first frame.
import type { Translate } from '../i18n/create-i18n';
import { LARGE_NUDGE } from './keyboard';

export interface ShortcutHelp {
  keys: string;
  action: string;
}

/**
 * Every shortcut, in the words of the help panel (`t`, namespace `common`); `mac` shows ⌘ and ⇧
 * instead of Ctrl and Shift.
 */
export function shortcutList(mac: boolean, t: Translate): ShortcutHelp[] {
  const mod = mac ? t('shortcuts.keys.modMac') : t('shortcuts.keys.mod');
  const shift = mac ? t('shortcuts.keys.shiftMac') : t('shortcuts.keys.shift');
  return [
    { keys: t('shortcuts.keys.enter'), action: t('shortcuts.actions.enter') },
    { keys: t('shortcuts.keys.escape'), action: t('shortcuts.actions.escape') },
    { keys: t('shortcuts.keys.delete'), action: t('shortcuts.actions.delete') },
    { keys: `${mod}C`, action: t('shortcuts.actions.copy') },
    { keys: `${mod}X`, action: t('shortcuts.actions.cut') },
    { keys: `${mod}V`, action: t('shortcuts.actions.paste') },
    { keys: `${mod}D`, action: t('shortcuts.actions.duplicate') },
    { keys: `${mod}Z`, action: t('shortcuts.actions.undo') },
    { keys: t('shortcuts.keys.redo', { mod, shift }), action: t('shortcuts.actions.redo') },
    { keys: `${mod}A`, action: t('shortcuts.actions.selectAll') },
    { keys: `${mod}B / ${mod}I / ${mod}U`, action: t('shortcuts.actions.textStyle') },
    { keys: `${mod}G`, action: t('shortcuts.actions.group') },
    { keys: `${mod}${shift}G`, action: t('shortcuts.actions.ungroup') },
    { keys: t('shortcuts.keys.arrows'), action: t('shortcuts.actions.nudge') },
    {
      keys: t('shortcuts.keys.shiftArrows', { shift }),
      action: t('shortcuts.actions.nudgeLarge', { step: LARGE_NUDGE }),
    },
    {
      keys: mac ? t('shortcuts.keys.layerMoveMac') : t('shortcuts.keys.layerMove'),
      action: t('shortcuts.actions.layerMove'),
    },
    { keys: 'V', action: t('shortcuts.actions.pointer') },
    { keys: 'T', action: t('shortcuts.actions.toolText') },
    { keys: 'R', action: t('shortcuts.actions.toolRectangle') },
    { keys: 'O', action: t('shortcuts.actions.toolEllipse') },
    { keys: 'L', action: t('shortcuts.actions.toolLine') },
    { keys: 'A', action: t('shortcuts.actions.toolArrow') },
    { keys: 'Q', action: t('shortcuts.actions.keepTool') },
    {
      keys: t('shortcuts.keys.shiftDrag', { shift }),
      action: t('shortcuts.actions.drawConstrained'),
    },
    {
      keys: mac ? t('shortcuts.keys.altDragMac') : t('shortcuts.keys.altDrag'),
      action: t('shortcuts.actions.dragFree'),
    },
    { keys: `${mod}+`, action: t('shortcuts.actions.zoomIn') },
    { keys: `${mod}-`, action: t('shortcuts.actions.zoomOut') },
    { keys: `${shift}1`, action: t('shortcuts.actions.zoomFit') },
    { keys: `${shift}2`, action: t('shortcuts.actions.zoomSelection') },
    { keys: '?', action: t('shortcuts.actions.help') },
  ];
}

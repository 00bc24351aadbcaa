// The drawing context the plate's tests draw with (English, the default palette).
import { englishTranslator } from '../../i18n/testing';
import { SCIENTIFIC_PALETTE } from '../svg';
import type { DrawContext } from '../types';

export const t = englishTranslator('editor');

export const testContext = (width = 480, height = 320): DrawContext => ({
  width,
  height,
  textSize: 12,
  font: 'Inter',
  colour: (i) => SCIENTIFIC_PALETTE[i % 8]!,
  t,
});

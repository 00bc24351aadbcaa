export {
  COLOURS,
  ELEVATION,
  FONT_STACK,
  RADIUS,
  SPACE,
  TYPE_SCALE,
  cssCustomProperties,
  customProperties,
} from './tokens';
export { COMPONENT_CSS, cardPageCss } from './components';
export { contrastRatio, rgbOfHex, type Rgb } from './contrast';

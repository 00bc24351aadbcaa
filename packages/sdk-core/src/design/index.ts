export {
  COLOURS,
  FONT_STACK,
  RADIUS,
  SPACE,
  TYPE_SCALE,
  cssCustomProperties,
  customProperties,
} from './tokens';

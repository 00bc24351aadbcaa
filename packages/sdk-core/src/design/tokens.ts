// Figura's design tokens: the one source of the colours, type, spacing and corners the editor,
// the builder, the portal, the sign-on site and the billing site are drawn with. Each site turns
// them into CSS custom properties (cssCustomProperties) under its own prefix.

/** Colours, by role. The accent is the brand's blue darkened to 5.5:1 on white (WCAG AA). */
export const COLOURS = {
  /** Page and panel background. */
  bg: '#ffffff',
  /** Text. */
  fg: '#1f2933',
  /** Secondary text (4.5:1 or more on bg and surface). */
  muted: '#52606d',
  /** Borders of panels and quiet buttons. */
  border: '#cbd2d9',
  /** The edge of a field one types in or picks from (3:1 on white: WCAG's non-text contrast). */
  controlBorder: '#7b8794',
  /** Hairlines between rows. */
  line: '#d9e2ec',
  /** Bars and quiet areas (toolbars, the page behind cards). */
  surface: '#f5f7fa',
  /** Behind the slide on the canvas. */
  canvasArea: '#e4e7eb',
  /** Links, primary buttons, the selected tab. */
  accent: '#006fa6',
  /** Text on the accent. */
  accentFg: '#ffffff',
  /** The brand's navy (the portal's header). */
  brandNavy: '#040d4d',
  /** The brand's sky blue (highlights on navy). */
  brandSky: '#8fd6f0',
  /** Errors and destructive actions. */
  danger: '#b42318',
  /** Behind warnings. */
  warningBg: '#fff4e5',
  /** Behind error messages (the danger colour reads 5.9:1 on it). */
  dangerBg: '#fdecea',
  /** Confirmations ("Saved", "Paid"): 5.4:1 on white and on its background. */
  success: '#1e6b3a',
  /** Behind confirmations. */
  successBg: '#e8f5ec',
  /** The focus ring. */
  focus: '#006fa6',
  /** Over the page behind a modal dialog. */
  scrim: 'rgb(15 23 42 / 0.45)',
} as const;

/** Inter (shipped with the editor and the portal), then the system's own sans-serif. */
export const FONT_STACK = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The type scale in px: captions, controls, body, headings. */
export const TYPE_SCALE = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32 } as const;

/** Spacing steps in px (a 4 px grid). */
export const SPACE = { 1: 4, 2: 8, 3: 12, 4: 16, 6: 24, 8: 32 } as const;

/** Corner radii in px: controls, panels and cards. */
export const RADIUS = { control: 6, card: 12 } as const;

/** Shadows by height: cards at rest, menus and dialogs above the page. */
export const ELEVATION = {
  raised: '0 1px 3px rgb(15 23 42 / 0.1), 0 1px 2px rgb(15 23 42 / 0.06)',
  overlay: '0 8px 24px rgb(15 23 42 / 0.18), 0 2px 6px rgb(15 23 42 / 0.08)',
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The tokens as CSS custom properties under `prefix` (`--figura-` gives
 * `['--figura-accent', '#006fa6']`): colours by role, `font`, `text-<step>`, `space-<step>` and
 * `radius-<name>` in px, `shadow-<height>`.
 */
export function customProperties(prefix: string): [name: string, value: string][] {
  const named: [string, string][] = [
    ...Object.entries(COLOURS).map(([name, value]): [string, string] => [kebab(name), value]),
    ['font', FONT_STACK],
    ...Object.entries(TYPE_SCALE).map(([step, px]): [string, string] => [
      `text-${step}`,
      `${px}px`,
    ]),
    ...Object.entries(SPACE).map(([step, px]): [string, string] => [`space-${step}`, `${px}px`]),
    ...Object.entries(RADIUS).map(([name, px]): [string, string] => [`radius-${name}`, `${px}px`]),
    ...Object.entries(ELEVATION).map(([name, shadow]): [string, string] => [
      `shadow-${name}`,
      shadow,
    ]),
  ];
  return named.map(([name, value]) => [`${prefix}${name}`, value]);
}

/** The same as CSS declarations, one per line (`--figura-accent: #006fa6;`), for a stylesheet. */
export function cssCustomProperties(prefix: string): string {
  return customProperties(prefix)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/**
 * The families the font menu offers: all bundled from @fontsource with Latin, extended Latin and
 * Greek (α, β, µ, Δ), regular and bold, upright and italic. Only names here: the files load lazily
 * (fonts/extra-faces.ts, fonts/inter-faces.ts) when a text on the slide uses them.
 */
export const FONT_FAMILIES: readonly { name: string; kind: 'sans' | 'serif' | 'mono' }[] = [
  { name: 'Inter', kind: 'sans' },
  { name: 'Noto Sans', kind: 'sans' },
  { name: 'Open Sans', kind: 'sans' },
  { name: 'Noto Serif', kind: 'serif' },
  { name: 'Source Serif 4', kind: 'serif' },
  { name: 'JetBrains Mono', kind: 'mono' },
];

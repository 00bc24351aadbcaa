import { z } from '../zod';
import { text } from '../strings';
import {
  DEFAULT_SCIENTIFIC_TEXT_SIZE,
  MAX_SCIENTIFIC_COLOURS,
  MAX_MEMBRANE_SLOTS,
  MAX_SCIENTIFIC_DATA_CHARS,
  SCIENTIFIC_OPTIONS,
  SCIENTIFIC_TEXT_SIZE_RANGE,
  type ScientificOptionSpec,
  type ScientificOptions,
  type ScientificType,
} from '../scientific-kinds';
import { boxTransform, colour, coordinate, identity, safeSvg, size } from './base';

/** One option's zod, from its spec: a choice, a number in range, a switch or a short text. */
function optionSchema(spec: ScientificOptionSpec) {
  if ('choices' in spec) return z.enum(spec.choices as [string, ...string[]]).default(spec.default);
  if ('min' in spec) return z.number().min(spec.min).max(spec.max).default(spec.default);
  if ('maxLength' in spec) return text().max(spec.maxLength).default(spec.default);
  return z.boolean().default(spec.default);
}

/**
 * A scientific object of type `type`: the data it is drawn from as the person wrote or loaded it
 * (a GenBank file, a Newick tree, a CSV table…), its drawing options, its palette, and a cached
 * SVG so every renderer draws it without the parsers. Options left out take their defaults.
 */
function scientificSchema<T extends ScientificType>(type: T) {
  const specs = SCIENTIFIC_OPTIONS[type] as Record<string, ScientificOptionSpec>;
  const options = z.object(
    Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, optionSchema(spec)])),
  ) as unknown as z.ZodType<ScientificOptions<T>, Partial<ScientificOptions<T>>>;
  return z.object({
    type: z.literal(type),
    ...identity,
    ...boxTransform,
    data: text().max(MAX_SCIENTIFIC_DATA_CHARS).default(''),
    options: options.prefault({}),
    colours: z.array(colour).max(MAX_SCIENTIFIC_COLOURS).default([]),
    textSize: z
      .number()
      .min(SCIENTIFIC_TEXT_SIZE_RANGE.min)
      .max(SCIENTIFIC_TEXT_SIZE_RANGE.max)
      .default(DEFAULT_SCIENTIFIC_TEXT_SIZE),
    /** The face its text is set in; DEFAULT_CHART_FONT where left out. */
    fontFamily: text().max(100).optional(),
    svg: safeSvg,
  });
}

export const nucleicAcidElementSchema = scientificSchema('nucleic_acid');
/**
 * Where each slot's protein sits in the membrane's own box (its centre, its turn from upright in
 * degrees, its room along and across the bilayer), kept with the drawing so proteins follow the
 * membrane without the parsers.
 */
const slotFrame = z.object({
  x: coordinate,
  y: coordinate,
  angle: z.number().min(-360).max(360),
  width: size,
  height: size,
});
export const membraneElementSchema = scientificSchema('membrane').extend({
  slots: z.array(slotFrame).max(MAX_MEMBRANE_SLOTS).default([]),
});
export const wellPlateElementSchema = scientificSchema('well_plate');
export const gelElementSchema = scientificSchema('gel');
export const plasmidMapElementSchema = scientificSchema('plasmid_map');
export const geneStructureElementSchema = scientificSchema('gene_structure');
export const phyloTreeElementSchema = scientificSchema('phylo_tree');
export const survivalCurveElementSchema = scientificSchema('survival_curve');
export const timelineElementSchema = scientificSchema('timeline');

/** A stored scientific object (of any of the nine types). */
export type ScientificElement =
  | z.infer<typeof nucleicAcidElementSchema>
  | z.infer<typeof membraneElementSchema>
  | z.infer<typeof wellPlateElementSchema>
  | z.infer<typeof gelElementSchema>
  | z.infer<typeof plasmidMapElementSchema>
  | z.infer<typeof geneStructureElementSchema>
  | z.infer<typeof phyloTreeElementSchema>
  | z.infer<typeof survivalCurveElementSchema>
  | z.infer<typeof timelineElementSchema>;
/** A stored scientific object of type `T`. */
export type ScientificElementOf<T extends ScientificType> = Extract<ScientificElement, { type: T }>;

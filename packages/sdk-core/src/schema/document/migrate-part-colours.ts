// Version 1 → 2: an illustration's colours moved from `partColors` (a colour per part id, which
// real files rarely have) to `colours` (old colour → new colour) and `hueShift`. The old overrides
// are baked into the stored SVG exactly as version 1 drew them, so every drawing stays the same.
import { MAX_GROUP_DEPTH } from './guards';
import { recolorSvgParts } from './legacy-part-colours';

type Json = Record<string, unknown>;

// Version 1's rules for part ids and colours: anything else was never stored, and is not applied.
const PART_ID = /^[A-Za-z_][\w.:-]*$/;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-zA-Z]+)$/;

function validOverrides(partColors: unknown): Record<string, string> {
  if (typeof partColors !== 'object' || partColors === null) return {};
  return Object.fromEntries(
    Object.entries(partColors).filter(
      (entry): entry is [string, string] =>
        PART_ID.test(entry[0]) && typeof entry[1] === 'string' && COLOUR.test(entry[1]),
    ),
  );
}

function migrateElement(element: unknown, depth: number): unknown {
  if (typeof element !== 'object' || element === null) return element;
  const before = element as Json;
  if (Array.isArray(before.elements) && depth <= MAX_GROUP_DEPTH) {
    return {
      ...before,
      elements: before.elements.map((child) => migrateElement(child, depth + 1)),
    };
  }
  if (before.type !== 'illustration') return element;
  const { partColors, ...rest } = before;
  const overrides = validOverrides(partColors);
  const svg =
    typeof rest.svg === 'string' && Object.keys(overrides).length > 0
      ? recolorSvgParts(rest.svg, overrides)
      : rest.svg;
  return { ...rest, svg };
}

export function migratePartColours(doc: Json): Json {
  const { schemaVersion: _old, ...rest } = doc;
  // schemaVersion stays the first key: the API reads it off a stored document's first bytes.
  return {
    schemaVersion: 2,
    ...rest,
    elements: Array.isArray(rest.elements)
      ? rest.elements.map((element) => migrateElement(element, 0))
      : rest.elements,
  };
}

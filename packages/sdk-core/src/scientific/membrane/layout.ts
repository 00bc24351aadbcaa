// Fits the membrane to its box: its midline (straight, arc or cell), the lipids' size and the
// bilayer's thickness, the gaps slots leave, and where a protein sits in each.
import {
  DEFAULT_SCIENTIFIC_TEXT_SIZE,
  type ScientificOptions,
} from '../../schema/document/scientific-kinds';
import { estimateWidth } from '../svg';
import type { MembraneData, MembraneSlot } from './parse';
import { arcPath, ellipsePath, straightPath, type MembranePath } from './paths';

/** A protein's outline is this many bilayers tall: it stands out of both faces. */
export const PROTEIN_SPAN = 1.4;
/** A lipid is a head (this fraction of the spacing as its radius) on tails; the bilayer is ten radii thick. */
const HEAD_PER_SPACING = 0.45;
const THICKNESS_PER_HEAD = 10;

export interface MembraneLayout {
  path: MembranePath;
  /** Lipids along one leaflet. */
  lipids: number;
  /** Between neighbouring lipids along the midline. */
  spacing: number;
  headRadius: number;
  /** The bilayer's thickness, head to head. */
  thickness: number;
}

/** The lipids one slot leaves out of each leaflet: `width` of them from index `start`. */
export interface SlotGap {
  slot: MembraneSlot;
  start: number;
  width: number;
}

/** Where a protein sits: its centre, its angle (degrees) and its size, in drawing units. */
export interface SlotFrame {
  x: number;
  y: number;
  /**
   * The membrane's outward normal as a clockwise turn from straight up (an SVG `rotate`): 0 on
   * a straight membrane, 90 on a cell's right-hand side. Turning an upright protein by it makes
   * it follow the membrane.
   */
  angle: number;
  /** Along the membrane (the gap) and across it (the bilayer and a little more). */
  width: number;
  height: number;
}

export const lipidCount = (options: ScientificOptions<'membrane'>) =>
  Math.min(400, Math.max(6, Math.round(Number(options.lipids) || 40)));

function lipidSize(spacing: number, maxThickness: number) {
  const thickness = Math.max(
    1,
    Math.min(spacing * HEAD_PER_SPACING * THICKNESS_PER_HEAD, maxThickness),
  );
  return { thickness, headRadius: thickness / THICKNESS_PER_HEAD };
}

export function layOutMembrane(
  data: MembraneData,
  options: ScientificOptions<'membrane'>,
  width: number,
  height: number,
  textSize: number,
): MembraneLayout {
  const lipids = lipidCount(options);
  const pad = textSize * 0.5;
  const labelled = data.slots.some((slot) => slot.label !== '');
  const labelRoom = labelled ? textSize * 1.5 : 0;
  const maxThickness = Math.max(1, (height - 2 * pad - labelRoom) / PROTEIN_SPAN);
  const bend = Math.min(1, Math.max(0, Number(options.curvature) || 0)) * Math.PI;
  let path: MembranePath;
  let size: ReturnType<typeof lipidSize>;

  if (options.shape === 'cell') {
    // Labels sit outside the cell: room for the widest beside it, a line above and below.
    const widest = Math.max(0, ...data.slots.map((slot) => estimateWidth(slot.label, textSize)));
    const roomX = labelled ? Math.min(widest + textSize * 0.5, width * 0.2) : 0;
    size = lipidSize((Math.PI * (width + height)) / 2 / lipids, maxThickness);
    path = ellipsePath(width / 2, height / 2, 4, 4);
    for (let pass = 0; pass < 3; pass++) {
      const reach = (PROTEIN_SPAN * size.thickness) / 2;
      const rx = Math.max(4, width / 2 - pad - reach - roomX);
      const ry = Math.max(4, height / 2 - pad - reach - labelRoom);
      path = ellipsePath(width / 2, height / 2, rx, ry);
      // A thick bilayer round a small cell would crowd its inner leaflet: keep it thin.
      size = lipidSize(path.length / lipids, Math.min(maxThickness, Math.min(rx, ry) * 0.3));
    }
  } else if (options.shape === 'arc' && bend > 0.01) {
    const half = bend / 2;
    size = lipidSize((width - 2 * pad) / lipids, maxThickness);
    let radius = 1;
    let reach = 0;
    // The lipids' size sets the bilayer's reach and the reach the radius: settle in a few passes.
    for (let pass = 0; pass < 3; pass++) {
      reach = (PROTEIN_SPAN * size.thickness) / 2;
      const byWidth = (width - 2 * pad) / (2 * Math.sin(half)) - reach;
      const byHeight =
        (height - 2 * pad - labelRoom - reach * (1 + Math.cos(half))) / (1 - Math.cos(half));
      radius = Math.max(1, Math.min(byWidth, byHeight));
      size = lipidSize((radius * bend) / lipids, maxThickness);
    }
    reach = (PROTEIN_SPAN * size.thickness) / 2;
    const extent = radius * (1 - Math.cos(half)) + reach * (1 + Math.cos(half)) + labelRoom;
    const centreY = (height - extent) / 2 + radius + reach + labelRoom;
    path = arcPath(width / 2, centreY, radius, bend);
  } else {
    const length = Math.max(1, width - 2 * pad);
    size = lipidSize(length / lipids, maxThickness);
    const extent = data.slots.length > 0 ? PROTEIN_SPAN * size.thickness : size.thickness;
    const y = (height - labelRoom - extent) / 2 + labelRoom + extent / 2;
    path = straightPath(pad, y, length);
  }
  return { path, lipids, spacing: path.length / lipids, ...size };
}

/**
 * The gap each slot leaves: its `width` lipids nearest its position, kept on the membrane at an
 * open end and wrapping round a cell.
 */
export function slotGaps(slots: readonly MembraneSlot[], layout: MembraneLayout): SlotGap[] {
  const { lipids, path } = layout;
  return slots.map((slot) => {
    const width = Math.min(slot.width, lipids);
    const start = Math.round((slot.position / 100) * lipids - width / 2);
    return {
      slot,
      width,
      start: path.closed
        ? ((start % lipids) + lipids) % lipids
        : Math.min(lipids - width, Math.max(0, start)),
    };
  });
}

/** The indices of the lipids left in each leaflet once the slots' gaps are cut out. */
export function keptLipids(gaps: readonly SlotGap[], lipids: number): number[] {
  const cut = new Uint8Array(lipids);
  for (const gap of gaps) for (let i = 0; i < gap.width; i++) cut[(gap.start + i) % lipids] = 1;
  const kept: number[] = [];
  for (let i = 0; i < lipids; i++) if (!cut[i]) kept.push(i);
  return kept;
}

export function frameOf(gap: SlotGap, layout: MembraneLayout): SlotFrame {
  const point = layout.path.at((gap.start + gap.width / 2) / layout.lipids);
  const angle = (Math.atan2(point.nx, -point.ny) * 180) / Math.PI;
  return {
    x: point.x,
    y: point.y,
    // (-180, 180]: a cell's bottom reads 180, never -180; a flat membrane 0, never -0.
    angle: Math.abs(angle) < 1e-9 ? 0 : angle <= -180 + 1e-9 ? 180 : angle,
    width: gap.width * layout.spacing,
    height: PROTEIN_SPAN * layout.thickness,
  };
}

/**
 * Each slot's frame in a `width` x `height` drawing, in the data's order: where the editor sits
 * a library protein so that it follows the membrane.
 */
export function slotFrames(
  data: MembraneData,
  options: ScientificOptions<'membrane'>,
  width: number,
  height: number,
  textSize: number = DEFAULT_SCIENTIFIC_TEXT_SIZE,
): SlotFrame[] {
  const layout = layOutMembrane(data, options, width, height, textSize);
  return slotGaps(data.slots, layout).map((gap) => frameOf(gap, layout));
}

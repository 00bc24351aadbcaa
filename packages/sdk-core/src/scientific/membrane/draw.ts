// A lipid bilayer along its path: each lipid a round head and two tails pointing inward, in both
// leaflets, with a gap for each slot where a dashed outline marks the protein and its name.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import {
  frameOf,
  keptLipids,
  layOutMembrane,
  slotGaps,
  type MembraneLayout,
  type SlotFrame,
} from './layout';
import type { MembraneData } from './parse';

const MUTED = '#52606d';

/** One leaflet's lipids: heads `side` (1 outer, -1 inner) of the midline, tails towards it. */
function leaflet(
  layout: MembraneLayout,
  kept: readonly number[],
  side: 1 | -1,
  cls: string,
  context: DrawContext,
) {
  const { headRadius: r, thickness, lipids, path } = layout;
  const heads: string[] = [];
  const tails: string[] = [];
  const headOffset = side * (thickness / 2 - r);
  // Tails stop short of the midline, leaving the two leaflets a hair apart.
  const tailEnd = side * r * 0.3;
  for (const index of kept) {
    const p = path.at((index + 0.5) / lipids);
    const hx = p.x + p.nx * headOffset;
    const hy = p.y + p.ny * headOffset;
    heads.push(`<circle cx="${num(hx)}" cy="${num(hy)}" r="${num(r)}"/>`);
    // Along the membrane, to set the two tails side by side.
    const tx = -p.ny * r * 0.45;
    const ty = p.nx * r * 0.45;
    const fromX = hx - p.nx * side * r;
    const fromY = hy - p.ny * side * r;
    const toX = p.x + p.nx * tailEnd;
    const toY = p.y + p.ny * tailEnd;
    for (const sign of [-1, 1])
      tails.push(
        `M${num(fromX + sign * tx)} ${num(fromY + sign * ty)}L${num(toX + sign * tx)} ${num(toY + sign * ty)}`,
      );
  }
  const tailWidth = Math.max(0.4, r * 0.3);
  return (
    `<g class="${cls}">` +
    (tails.length
      ? `<path d="${tails.join('')}" fill="none" stroke="${MUTED}" stroke-width="${num(tailWidth)}" stroke-linecap="round"/>`
      : '') +
    `<g fill="${context.colour(0)}">${heads.join('')}</g></g>`
  );
}

/** A slot's dashed outline across the bilayer, turned with the membrane. */
function outline(frame: SlotFrame) {
  const corner = Math.min(frame.width, frame.height) * 0.35;
  const dash = Math.max(2, frame.height * 0.08);
  return (
    `<rect x="${num(frame.x - frame.width / 2)}" y="${num(frame.y - frame.height / 2)}" ` +
    `width="${num(frame.width)}" height="${num(frame.height)}" rx="${num(corner)}" ` +
    `transform="rotate(${num(frame.angle)} ${num(frame.x)} ${num(frame.y)})" fill="none" ` +
    `stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="${num(dash)} ${num(dash * 0.7)}"/>`
  );
}

/**
 * The slot's name just outside its outline, on the membrane's outer side: above or below the
 * outline's bounding box, or beside it where the membrane runs up and down; kept inside the box.
 */
function slotLabel(frame: SlotFrame, label: string, context: DrawContext) {
  const { textSize, font, width, height } = context;
  const radians = (frame.angle * Math.PI) / 180;
  const nx = Math.sin(radians);
  const ny = -Math.cos(radians);
  // Half the turned outline's bounding box.
  const halfX = (Math.abs(Math.cos(radians)) * frame.width + Math.abs(nx) * frame.height) / 2;
  const halfY = (Math.abs(nx) * frame.width + Math.abs(Math.cos(radians)) * frame.height) / 2;
  const gap = textSize * 0.3;
  const labelWidth = estimateWidth(label, textSize);
  let anchor: 'start' | 'middle' | 'end';
  let x: number;
  let left: number;
  let baseline: number;
  if (Math.abs(nx) > 0.5) {
    anchor = nx > 0 ? 'start' : 'end';
    x = frame.x + Math.sign(nx) * (halfX + gap);
    left = nx > 0 ? x : x - labelWidth;
    baseline = frame.y + ny * frame.height * 0.5 + textSize * 0.35;
  } else {
    anchor = 'middle';
    x = frame.x + nx * frame.height * 0.5;
    left = x - labelWidth / 2;
    baseline = ny < 0 ? frame.y - halfY - gap : frame.y + halfY + gap + textSize * 0.8;
  }
  const shift = Math.min(0, width - 2 - (left + labelWidth)) + Math.max(0, 2 - left);
  baseline = Math.min(height - textSize * 0.25, Math.max(textSize, baseline));
  return textAt(x + shift, baseline, label, { size: textSize, anchor, font });
}

export function drawMembrane(
  data: MembraneData,
  options: ScientificOptions<'membrane'>,
  context: DrawContext,
): string {
  const layout = layOutMembrane(data, options, context.width, context.height, context.textSize);
  const gaps = slotGaps(data.slots, layout);
  const kept = keptLipids(gaps, layout.lipids);
  const frames = gaps.map((gap) => frameOf(gap, layout));
  const slots = frames
    .map((frame, i) => {
      const label = gaps[i]!.slot.label;
      return outline(frame) + (label ? slotLabel(frame, label, context) : '');
    })
    .join('');
  const body =
    leaflet(layout, kept, 1, 'figura-membrane-outer', context) +
    leaflet(layout, kept, -1, 'figura-membrane-inner', context) +
    `<g class="figura-membrane-slots">${slots}</g>`;
  return svgDocument(context.width, context.height, body);
}

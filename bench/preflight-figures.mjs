// Journal preflight in the editor: the time one check of a busy slide takes (the Preflight panel
// runs it after each pause in editing), from the built @figura/sdk-core.
import { preflight, profileById } from '../packages/sdk-core/dist/preflight/index.js';
import { chartSvg, parseSlideDocument } from '../packages/sdk-core/dist/schema/index.js';
import { iterations } from './quick.mjs';

const RUNS = iterations(50, 3);

/** 200 elements: shapes side by side with labels, lines, groups and charts, a few at fault. */
function busySlide() {
  const elements = [];
  let next = 0;
  const id = () => `e${++next}`;
  const text = (body, fontSize, extra) => ({
    type: 'textbox',
    id: id(),
    left: 0,
    top: 0,
    width: 130,
    height: fontSize * 1.2,
    text: body,
    fontSize,
    ...extra,
  });
  for (let i = 0; i < 40; i++) {
    const x = (i % 8) * 148;
    const y = Math.floor(i / 8) * 200;
    elements.push({
      type: 'rect',
      id: id(),
      left: x,
      top: y,
      width: 140,
      height: 190,
      fill: ['#1f77b4', '#ff7f0e', '#9467bd', '#e5e5e5'][i % 4],
      stroke: '#1f2933',
      strokeWidth: 2,
    });
    elements.push(text(`Step ${i}: p < 0.05`, i % 10 === 0 ? 20 : 52, { left: x + 5, top: y + 5 }));
    elements.push({
      type: 'line',
      id: id(),
      x1: x,
      y1: y + 195,
      x2: x + 140,
      y2: y + 195,
      strokeWidth: 3,
    });
  }
  for (let i = 0; i < 30; i++)
    elements.push({
      type: 'group',
      id: id(),
      left: (i % 10) * 120,
      top: 1000 + Math.floor(i / 10) * 60,
      width: 100,
      height: 110,
      scaleX: 0.9,
      scaleY: 0.9,
      elements: [
        text(`G${i}`, 60),
        { type: 'rect', id: id(), left: 0, top: 70, width: 40, height: 40, fill: '#ffcc00' },
      ],
    });
  const data = { series: ['a', 'b'], rows: [{ label: 'A', values: [1, 2] }] };
  for (let i = 0; i < 20; i++)
    elements.push({
      type: 'chart',
      id: id(),
      left: (i % 10) * 120,
      top: 900 + Math.floor(i / 10) * 40,
      width: 110,
      height: 80,
      chartKind: 'bar',
      data,
      svg: chartSvg({ chartKind: 'bar', data }, 480, 360),
    });
  return parseSlideDocument({
    schemaVersion: 4,
    width: 1200,
    height: 1200,
    background: '#ffffff',
    elements,
  });
}

/** Median ms of one preflight of the busy slide against Cell (after a warm-up run). */
export async function preflightFigures(figure) {
  const slide = busySlide();
  const cell = profileById('cell');
  preflight([slide], cell);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    preflight([slide], cell);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // Budget: half a frame, so the panel's check never costs the editor a frame.
  figure('preflight 200 elements (median)', times[Math.floor(RUNS / 2)], 'ms', 8);
}

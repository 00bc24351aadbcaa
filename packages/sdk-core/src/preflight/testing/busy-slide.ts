import type { FiguraElementInput } from '../../schema/document/elements';
import { barChart, group, line, rect, slide, text } from './fixtures';

/**
 * A 1200 × 1200 slide of 200 elements of every kind the checks read (text, shapes side by side,
 * lines, groups, charts), a few of them at fault: what an editor runs preflight over while a
 * busy figure is edited.
 */
export function busySlide() {
  const elements: FiguraElementInput[] = [];
  for (let i = 0; i < 40; i++) {
    const x = (i % 8) * 148;
    const y = Math.floor(i / 8) * 200;
    const fill = ['#1f77b4', '#ff7f0e', '#9467bd', '#e5e5e5'][i % 4];
    elements.push(rect(x, y, 140, 190, { fill, stroke: '#1f2933', strokeWidth: 2 }));
    // One label in ten is too small for Cell.
    const size = i % 10 === 0 ? 20 : 52;
    elements.push(
      text(`Step ${i}: p < 0.05`, size, { left: x + 5, top: y + 5, width: 130, fill: '#000000' }),
    );
    elements.push(line(3, { x1: x, y1: y + 195, x2: x + 140, y2: y + 195 }));
  }
  for (let i = 0; i < 30; i++)
    elements.push(
      group([text(`G${i}`, 60), rect(0, 70, 40, 40, { fill: '#ffcc00' })], {
        left: (i % 10) * 120,
        top: 1000 + Math.floor(i / 10) * 60,
        width: 100,
        height: 110,
        scaleX: 0.9,
        scaleY: 0.9,
      }),
    );
  for (let i = 0; i < 20; i++)
    elements.push(
      barChart(['#1f77b4', '#ff7f0e'], {
        left: (i % 10) * 120,
        top: 900 + Math.floor(i / 10) * 40,
        width: 110,
        height: 80,
      }),
    );
  return slide(1200, 1200, elements);
}

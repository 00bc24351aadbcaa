// Kaplan-Meier curves, one per group: steps down at event times, "+" where subjects were censored,
// the log-rank p-value, axes with ticks, a legend, and the number at risk under each x tick.
import { tickLabel } from '../../charts/ticks';
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { fitName, layoutSurvival, Y_TICKS, type SurvivalLayout } from './layout';
import type { SurvivalData } from './parse';
import { atRiskAt, kaplanMeier, logRank } from './statistics';

const INK = '#1f2933';
const MUTED = '#52606d';

/** "Log-rank p = 0.012", or "Log-rank p < 0.001". */
export function pValueText(p: number, t: Translate): string {
  return p < 0.001
    ? t('scientific.survival_curve.logRankSmall')
    : t('scientific.survival_curve.logRank', { p: String(Number(p.toPrecision(2))) });
}

export function drawSurvival(
  data: SurvivalData,
  options: ScientificOptions<'survival_curve'>,
  context: DrawContext,
): string {
  const layout = layoutSurvival(data, options, context);
  const { textSize: size, font } = context;
  const stroke = num(Math.max(1, size / 7));
  const { xOf, yOf } = layout;

  const curves = data.groups.map((group, index) => {
    const colour = context.colour(index);
    const km = kaplanMeier(group.subjects);
    let d = `M${num(xOf(0))} ${num(yOf(1))}`;
    let marks = '';
    let survival = 1;
    const mark = size * 0.3;
    for (const step of km.steps) {
      if (step.events > 0) d += `H${num(xOf(step.time))}V${num(yOf(step.survival))}`;
      survival = step.survival;
      if (options.censors && step.censored > 0) {
        const [x, y] = [xOf(step.time), yOf(survival)];
        marks += `M${num(x - mark)} ${num(y)}H${num(x + mark)}M${num(x)} ${num(y - mark)}V${num(y + mark)}`;
      }
    }
    d += `H${num(xOf(km.endTime))}`;
    return (
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-linejoin="miter"/>` +
      (marks ? `<path d="${marks}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>` : '')
    );
  });

  const test = options.pValue ? logRank(data.groups.map((group) => group.subjects)) : null;
  const pValue = test
    ? textAt(layout.left + size * 0.6, layout.bottom - size * 0.6, pValueText(test.p, context.t), {
        size,
        fill: INK,
        font,
      })
    : '';

  return svgDocument(
    context.width,
    context.height,
    axes(layout, options, context) +
      `<g>${curves.join('')}</g>` +
      pValue +
      legend(layout, context) +
      atRiskTable(data, layout, context),
  );
}

function axes(
  layout: SurvivalLayout,
  options: ScientificOptions<'survival_curve'>,
  context: DrawContext,
) {
  const { left, right, top, bottom, xOf, yOf, scale } = layout;
  const { textSize: size, font, t } = context;
  const titleSize = size * 1.15;
  const tick = size * 0.4;
  let lines = `M${num(left)} ${num(top)}V${num(bottom)}H${num(right)}`;
  const labels: string[] = [];
  for (const value of Y_TICKS) {
    const y = yOf(value);
    lines += `M${num(left - tick)} ${num(y)}H${num(left)}`;
    labels.push(
      textAt(left - tick - size * 0.3, y + size * 0.35, value.toFixed(1), {
        size,
        anchor: 'end',
        fill: MUTED,
        font,
      }),
    );
  }
  for (const value of scale.ticks) {
    const x = xOf(value);
    lines += `M${num(x)} ${num(bottom)}V${num(bottom + tick)}`;
    labels.push(
      textAt(x, bottom + tick + size * 1.05, tickLabel(value), {
        size,
        anchor: 'middle',
        fill: MUTED,
        font,
      }),
    );
  }
  const xTitle = timeTitle(layout.timeName, options, t);
  const yTitleX = size * 0.6 + titleSize * 0.9;
  const yTitle = t('scientific.survival_curve.survival');
  // Centred on the plot, but never running off the box when the plot is short.
  const half = estimateWidth(yTitle, titleSize) / 2;
  const yTitleY = Math.min(context.height - half, Math.max(half + size * 0.3, (top + bottom) / 2));
  return (
    `<path d="${lines}" fill="none" stroke="${INK}" stroke-width="1"/>` +
    labels.join('') +
    textAt((left + right) / 2, layout.xTitleY, xTitle, {
      size: titleSize,
      anchor: 'middle',
      font,
    }) +
    `<g transform="rotate(-90 ${num(yTitleX)} ${num(yTitleY)})">` +
    textAt(yTitleX, yTitleY, yTitle, { size: titleSize, anchor: 'middle', font }) +
    '</g>'
  );
}

/** The x title: the option's, else the table's time column as named (not a bare "time"). */
export function timeTitle(
  timeName: string | null,
  options: ScientificOptions<'survival_curve'>,
  t: Translate,
): string {
  if (options.timeLabel.trim()) return options.timeLabel.trim();
  if (timeName && timeName !== 'time' && timeName !== 't')
    return timeName.charAt(0).toUpperCase() + timeName.slice(1);
  return t('scientific.survival_curve.time');
}

function legend(layout: SurvivalLayout, context: DrawContext) {
  const size = context.textSize;
  return layout.legend
    .map((item) => {
      const y = item.y - size * 0.35;
      return (
        `<path d="M${num(item.x)} ${num(y)}H${num(item.x + size * 1.4)}" stroke="${context.colour(item.group)}" stroke-width="${num(Math.max(1.5, size / 5))}"/>` +
        textAt(item.x + size * 1.8, item.y, item.name, { size, font: context.font })
      );
    })
    .join('');
}

function atRiskTable(data: SurvivalData, layout: SurvivalLayout, context: DrawContext) {
  const [titleY, ...rows] = layout.atRiskRows;
  if (titleY === undefined) return '';
  const { textSize: size, font, t } = context;
  const parts = [
    textAt(size * 0.6, titleY, t('scientific.survival_curve.atRiskTitle'), { size, font }),
  ];
  data.groups.forEach((group, index) => {
    const y = rows[index]!;
    if (layout.nameWidth > 0)
      parts.push(
        textAt(layout.left - layout.nameGap, y, fitName(group.name, layout.nameWidth, size), {
          size,
          anchor: 'end',
          fill: context.colour(index),
          font,
        }),
      );
    for (const time of layout.scale.ticks)
      parts.push(
        textAt(layout.xOf(time), y, String(atRiskAt(group.subjects, time)), {
          size,
          anchor: 'middle',
          font,
        }),
      );
  });
  return `<g>${parts.join('')}</g>`;
}

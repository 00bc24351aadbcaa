// The survival curves in a sentence or two: each group's size, events and median survival, and
// the log-rank test's p-value.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { tickLabel } from '../../charts/ticks';
import { pValueText } from './draw';
import type { SurvivalData, SurvivalGroup } from './parse';
import { kaplanMeier, logRank } from './statistics';

function groupSummary(group: SurvivalGroup, t: Translate): string {
  const km = kaplanMeier(group.subjects);
  const median =
    km.median === null
      ? t('scientific.survival_curve.medianNotReached')
      : t('scientific.survival_curve.median', {
          time: tickLabel(Number(km.median.toPrecision(4))),
        });
  return t('scientific.survival_curve.describeCounts', {
    subjects: group.subjects.length,
    events: group.subjects.filter((subject) => subject.event).length,
    median,
  });
}

export function describeSurvival(
  data: SurvivalData,
  _options: ScientificOptions<'survival_curve'>,
  t: Translate,
): string {
  const [only] = data.groups;
  if (data.groups.length === 1 && only)
    return t('scientific.survival_curve.describeSingle', { summary: groupSummary(only, t) });
  const groups = data.groups
    .map((group) =>
      t('scientific.survival_curve.describeGroup', {
        name: group.name,
        summary: groupSummary(group, t),
      }),
    )
    .join('; ');
  let text = t('scientific.survival_curve.describe', { count: data.groups.length, groups });
  const test = logRank(data.groups.map((group) => group.subjects));
  if (test) text += ` ${pValueText(test.p, t)}.`;
  return text.length > 600 ? `${text.slice(0, 598)}…` : text;
}

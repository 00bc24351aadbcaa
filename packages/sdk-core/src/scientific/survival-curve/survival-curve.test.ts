import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { SCIENTIFIC_PALETTE } from '../svg';
import { drawContext, parsedValue, placedTexts as texts, readFixture, t } from '../testing';
import { survivalCurveKind } from './index';
import { layoutSurvival } from './layout';
import { parseSurvival, type Subject, type SurvivalData } from './parse';
import { chiSquareSurvival, kaplanMeier, logRank } from './statistics';

const context = drawContext(480, 300);
const options = defaultScientificOptions('survival_curve');
const fixture = (name: string) => readFixture(import.meta.url, name);

const parsed = (source: string): SurvivalData => parsedValue(parseSurvival(source));

/** Kaplan-Meier written out the textbook way, to check ours against: S(t) = Π (1 − d/n). */
function referenceKaplanMeier(subjects: Subject[]): Map<number, number> {
  const eventTimes = [...new Set(subjects.filter((s) => s.event).map((s) => s.time))].sort(
    (a, b) => a - b,
  );
  const estimate = new Map<number, number>();
  let survival = 1;
  for (const time of eventTimes) {
    const atRisk = subjects.filter((s) => s.time >= time).length;
    const deaths = subjects.filter((s) => s.event && s.time === time).length;
    survival *= 1 - deaths / atRisk;
    estimate.set(time, survival);
  }
  return estimate;
}

/** The two-group log-rank statistic written out: (O1 − E1)² / V, summed over event times. */
function referenceLogRank(a: Subject[], b: Subject[]): number {
  const all = [...a, ...b];
  const eventTimes = [...new Set(all.filter((s) => s.event).map((s) => s.time))];
  let observedMinusExpected = 0;
  let variance = 0;
  for (const time of eventTimes) {
    const n1 = a.filter((s) => s.time >= time).length;
    const n = all.filter((s) => s.time >= time).length;
    const d1 = a.filter((s) => s.event && s.time === time).length;
    const d = all.filter((s) => s.event && s.time === time).length;
    observedMinusExpected += d1 - (d * n1) / n;
    if (n > 1) variance += (d * (n1 / n) * (1 - n1 / n) * (n - d)) / (n - 1);
  }
  return observedMinusExpected ** 2 / variance;
}

describe('parseSurvival', () => {
  it('reads the Freireich leukaemia trial (tab-separated, header in any case, comments, CRLF)', () => {
    const data = parsed(fixture('freireich.tsv'));
    expect(data.groups.map((g) => [g.name, g.subjects.length])).toEqual([
      ['6-MP', 21],
      ['Placebo', 21],
    ]);
    expect(data.groups[0]!.subjects.filter((s) => !s.event)).toHaveLength(12);
    expect(data.timeName).toBe('weeks');
  });

  it('reads one group from a table without header or groups', () => {
    const data = parsed(fixture('single-group.csv'));
    expect(data.groups).toHaveLength(1);
    expect(data.groups[0]!.name).toBe('');
    expect(data.groups[0]!.subjects[1]).toEqual({ time: 8, event: false });
    expect(data.timeName).toBeNull();
  });

  it('finds columns by name in any order', () => {
    const data = parsed('arm;status;months\nA;1;3\nB;0;5\n');
    expect(data.groups.map((g) => g.name)).toEqual(['A', 'B']);
    expect(data.groups[1]!.subjects).toEqual([{ time: 5, event: false }]);
  });

  it.each([
    ['time,event\n3,1\n4,2\n', 3, 'survival_curve.errors.event', { field: 'event', found: '2' }],
    [
      'time,event\n3,1\n4,yes\n',
      3,
      'survival_curve.errors.event',
      { field: 'event', found: 'yes' },
    ],
    ['time,event\n3,1\n-4,1\n', 3, 'survival_curve.errors.negative', { found: '-4' }],
    ['time,event\nabc,1\n', 2, 'errors.number', { field: 'time', found: 'abc' }],
    ['time,event\n3,1\n7\n', 3, 'errors.columns', { expected: 2, found: 1 }],
    ['time,event,group\n3,1,A\n4,0,\n', 3, 'survival_curve.errors.group', undefined],
    ['time,censored\n3,1\n', 0, 'survival_curve.errors.censorColumn', undefined],
    ['time,event\n', 0, 'errors.empty', undefined],
  ])('refuses %j naming the line and what was found', (source, line, key, values) => {
    const result = parseSurvival(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toEqual(values ? { line, key, values } : { line, key });
    const message = t(`scientific.${key}`, result.problem.values);
    expect(message).not.toMatch(/\{\{|scientific\./);
  });

  it('refuses too many subjects or groups', () => {
    const many = `time,event\n${'1,1\n'.repeat(5001)}`;
    expect(parseSurvival(many)).toMatchObject({
      ok: false,
      problem: { key: 'survival_curve.errors.tooMany', line: 5002 },
    });
    const groups = `time,event,group\n${Array.from({ length: 13 }, (_, i) => `1,1,g${i}`).join('\n')}`;
    expect(parseSurvival(groups)).toMatchObject({
      ok: false,
      problem: { key: 'survival_curve.errors.tooManyGroups', line: 14 },
    });
  });
});

describe('Kaplan-Meier and log-rank', () => {
  const [mp, placebo] = parsed(fixture('freireich.tsv')).groups.map((g) => g.subjects) as [
    Subject[],
    Subject[],
  ];

  it('gives the textbook 6-MP estimates', () => {
    const km = kaplanMeier(mp);
    const at = (time: number) => km.steps.find((step) => step.time === time)!.survival;
    // Kleinbaum & Klein, Survival Analysis, table 2.1.
    expect(at(6)).toBeCloseTo(0.8571, 4);
    expect(at(7)).toBeCloseTo(0.8067, 4);
    expect(at(10)).toBeCloseTo(0.7529, 4);
    expect(at(13)).toBeCloseTo(0.6902, 4);
    expect(at(16)).toBeCloseTo(0.6275, 4);
    expect(at(22)).toBeCloseTo(0.5378, 4);
    expect(at(23)).toBeCloseTo(0.4482, 4);
    for (const [time, survival] of referenceKaplanMeier(mp))
      expect(at(time)).toBeCloseTo(survival, 10);
    expect(km.median).toBe(23);
    expect(km.endTime).toBe(35);
    // Censored at 6 are still at risk at 6; 9 is a censoring alone and leaves the estimate.
    expect(km.steps[0]).toMatchObject({ time: 6, atRisk: 21, events: 3, censored: 1 });
    expect(at(9)).toBe(at(7));
    expect(kaplanMeier(placebo).median).toBe(8);
  });

  it('gives the textbook log-rank chi-square and p-value', () => {
    const test = logRank([mp, placebo])!;
    expect(test.degreesOfFreedom).toBe(1);
    expect(test.chiSquare).toBeCloseTo(referenceLogRank(mp, placebo), 8);
    expect(test.chiSquare).toBeCloseTo(16.79, 2);
    // P(χ²₁ ≥ 16.79) = erfc(√(16.79 / 2)) ≈ 4.17e-5.
    expect(test.p).toBeCloseTo(4.17e-5, 7);
  });

  it('computes the chi-square tail for any degrees of freedom', () => {
    // Closed forms: two degrees of freedom e^(−x/2); four (1 + x/2) e^(−x/2).
    for (const x of [0.1, 1, 3.5, 12, 40]) {
      expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
      expect(chiSquareSurvival(x, 4)).toBeCloseTo((1 + x / 2) * Math.exp(-x / 2), 12);
    }
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(0, 3)).toBe(1);
  });

  it('compares three groups with two degrees of freedom', () => {
    const third: Subject[] = [3, 9, 14, 20, 28].map((time) => ({ time, event: true }));
    const test = logRank([mp, placebo, third])!;
    expect(test.degreesOfFreedom).toBe(2);
    expect(test.p / Math.exp(-test.chiSquare / 2)).toBeCloseTo(1, 6);
    expect(logRank([mp])).toBeNull();
  });
});

describe('drawing survival curves', () => {
  const data = parsed(fixture('freireich.tsv'));

  it('steps down at event times to the estimate, in each group’s colour', () => {
    const svg = survivalCurveKind.draw(data, options, context);
    const layout = layoutSurvival(data, options, context);
    const curve = new RegExp(
      `<path d="([^"]+)" fill="none" stroke="${SCIENTIFIC_PALETTE[0]}"`,
    ).exec(svg)![1]!;
    const drops = [...curve.matchAll(/H([\d.]+)V([\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const reference = [...referenceKaplanMeier(data.groups[0]!.subjects)];
    expect(drops).toHaveLength(reference.length);
    drops.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(layout.xOf(reference[i]![0]), 1);
      expect(y).toBeCloseTo(layout.yOf(reference[i]![1]), 1);
    });
    const start = /^M([\d.]+) ([\d.]+)/.exec(curve)!;
    expect(Number(start[1])).toBeCloseTo(layout.left, 1);
    expect(Number(start[2])).toBeCloseTo(layout.top, 1);
    // The curve runs on to the last follow-up (35 weeks).
    expect(Number(/H([\d.]+)$/.exec(curve)![1])).toBeCloseTo(layout.xOf(35), 1);
  });

  it('marks censored times with a "+" on the curve', () => {
    const svg = survivalCurveKind.draw(data, options, context);
    const layout = layoutSurvival(data, options, context);
    const marks = new RegExp(
      `<path d="([^"]+)" fill="none" stroke="${SCIENTIFIC_PALETTE[0]}" stroke-width="[\\d.]+"/>`,
    ).exec(svg)![1]!;
    const centres = [...marks.matchAll(/M[\d.]+ [\d.]+H[\d.]+M([\d.]+) /g)].map((m) =>
      Number(m[1]),
    );
    // 6-MP censored at 6, 9, 10, 11, 17, 19, 20, 25, 32, 34, 35 (two at 32: one mark).
    expect(centres).toHaveLength(11);
    expect(centres[1]).toBeCloseTo(layout.xOf(9), 1);
    const off = survivalCurveKind.draw(data, { ...options, censors: false }, context);
    expect(off.match(new RegExp(`stroke="${SCIENTIFIC_PALETTE[0]}"`, 'g'))).toHaveLength(2);
  });

  it('writes the p-value, axes, legend and number at risk', () => {
    const svg = survivalCurveKind.draw(data, options, context);
    const labels = texts(svg).map((label) => label.text);
    expect(labels).toContain('Log-rank p &lt; 0.001');
    expect(labels).toContain('Survival probability');
    expect(labels).toContain('Weeks');
    expect(labels).toContain('Number at risk');
    expect(labels.filter((text) => text === '6-MP')).toHaveLength(2);
    // At risk every 5 weeks: those followed at least that long.
    const layout = layoutSurvival(data, options, context);
    expect(layout.scale.ticks).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    const row = texts(svg).filter(
      (label) => label.y === Math.round(layout.atRiskRows[1]! * 100) / 100,
    );
    expect(row.map((label) => label.text)).toEqual([
      '6-MP',
      '21',
      '21',
      '15',
      '11',
      '8',
      '5',
      '4',
      '1',
    ]);
    const plain = survivalCurveKind.draw(
      data,
      { ...options, atRisk: false, pValue: false, timeLabel: 'Weeks in remission' },
      context,
    );
    expect(plain).not.toContain('Number at risk');
    expect(plain).not.toContain('Log-rank');
    expect(plain).toContain('>Weeks in remission<');
  });

  it('describes the curves', () => {
    expect(survivalCurveKind.describe(data, options, t)).toBe(
      'Kaplan–Meier survival curves of 2 groups: 6-MP, 21 subjects, 9 events, median survival 23; Placebo, 21 subjects, 21 events, median survival 8. Log-rank p < 0.001.',
    );
  });
});

describe('the sample', () => {
  it('parses and draws within its box, quickly', () => {
    const started = performance.now();
    const result = survivalCurveKind.parse(survivalCurveKind.sample, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.groups.map((g) => g.subjects.length)).toEqual([20, 20]);
    const { width, height } = survivalCurveKind.size;
    const svg = survivalCurveKind.draw(result.value, options, { ...context, width, height });
    expect(performance.now() - started).toBeLessThan(200);
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    for (const label of texts(svg)) {
      expect(label.x).toBeGreaterThanOrEqual(0);
      expect(label.x).toBeLessThanOrEqual(width);
      expect(label.y).toBeGreaterThan(0);
      expect(label.y).toBeLessThanOrEqual(height);
    }
    expect(svg).toContain('>Time (months)<');
  });
});

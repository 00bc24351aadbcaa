import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, SCIENTIFIC_PALETTE } from '../svg';
import { drawContext, parsedValue, placedTexts as texts, readFixture, t } from '../testing';
import { timelineTicks } from './axis';
import { timelineKind } from './index';
import { layoutTimeline } from './layout';
import { parseTimeline, type TimelineData } from './parse';

const context = drawContext(480, 300);
const options = defaultScientificOptions('timeline');
const fixture = (name: string) => readFixture(import.meta.url, name);

const parsed = (source: string): TimelineData => parsedValue(parseTimeline(source));

describe('parseTimeline', () => {
  it('reads the mouse tumour sample: spans, negative times, kinds', () => {
    const data = parsed(timelineKind.sample);
    expect(data.events).toHaveLength(10);
    expect(data.events[0]).toEqual({ time: -7, end: 0, label: 'Acclimatisation', kind: 'other' });
    expect(data.events.filter((e) => e.kind === 'treatment').map((e) => e.time)).toEqual([
      7, 10, 13,
    ]);
    expect(data.events[5]).toMatchObject({ time: 7, end: 28, kind: 'sampling' });
  });

  it('reads a tab-separated table with other column names and kind words', () => {
    const data = parsed(fixture('vaccine.tsv'));
    expect(data.events.map((e) => e.kind)).toEqual([
      'treatment',
      'sampling',
      'treatment',
      'sampling',
      'other',
      'other',
    ]);
    expect(data.events[5]).toEqual({ time: 8, end: 10, label: 'Challenge', kind: 'other' });
  });

  it('reads a table without a header by position', () => {
    const data = parsed(fixture('no-header.csv'));
    expect(data.events.map((e) => [e.time, e.end, e.kind])).toEqual([
      [-7, 0, 'other'],
      [0, null, 'other'],
      [7, null, 'treatment'],
    ]);
  });

  it.each([
    ['time,label\nday 3,Dose\n', 2, 'errors.number', { field: 'time', found: 'day 3' }],
    [
      'time,label,kind,end\n3,Course,treatment,1\n',
      2,
      'timeline.errors.end',
      { start: 3, found: '1' },
    ],
    [
      'time,label,kind,end\n3,Course,treatment,x\n',
      2,
      'errors.number',
      { field: 'end', found: 'x' },
    ],
    ['time,label\n', 0, 'errors.empty', undefined],
  ])('refuses %j naming the line and what was found', (source, line, key, values) => {
    const result = parseTimeline(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toEqual(values ? { line, key, values } : { line, key });
    expect(t(`scientific.${key}`, result.problem.values)).not.toMatch(/\{\{|scientific\./);
  });

  it('refuses more events than can be drawn', () => {
    const many = `time,label\n${'1,x\n'.repeat(301)}`;
    expect(parseTimeline(many)).toMatchObject({
      ok: false,
      problem: { key: 'timeline.errors.tooMany', line: 302 },
    });
  });
});

describe('the axis', () => {
  it('counts days by the week, hours by round hours', () => {
    expect(timelineTicks(-7, 28, 8, 'days')).toEqual([-7, 0, 7, 14, 21, 28]);
    expect(timelineTicks(0, 10, 12, 'days')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(timelineTicks(0, 72, 7, 'hours')).toEqual([0, 12, 24, 36, 48, 60, 72]);
    expect(timelineTicks(0, 1000, 5, 'days')).toEqual([0, 500, 1000]);
    expect(timelineTicks(3, 3, 5, 'weeks')).toEqual([2, 3, 4]);
  });
});

describe('drawing a timeline', () => {
  const data = parsed(timelineKind.sample);
  const svg = timelineKind.draw(data, options, context);
  const labels = texts(svg);

  it('writes round day ticks evenly, and puts each marker at its day', () => {
    const ticks = labels.filter((label) => /^Day /.test(label.text));
    expect(ticks.map((tick) => tick.text)).toEqual([
      'Day −7',
      'Day 0',
      'Day 7',
      'Day 14',
      'Day 21',
      'Day 28',
    ]);
    const xs = ticks.map((tick) => tick.x);
    xs.slice(1).forEach((x, i) => expect(x - xs[i]!).toBeCloseTo(xs[1]! - xs[0]!, 1));
    const dayX = (day: number) => xs[0]! + ((day + 7) / 7) * (xs[1]! - xs[0]!);

    // Treatments: downward triangles whose tip is on the axis at days 7, 10 and 13.
    const triangles = [
      ...svg.matchAll(
        /<polygon points="[\d.]+,[\d.]+ [\d.]+,[\d.]+ ([\d.]+),([\d.]+)" fill="([^"]+)"/g,
      ),
    ].filter((m) => m[3] === SCIENTIFIC_PALETTE[0]);
    // (The fourth is the legend's.)
    expect(triangles.slice(0, 3).map((m) => Number(m[1]))).toEqual(
      [7, 10, 13].map((day) => expect.closeTo(dayX(day), 1)),
    );
    // Sampling: a circle at day 14; imaging: squares centred on days 14 and 21.
    const circle = /<circle cx="([\d.]+)"/.exec(svg)!;
    expect(Number(circle[1])).toBeCloseTo(dayX(14), 1);
    const squares = [
      ...svg.matchAll(
        /<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="[\d.]+" fill="#009e73"/g,
      ),
    ];
    expect(squares.slice(0, 2).map((m) => Number(m[1]) + Number(m[2]) / 2)).toEqual(
      [14, 21].map((day) => expect.closeTo(dayX(day), 1)),
    );
    // Spans: acclimatisation from day −7 to 0 and calipers from day 7 to 28.
    const bars = [
      ...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="[\d.]+" rx/g),
    ];
    expect(bars.map((m) => [Number(m[1]), Number(m[1]) + Number(m[3])])).toEqual([
      [expect.closeTo(dayX(-7), 1), expect.closeTo(dayX(0), 1)],
      [expect.closeTo(dayX(7), 1), expect.closeTo(dayX(28), 1)],
    ]);
  });

  it('staggers the labels so that none overlaps another, all inside the box', () => {
    const names = new Set(data.events.map((event) => event.label));
    const placed = labels.filter((label) => names.has(label.text));
    expect(placed).toHaveLength(data.events.length);
    const boxes = placed.map((label) => {
      const width = estimateWidth(label.text, 12);
      return {
        left: label.x - width / 2,
        right: label.x + width / 2,
        top: label.y - 12,
        bottom: label.y + 3,
      };
    });
    for (const [i, a] of boxes.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(480);
      expect(a.top).toBeGreaterThanOrEqual(0);
      expect(a.bottom).toBeLessThanOrEqual(300);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${placed[i]!.text} overlaps another label`).toBe(true);
      }
    }
    // Both sides of the axis are used.
    const { axisY } = layoutTimeline(data, options, context);
    expect(placed.some((label) => label.y < axisY)).toBe(true);
    expect(placed.some((label) => label.y > axisY)).toBe(true);
  });

  it('shows a legend of the kinds present, and the unit chosen', () => {
    const legend = labels.filter((label) =>
      ['Treatment', 'Sampling', 'Imaging', 'Other'].includes(label.text),
    );
    expect(legend.map((label) => label.text)).toEqual([
      'Treatment',
      'Sampling',
      'Imaging',
      'Other',
    ]);
    const weekly = timelineKind.draw(
      parsed('time,label,kind\n0,Start,treatment\n4,Scan,imaging\n'),
      { unit: 'weeks' },
      context,
    );
    expect(texts(weekly).map((label) => label.text)).toContain('Week 4');
    expect(texts(weekly).map((label) => label.text)).not.toContain('Sampling');
  });

  it('describes the timeline in order of time', () => {
    expect(timelineKind.describe(data, options, t)).toBe(
      'Experiment timeline from Day −7 to Day 28 with 10 events: Acclimatisation (Day −7 to Day 0), MC38 implantation (s.c.) (Day 0), ' +
        'Anti-PD-1 dose 1 (Day 7), Tumour calipers 3× weekly (Day 7 to Day 28), Dose 2 (Day 10), Dose 3 (Day 13), ' +
        'Bioluminescence imaging (Day 14), Blood sample (Day 14), Bioluminescence imaging (Day 21), Sacrifice and tumour harvest (Day 28).',
    );
  });
});

describe('the sample', () => {
  it('parses and draws within its box, quickly', () => {
    const started = performance.now();
    const result = timelineKind.parse(timelineKind.sample, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { width, height } = timelineKind.size;
    const drawn = timelineKind.draw(result.value, options, { ...context, width, height });
    expect(performance.now() - started).toBeLessThan(200);
    expect(drawn).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(drawn).not.toMatch(/NaN|Infinity|undefined/);
    for (const label of texts(drawn)) {
      const half = label.anchor === 'middle' ? estimateWidth(label.text, 12) / 2 : 0;
      expect(label.x - half).toBeGreaterThanOrEqual(0);
      expect(label.x + half).toBeLessThanOrEqual(width);
      expect(label.y).toBeGreaterThan(0);
      expect(label.y).toBeLessThanOrEqual(height);
    }
  });

  it('sets crowded labels smaller, then leaves out what still collides: never drawn overlapping', () => {
    const data = parsed(timelineKind.sample);
    const small = drawContext(300, 170);
    const layout = layoutTimeline(data, options, small);
    expect(layout.labelSize).toBeLessThan(12);
    expect(layout.labelSize).toBeGreaterThanOrEqual(12 * 0.7 - 1e-9);
    const crowd = parsed(
      Array.from({ length: 30 }, (_, i) => `${i},Measurement ${i},sampling`).join('\n'),
    );
    for (const [source, box] of [
      [data, small],
      [crowd, small],
    ] as const) {
      const { events, labelSize } = layoutTimeline(source, options, box);
      const shown = events.filter((place) => place.label.text !== '');
      expect(shown.length).toBeGreaterThan(0);
      for (const [i, a] of shown.entries())
        for (const b of shown.slice(i + 1)) {
          if (a.labelY !== b.labelY) continue;
          const gap =
            Math.abs(a.label.centre - b.label.centre) - (a.label.width + b.label.width) / 2;
          expect(gap, `${a.label.text} / ${b.label.text}`).toBeGreaterThanOrEqual(
            labelSize * 0.6 - 1e-6,
          );
        }
    }
    // The 30 crowded ones cannot all be named: some are left out, their markers kept.
    const crowded = layoutTimeline(crowd, options, small);
    expect(crowded.events.some((place) => place.label.text === '')).toBe(true);
    expect(crowded.events).toHaveLength(30);
  });

  it('lays out a single event and many crowded ones without failing', () => {
    const one = timelineKind.draw(parsed('0,Start\n'), options, context);
    expect(one).not.toMatch(/NaN|Infinity/);
    const crowded = Array.from({ length: 300 }, (_, i) => `${i % 5},Event ${i},sampling`).join(
      '\n',
    );
    const started = performance.now();
    const drawn = timelineKind.draw(parsed(crowded), options, context);
    expect(drawn).not.toMatch(/NaN|Infinity/);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

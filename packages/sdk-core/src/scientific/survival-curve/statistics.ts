// Kaplan-Meier estimates and the log-rank test, with the chi-square distribution's tail they need.
import type { Subject } from './parse';

export interface SurvivalStep {
  /** A time at which something happened (an event, a censoring or both). */
  time: number;
  /** Subjects still followed just before `time`. */
  atRisk: number;
  events: number;
  censored: number;
  /** The estimate just after `time`. */
  survival: number;
}

export interface KaplanMeier {
  /** One per distinct time, in order. */
  steps: SurvivalStep[];
  /** The last time any subject was followed (where the curve ends). */
  endTime: number;
  /** The first time the estimate falls to 0.5 or below; null when it never does. */
  median: number | null;
}

const byTime = (a: Subject, b: Subject) => a.time - b.time;

/** The Kaplan-Meier estimate: at each event time, survival times the fraction at risk spared. */
export function kaplanMeier(subjects: readonly Subject[]): KaplanMeier {
  const sorted = [...subjects].sort(byTime);
  const steps: SurvivalStep[] = [];
  let survival = 1;
  let median: number | null = null;
  for (let index = 0; index < sorted.length;) {
    const time = sorted[index]!.time;
    const atRisk = sorted.length - index;
    let events = 0;
    let censored = 0;
    for (; index < sorted.length && sorted[index]!.time === time; index += 1) {
      if (sorted[index]!.event) events += 1;
      else censored += 1;
    }
    // Censored at an event time are still at risk at it (the usual convention).
    survival *= 1 - events / atRisk;
    if (median === null && events > 0 && survival <= 0.5) median = time;
    steps.push({ time, atRisk, events, censored, survival });
  }
  return { steps, endTime: sorted[sorted.length - 1]?.time ?? 0, median };
}

/** Subjects of `subjects` still followed at `time` (their time at or after it). */
export const atRiskAt = (subjects: readonly Subject[], time: number) =>
  subjects.reduce((count, subject) => count + (subject.time >= time ? 1 : 0), 0);

export interface LogRank {
  chiSquare: number;
  degreesOfFreedom: number;
  p: number;
}

/**
 * The log-rank test that the groups share one survival curve: observed minus expected events per
 * group, weighed by their covariance (k - 1 groups, as the last is implied), against chi-square.
 * Null with fewer than two groups, or when nothing can be compared (no events).
 */
export function logRank(groups: readonly (readonly Subject[])[]): LogRank | null {
  const k = groups.length;
  if (k < 2) return null;
  const all = groups
    .flatMap((subjects, group) => subjects.map((subject) => ({ ...subject, group })))
    .sort(byTime);
  const atRisk = groups.map((subjects) => subjects.length);
  const observedMinusExpected = new Array<number>(k).fill(0);
  const covariance = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let index = 0; index < all.length;) {
    const time = all[index]!.time;
    const events = new Array<number>(k).fill(0);
    const leaving = new Array<number>(k).fill(0);
    for (; index < all.length && all[index]!.time === time; index += 1) {
      const subject = all[index]!;
      if (subject.event) events[subject.group]! += 1;
      leaving[subject.group]! += 1;
    }
    const d = events.reduce((a, b) => a + b, 0);
    const n = atRisk.reduce((a, b) => a + b, 0);
    if (d > 0) {
      for (let g = 0; g < k; g += 1) {
        observedMinusExpected[g]! += events[g]! - (d * atRisk[g]!) / n;
        if (n < 2) continue;
        const spread = (d * (n - d)) / (n - 1);
        for (let h = 0; h < k; h += 1)
          covariance[g]![h]! += spread * (atRisk[g]! / n) * ((g === h ? 1 : 0) - atRisk[h]! / n);
      }
    }
    for (let g = 0; g < k; g += 1) atRisk[g]! -= leaving[g]!;
  }
  const size = k - 1;
  const solved = solve(
    covariance.slice(0, size).map((row) => row.slice(0, size)),
    observedMinusExpected.slice(0, size),
  );
  if (!solved) return null;
  const chiSquare = Math.max(
    0,
    solved.reduce((sum, x, g) => sum + x * observedMinusExpected[g]!, 0),
  );
  return { chiSquare, degreesOfFreedom: size, p: chiSquareSurvival(chiSquare, size) };
}

/** Solves `matrix · x = vector` by Gaussian elimination; null when the matrix is singular. */
function solve(matrix: number[][], vector: number[]): number[] | null {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c += 1) a[row]![c]! -= factor * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/**
 * ln Γ(x) for x > 0: Stirling's series once x is 15 or more (good to about 15 digits there),
 * brought down with Γ(x + 1) = x Γ(x).
 */
function lnGamma(x: number): number {
  let shift = 0;
  let at = x;
  for (; at < 15; at += 1) shift += Math.log(at);
  const inverse = 1 / at;
  const square = inverse * inverse;
  const series =
    inverse *
    (1 / 12 - square * (1 / 360 - square * (1 / 1260 - square * (1 / 1680 - square / 1188))));
  return (at - 0.5) * Math.log(at) - at + 0.5 * Math.log(2 * Math.PI) + series - shift;
}

/** The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperGammaRegularised(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = a * Math.log(x) - x - lnGamma(a);
  if (x < a + 1) {
    // The series for the lower function P converges quickly here.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  // The continued fraction for Q (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(logPrefix) * h);
}

/** P(X ≥ x) for X chi-square with `df` degrees of freedom. */
export const chiSquareSurvival = (x: number, df: number) => upperGammaRegularised(df / 2, x / 2);

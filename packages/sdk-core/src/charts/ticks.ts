// Axis ticks on "nice" numbers (1, 2 or 5 times a power of ten) that cover a value range.

export interface AxisScale {
  min: number;
  max: number;
  ticks: number[];
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** About `count` ticks on nice numbers, the axis widened to the ticks that enclose `low..high`. */
export function niceScale(low: number, high: number, count = 5): AxisScale {
  let from = Math.min(low, high);
  let to = Math.max(low, high);
  if (!Number.isFinite(from) || !Number.isFinite(to)) [from, to] = [0, 1];
  if (from === to) {
    const pad = from === 0 ? 1 : Math.abs(from) * 0.1;
    [from, to] = [from - pad, to + pad];
  }
  const step = niceStep(to - from, count);
  const min = Math.floor(from / step + 1e-9) * step;
  const max = Math.ceil(to / step - 1e-9) * step;
  // At most 20 decimals (toFixed's own bound is 100; a span of 1e-120 asked for more).
  const decimals = Math.min(20, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) {
    ticks.push(Number(tick.toFixed(decimals)));
  }
  return { min: ticks[0]!, max: ticks[ticks.length - 1]!, ticks };
}

/** A tick's label: no float noise, and a true minus sign. */
export function tickLabel(value: number): string {
  const text = String(Number(value.toPrecision(12)));
  return text.replace(/^-/, '\u2212');
}

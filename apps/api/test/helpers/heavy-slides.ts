import type { ApiHarness } from './api-harness.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">${body}</svg>`;

/** An SVG of `count` small square paths (24,000 of them is about 1 MB). */
export function manyPathsSvg(count: number): string {
  return svg(
    Array.from(
      { length: count },
      (_, i) => `<path d="M${i % 200} ${(i / 200) | 0}h3v3h-3z"/>`,
    ).join(''),
  );
}

/** An SVG of `count` text elements (fabric draws each as a text object: costly). */
export function manyTextsSvg(count: number): string {
  return svg(
    Array.from(
      { length: count },
      (_, i) => `<text x="${i % 200}" y="${(i / 200) | 0}">Cell ${i}</text>`,
    ).join(''),
  );
}

/** A slide of one `svg_part` per SVG. */
export function svgSlide(svgs: string[]) {
  return {
    schemaVersion: 4,
    width: 800,
    height: 600,
    background: '#ffffff',
    elements: svgs.map((markup, i) => ({
      type: 'svg_part',
      id: `part-${i}`,
      left: 0,
      top: 0,
      width: 600,
      height: 600,
      svg: markup,
    })),
  };
}

/**
 * Asks for /health every `intervalMs` until `work` settles; the time of each answer in ms, from
 * sending the request to having its body. The client runs in this process too, so the times
 * include its own share of the event loop.
 */
export async function healthTimesDuring(
  api: ApiHarness,
  work: Promise<unknown>,
  intervalMs = 20,
): Promise<number[]> {
  let settled = false;
  void work.finally(() => (settled = true)).catch(() => undefined);
  const times: number[] = [];
  while (!settled) {
    const started = performance.now();
    const reply = await api.request('GET', '/health');
    if (reply.status !== 200) throw new Error(`/health answered ${reply.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return times;
}

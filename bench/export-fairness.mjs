// Fair exports (docs/security.md): one account keeps its share of the export queue full of big
// exports while another asks for small PNGs one after the other; the figure is how long each
// small one takes, from asking to having the file, through the real API and its drawing process.
import { benchAccount, createCreationWithSlide } from './creation.mjs';
import { median, quantile } from './stats.mjs';
import { iterations } from './quick.mjs';

/** Exports one account may have under way (sdk-core's MAX_PENDING_EXPORTS_PER_ACCOUNT). */
const SHARE = 4;
const SMALL_EXPORTS = iterations(12, 3);

const slide = (size) => ({
  schemaVersion: 4,
  width: size,
  height: size,
  background: '#ffffff',
  elements: [
    {
      type: 'rect',
      id: 'r',
      left: 10,
      top: 10,
      width: size / 2,
      height: size / 3,
      fill: '#3366cc',
    },
    { type: 'textbox', id: 't', left: 20, top: size - 60, width: 200, height: 40, text: 'Fair' },
  ],
});

/**
 * @param {(name: string, value: number, unit: string, budget?: number) => void} figure
 * @param {{ api: string, signOn: string, portal: string }} urls a running stack
 */
export async function exportFairnessFigures(figure, urls) {
  const [flooderToken, otherToken] = [await benchAccount(urls), await benchAccount(urls)];
  const big = await createCreationWithSlide(urls, flooderToken, slide(800), 'Flood');
  const small = await createCreationWithSlide(urls, otherToken, slide(400), 'Small');
  const download = (token, creation, body) =>
    fetch(`${urls.api}/user-creations/${creation.id}/slide/${creation.slides[0].id}/download`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        prefer: 'respond-async',
      },
      body: JSON.stringify(body),
    });
  const settle = async (token, jobId) => {
    for (;;) {
      const reply = await fetch(`${urls.api}/exports/${jobId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { status } = await reply.json();
      if (status === 'done' || status === 'failed') return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  // The flood: the account's share kept full of 5,000 px PNGs until the small ones are done.
  let flooding = true;
  const floodLane = async () => {
    while (flooding) {
      const reply = await download(flooderToken, big, { format: 'png', dpi: 600 });
      if (reply.status !== 202) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      await settle(flooderToken, (await reply.json()).jobId);
    }
  };
  const lanes = Array.from({ length: SHARE }, floodLane);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const times = [];
  try {
    for (let index = 0; index < SMALL_EXPORTS; index++) {
      const started = performance.now();
      const reply = await download(otherToken, small, { format: 'png' });
      if (reply.status !== 202) throw new Error(`small export: ${reply.status}`);
      const status = await settle(otherToken, (await reply.json()).jobId);
      if (status !== 'done') throw new Error('small export failed');
      times.push(performance.now() - started);
    }
  } finally {
    flooding = false;
    await Promise.all(lanes);
  }
  figure('export fairness p95', quantile(times, 0.95), 'ms', 1000);
  figure('export fairness median', median(times), 'ms');
}

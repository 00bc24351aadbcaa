import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_DRAWING, createDefaultElement, type FiguraElement } from '@figura/sdk-core/schema';
import { eq } from 'drizzle-orm';
import { redrawStoredCharts } from '../src/creations/document-upkeep.ts';
import { slideCollabStates } from '../src/db/schema.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  api = await startApi({}, { database });
  owner = await api.newUser();
  // The API's own start-up run walks what earlier files left in this worker's database (on
  // PostgreSQL): finished first, it cannot redraw this test's old charts before the test does.
  await api.app.documentUpkeep.settled();
});

afterAll(() => api.close());

const OLD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><text>old</text></svg>';

/** A chart as an older build saved it: its old drawing and no drawing version. */
function oldChart(id: string, left = 0): FiguraElement {
  const { drawing: _drawing, ...chart } = createDefaultElement('chart', {
    left,
    top: 0,
    width: 200,
    height: 150,
  }) as Extract<FiguraElement, { type: 'chart' }>;
  return { ...chart, id, svg: OLD_SVG };
}

type Stored = { type: string; svg?: string; drawing?: number; elements?: Stored[] };

describe('charts an older build drew, in stored documents', () => {
  it('are drawn again once: slides and their backups, groups too', async () => {
    const created = await owner.request<CreationReply>('POST', '/user-creations', { name: 'Old' });
    const creation = created.body;
    const slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
    const group = { ...oldChart('g', 200), type: 'group', elements: [oldChart('inner')] };
    const content = { ...sampleDocument(400, 300), elements: [oldChart('top'), group] };
    for (const revision of [0, 1])
      expect(
        (await owner.request('PUT', `${slidePath}/content`, { revision, content })).status,
      ).toBe(200);
    // A room closed on it kept its state at this revision: reopened, it would load that (the old
    // chart) instead of the slide, and store it back.
    const slideId = creation.slides[0]!.id;
    await database.db
      .insert(slideCollabStates)
      .values({ slideId, state: Buffer.from([0, 0]), revision: 2 });

    expect(await redrawStoredCharts(database.db, { batchSize: 1 })).toEqual({
      slides: 1,
      backups: 2,
    });
    const loaded = await owner.request('GET', `${slidePath}/content`);
    const [top, stored] = loaded.body.content.elements as Stored[];
    for (const chart of [top!, stored!.elements![0]!]) {
      expect(chart.drawing).toBe(CHART_DRAWING);
      expect(chart.svg).not.toContain('>old<');
    }
    // The revision stays: the slide shows the same chart, an editor open on it keeps saving.
    expect(loaded.body.revision).toBe(2);
    const states = await database.db
      .select({ slideId: slideCollabStates.slideId })
      .from(slideCollabStates)
      .where(eq(slideCollabStates.slideId, slideId));
    expect(states).toEqual([]);
    // Nothing left to draw.
    expect(await redrawStoredCharts(database.db)).toEqual({ slides: 0, backups: 0 });
  });
});

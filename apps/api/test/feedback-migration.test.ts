// Migration 0017 folds billing_feedback into plan_feedback: what people wrote before it is kept,
// now with a plan, and goes with their account like the rest. The migrations run one by one on
// an in-memory database, as an upgraded installation would run them.
import { readFileSync } from 'node:fs';
import { openEmbeddedPglite } from '@figura/settings/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const folder = new URL('../drizzle/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
const db = await openEmbeddedPglite();

async function run(tag: string): Promise<void> {
  const sql = readFileSync(new URL(`${tag}.sql`, folder), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
}

afterAll(async () => {
  await db.close();
});

describe('migration 0017 (one feedback table)', () => {
  it('moves cancels and checkout problems into plan_feedback with the plan held', async () => {
    const before = tags.indexOf('0017_one_feedback_table');
    expect(before).toBeGreaterThan(0);
    for (const tag of tags.slice(0, before)) await run(tag);
    await db.exec(`
      INSERT INTO users (id, cactus_id, email, name, tp_user)
        VALUES ('00000000-0000-4000-8000-000000000001', 'sso-1', 'a@lab.test', 'A', 'R');
      INSERT INTO billing_feedback (user_id, kind, reason, comment)
        VALUES ('00000000-0000-4000-8000-000000000001', 'cancel', 'too_expensive', 'Cheaper?'),
               ('00000000-0000-4000-8000-000000000001', 'checkout_problem', 'card_declined', '');
    `);

    for (const tag of tags.slice(before)) await run(tag);

    const { rows } = await db.query(
      'SELECT kind, reason, comment, plan FROM plan_feedback ORDER BY kind',
    );
    expect(rows).toEqual([
      { kind: 'cancel', reason: 'too_expensive', comment: 'Cheaper?', plan: 'R' },
      { kind: 'checkout_problem', reason: 'card_declined', comment: null, plan: 'R' },
    ]);
    const { rows: left } = await db.query("SELECT to_regclass('billing_feedback') IS NULL AS gone");
    expect(left).toEqual([{ gone: true }]);
    // A checkout reason is not a cancel reason, and the other way round.
    await expect(
      db.exec(`INSERT INTO plan_feedback (user_id, kind, reason, plan)
        VALUES ('00000000-0000-4000-8000-000000000001', 'cancel', 'card_declined', 'R')`),
    ).rejects.toThrow(/plan_feedback_reason_check/);
  });
});

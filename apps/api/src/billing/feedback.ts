import type { Database } from '../db/database.ts';
import { planFeedback, type UserRow } from '../db/schema.ts';
import { currentRow } from './plans.ts';
import { planOf } from './plan-in-use.ts';

/** What a person tells us (schema.ts `plan_feedback`): of their plan, a cancel, a failed checkout. */
export type FeedbackKind = 'feedback' | 'cancel' | 'checkout_problem';

/** Keeps it with the plan they hold now; it goes with their account. */
export async function recordFeedback(
  db: Database,
  user: UserRow,
  kind: FeedbackKind,
  input: { reason: string; comment?: string | undefined },
): Promise<{ id: string; createdAt: Date; plan: string }> {
  const plan = planOf(await currentRow(db, user));
  const [row] = await db
    .insert(planFeedback)
    .values({ userId: user.id, kind, reason: input.reason, comment: input.comment ?? null, plan })
    .returning({ id: planFeedback.id, createdAt: planFeedback.createdAt, plan: planFeedback.plan });
  if (!row) throw new Error('Insert returned no feedback');
  return row;
}

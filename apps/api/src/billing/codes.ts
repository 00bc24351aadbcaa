import { eq } from 'drizzle-orm';
import {
  CODE_EXISTS_MESSAGE,
  CODE_INVALIDATED_MESSAGE,
  CODE_NOT_AN_UPGRADE_MESSAGE,
  CODE_NOT_FOUND,
  CODE_REDEEMED_MESSAGE,
  type Code,
  type CodeStatus,
  type CreateCodeInput,
  type PlanCode,
  codeRaisesPlan,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { planCodes, users, type PlanCodeRow, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { requireAccountHolder, requireCodesAdmin } from '../auth/access.ts';
import { currentRow } from './plans.ts';
import { planOf } from './plan-in-use.ts';
import { planStartsAt } from './plan-start.ts';

/**
 * Code/credit items (docs/plans-and-limits.md): an administrator makes a code that grants a
 * plan; a user redeems it once (available → redeemed), and the plan is theirs from then on; an
 * administrator may invalidate an available code (available → invalidated). Codes are stored in
 * upper case: typing them is case-blind.
 */
function toCode(row: PlanCodeRow): Code {
  return {
    code: row.code,
    status: row.status as CodeStatus,
    grantsPlan: row.grantsPlan as PlanCode,
    redeemedBy: row.redeemedBy,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}

const normalised = (code: string) => code.trim().toUpperCase();

export async function createCode(
  db: Database,
  admin: UserRow,
  input: CreateCodeInput,
): Promise<Code> {
  requireCodesAdmin(admin);
  const [row] = await db
    .insert(planCodes)
    .values({ code: normalised(input.code), grantsPlan: input.grantsPlan, createdBy: admin.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, CODE_EXISTS_MESSAGE);
  return toCode(row);
}

/** Invalidates an available code; a redeemed one stays redeemed (409). */
export async function invalidateCode(db: Database, admin: UserRow, code: string): Promise<Code> {
  requireCodesAdmin(admin);
  return db.transaction(async (tx) => {
    const row = await lockedCode(tx, code);
    if (row.status === 'redeemed') throw new HttpError(409, CODE_REDEEMED_MESSAGE);
    const [updated] = await tx
      .update(planCodes)
      .set({ status: 'invalidated' })
      .where(eq(planCodes.code, row.code))
      .returning();
    return toCode(updated ?? row);
  });
}

async function lockedCode(db: Database, code: string): Promise<PlanCodeRow> {
  const [row] = await db
    .select()
    .from(planCodes)
    .where(eq(planCodes.code, normalised(code)))
    .for('update');
  if (!row) throw notFound(CODE_NOT_FOUND);
  return row;
}

/**
 * Redeems a code once: the user's plan becomes the one it grants, beginning now. A code that
 * would not raise their plan (an administrator's, or a Researcher's Student code) is refused
 * and stays available.
 */
export async function redeemCode(db: Database, user: UserRow, code: string): Promise<Code> {
  requireAccountHolder(user);
  return db.transaction(async (tx) => {
    const row = await lockedCode(tx, code);
    if (row.status === 'redeemed') throw new HttpError(409, CODE_REDEEMED_MESSAGE);
    if (row.status === 'invalidated') throw new HttpError(410, CODE_INVALIDATED_MESSAGE);
    if (!codeRaisesPlan(planOf(await currentRow(tx, user)), row.grantsPlan as PlanCode))
      throw new HttpError(409, CODE_NOT_AN_UPGRADE_MESSAGE);
    const now = new Date();
    const [updated] = await tx
      .update(planCodes)
      .set({ status: 'redeemed', redeemedBy: user.id, redeemedAt: now })
      .where(eq(planCodes.code, row.code))
      .returning();
    await tx
      .update(users)
      .set({ tpUser: row.grantsPlan, ...planStartsAt(now) })
      .where(eq(users.id, user.id));
    return toCode(updated ?? row);
  });
}

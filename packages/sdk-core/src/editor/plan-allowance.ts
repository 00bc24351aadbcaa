// What the plan allows of a monthly limit, read when a feature's form opens so the limit is said
// before the work (the API still decides: it refuses at the cap whatever the form showed).
import type { ProfilesApi } from '../api/profiles';
import type { MonthlyLimit, PlanCode } from '../schema/plans';

/** The plan, what it used this month and its cap (null: unlimited). */
export interface PlanAllowance {
  plan: PlanCode;
  used: number;
  cap: number | null;
}

/** The allowance of `limit`; null where the API has no plan call or it could not be read. */
export async function readAllowance(
  api: Partial<Pick<ProfilesApi, 'getPlan'>>,
  limit: MonthlyLimit,
): Promise<PlanAllowance | null> {
  if (!api.getPlan) return null;
  try {
    const reply = await api.getPlan();
    return { plan: reply.plan, ...reply.limits[limit] };
  } catch {
    // Only the advance notice is missing; the API enforces the limit all the same.
    return null;
  }
}

/** Whether the allowance is used up. */
export function allowanceUsedUp(allowance: PlanAllowance | null): boolean {
  return Boolean(allowance && allowance.cap !== null && allowance.used >= allowance.cap);
}

import type { PlanLimitReply, PlanReply } from '@figura/sdk-core/schema';
import { usePlan } from '../cache/queries';

/** The creations cap as the upsell prompt reads it, when the plan has one and it is reached. */
export function creationsCapReached(plan: PlanReply | undefined): PlanLimitReply | null {
  const creations = plan?.limits.creations;
  if (!plan || !creations || creations.cap === null || creations.used < creations.cap) return null;
  return {
    message: '',
    limit: 'creations',
    cap: creations.cap,
    used: creations.used,
    plan: plan.plan,
    upsell: 'creations',
  };
}

/**
 * The plan, and the question asked before a new creation is made (the API would refuse it the
 * same way, after the work): the creations cap when it is reached, else null. A cap the cache
 * says is reached is read again first: a creation may have been deleted, a plan bought elsewhere.
 */
export function useCreationsRoom() {
  const planQuery = usePlan();
  const capReached = async () =>
    creationsCapReached(planQuery.data) && creationsCapReached((await planQuery.refetch()).data);
  return { planQuery, capReached };
}

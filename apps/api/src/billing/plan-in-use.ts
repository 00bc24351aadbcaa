// The plan a user works on. A team's members work on the Teams plan their team pays for: the
// plan is sold per team (docs/teams-and-workspaces.md), so a colleague invited into a paid team
// leaves the Starter plan's caps and watermark behind while they belong to it.
import { and, eq, sql } from 'drizzle-orm';
import {
  ADMIN_PLAN_CODE,
  codeRaisesPlan,
  isPlanCode,
  type PlanCode,
  type PlanHolder,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { teamMembers, teams, users, type UserRow } from '../db/schema.ts';

/** The plan the team workspaces are sold with (Teams and Institutions). */
const TEAMS_PLAN: PlanCode = 'L';

/** The plan the user holds themself (an unknown code counts as the most limited). */
export function planOf(user: UserRow): PlanCode {
  // The column's check keeps it to the plan codes.
  return isPlanCode(user.tpUser) ? user.tpUser : 'T';
}

/** A plan and whose it is: the user's own (`team: null`) or their team's. */
export interface PlanInUse extends PlanHolder {
  team: { id: string; name: string } | null;
}

/**
 * A team pays for the Teams plan when one of its admins holds it, or when an administrator of
 * Figura set it up for an institution (POST /teams/create-team-by-admin).
 */
const teamHoldsTeamsPlan = sql`(
  exists (select 1 from ${teamMembers} as admins join ${users} as payer on payer.id = admins.user_id
    where admins.team_id = ${teams.id} and admins.role = 'admin' and payer.tp_user = ${TEAMS_PLAN})
  or exists (select 1 from ${users} as founder
    where founder.id = ${teams.createdBy} and founder.tp_user = ${ADMIN_PLAN_CODE}))`;

/**
 * The plan `user` (a row as stored now) works on: the Teams plan while they belong to a team
 * that pays for it and their own plan is smaller, else their own. Journals and administrators
 * keep theirs.
 */
export async function planInUse(db: Database, user: UserRow): Promise<PlanInUse> {
  const own: PlanInUse = { plan: planOf(user), journal: user.journal, team: null };
  if (!codeRaisesPlan(own.plan, TEAMS_PLAN)) return own;
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, user.id), teamHoldsTeamsPlan))
    .limit(1);
  return team ? { ...own, plan: TEAMS_PLAN, team } : own;
}

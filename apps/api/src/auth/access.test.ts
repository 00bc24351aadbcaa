// The team-role column reads the creation's team even in a single-table select, where drizzle
// writes its own columns without their table (inside the subquery "team_id" would be the team
// member's own, and every member would get a role in every team's creations).
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { creations } from '../db/schema.ts';
import { teamRoleColumn } from './access.ts';

describe('teamRoleColumn', () => {
  it('compares the member’s team with the creation’s, also in a select of creations alone', () => {
    const db = drizzle.mock();
    const query = db
      .select({ role: teamRoleColumn('u-1') })
      .from(creations)
      .toSQL().sql;
    expect(query).toMatch(/"team_id" = "creations"\."team_id"/);
    expect(query).not.toMatch(/"team_id" = "team_id"/);
  });
});

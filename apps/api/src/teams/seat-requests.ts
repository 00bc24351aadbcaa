import { seatsNotMoreMessage, type Team } from '@figura/sdk-core/schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { teamMembers, teams, users, type TeamRow, type UserRow } from '../db/schema.ts';
import { portalLink, quotedLine } from '../email/mailer.ts';
import { HttpError } from '../http/errors.ts';
import { isAdmin, requireTeamAccess } from '../auth/access.ts';
import type { InviteMailer } from './invites.ts';
import { seatsUsed, teamRow, toTeamReply } from './teams.ts';

// A team's seats grow on request ("more on request"): its admins ask, administrators (plan A)
// raise the limit on /admin/teams (PUT /teams/update-team-limit/{id}), and each side is mailed.

/**
 * POST /teams/{id}/seat-request (the team's admins): asks for `seats`, more than it has; the
 * request stays on the team until the limit reaches it, and administrators are mailed (at most
 * once an hour per team each).
 */
export async function requestTeamSeats(
  db: Database,
  mailer: InviteMailer,
  user: UserRow,
  teamId: string,
  seats: number,
): Promise<Team> {
  const role = await requireTeamAccess(db, user, teamId, 'admin');
  const team = await teamRow(db, teamId);
  if (seats <= team.seatLimit) throw new HttpError(400, seatsNotMoreMessage(team.seatLimit));
  const [asked] = await db
    .update(teams)
    .set({ requestedSeats: seats, seatsRequestedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning();
  if (!asked) throw new Error(`Team ${teamId} vanished`);
  const taken = await seatsUsed(db, teamId);
  const link = portalLink(
    mailer.portalUrl,
    `/admin/teams?team=${encodeURIComponent(teamId)}&seats=${seats}`,
  );
  const administrators = (await db.select().from(users).where(eq(users.tpUser, 'A'))).filter(
    isAdmin,
  );
  for (const administrator of administrators)
    await mailer.mail.sendNotice(user, {
      about: `seats:${teamId}`,
      to: administrator.email,
      subject: 'A team asks for more seats on Figura',
      text:
        `The team ${quotedLine(team.name)} asks for ${seats} seats: it has ${team.seatLimit}, ` +
        `${taken} taken.\n\nSet its seats: ${link}`,
      link,
    });
  return toTeamReply(asked, role);
}

/** Tells a team's admins that the seats they asked for are there (after the limit was raised). */
export async function mailSeatsRaised(
  db: Database,
  mailer: InviteMailer,
  administrator: UserRow,
  team: TeamRow,
): Promise<void> {
  const admins = await db
    .select({ email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, 'admin')));
  const link = portalLink(mailer.portalUrl, '/workspace');
  for (const admin of admins)
    await mailer.mail.sendNotice(administrator, {
      about: `seats-raised:${team.id}`,
      to: admin.email,
      subject: 'Your team has more seats on Figura',
      text:
        `The team ${quotedLine(team.name)} now has ${team.seatLimit} seats: invite your ` +
        `colleagues from its workspace: ${link}`,
      link,
    });
}

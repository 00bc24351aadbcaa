import { z } from '../document/zod';
import { text } from '../document/strings';
import { TEAM_PLAN_SEATS } from '../rules/plans';

/**
 * Teams and their workspaces (spec §3, §7 "Teams"): a team has members (admin or member), a seat
 * limit, and invites sent by email that a signed-in user accepts by token. The creations of a
 * team's workspace are shared with every member (docs/teams-and-workspaces.md).
 */

export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_INVITE_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type TeamInviteStatus = (typeof TEAM_INVITE_STATUSES)[number];

/** Seats a team gets when none are named (create, create-team-by-admin): the team plan's. */
export const DEFAULT_TEAM_SEATS = TEAM_PLAN_SEATS;
export const MAX_TEAM_SEATS = 1000;
/** How long an invitation's link stays valid. */
export const TEAM_INVITE_DAYS = 7;

export const TEAM_NOT_FOUND = 'Team not found';
export const TEAM_INVITE_NOT_FOUND = 'Invitation not found';
export const TEAM_MEMBER_NOT_FOUND = 'Team member not found';
export const TEAM_ADMIN_ONLY_MESSAGE = 'Only the team’s admins can do this.';
export const TEAM_PLATFORM_ADMIN_ONLY_MESSAGE = 'Only administrators can do this.';
export const ALREADY_IN_TEAM_MESSAGE = 'You belong to a team already.';
export const USER_ALREADY_IN_TEAM_MESSAGE = 'This user belongs to a team already.';
export const TEAM_ADMIN_USER_NOT_FOUND = 'No user has signed in with this email yet.';
export const INVITE_EXISTS_MESSAGE = 'This email has a pending invitation already.';
export const INVITE_MEMBER_EXISTS_MESSAGE = 'This email belongs to a member of the team already.';
export const INVITE_EXPIRED_MESSAGE = 'This invitation has expired: ask the team for a new one.';
export const INVITE_USED_MESSAGE = 'This invitation has been used or withdrawn.';
export const INVITE_OTHER_EMAIL_MESSAGE =
  'This invitation was sent to another email address: sign in with that address to accept it.';
export const LAST_TEAM_ADMIN_MESSAGE =
  'A team needs at least one admin: its last admin cannot be removed.';
export const EMBED_NO_TEAMS_MESSAGE = 'A journal’s builder has no teams.';
export const teamSeatsFullMessage = (limit: number) =>
  `The team has no free seat (its limit is ${limit}): remove a member or an invitation, or ask for more seats.`;
export const seatsNotMoreMessage = (limit: number) =>
  `The team has ${limit} seats already: ask for more than that.`;
export const teamLimitBelowMembersMessage = (members: number) =>
  `The team has ${members} members and pending invitations: the limit cannot be lower.`;
export const NOT_IN_TEAM_MESSAGE = 'You do not belong to a team.';
export const CREATION_IN_WORKSPACE_MESSAGE = 'This creation is in a team workspace already.';

const teamNameSchema = text()
  .trim()
  .min(1, 'Give the team a name')
  .max(120, 'The team name is too long');
const seatLimitSchema = z
  .number()
  .int('The seat limit must be a whole number')
  .min(1, 'A team needs at least one seat')
  .max(MAX_TEAM_SEATS, `A team has at most ${MAX_TEAM_SEATS} seats`);
const emailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email('Give a valid email address').max(254, 'The email address is too long'),
);

/** Path parameters. */
export const teamParamsSchema = z.object({ id: z.uuid('Team id must be a UUID') });
export const teamInviteParamsSchema = teamParamsSchema.extend({
  inviteId: z.uuid('Invitation id must be a UUID'),
});
export const teamMemberParamsSchema = teamParamsSchema.extend({
  memberId: z.uuid('Member id must be a UUID'),
});
export const teamInviteTokenParamsSchema = z.object({
  token: text().min(16, 'This invitation link is incomplete').max(200),
});

/** POST /teams/: a team, its creator its first admin. */
export const createTeamInputSchema = z.object({ name: teamNameSchema });
export type CreateTeamInput = z.input<typeof createTeamInputSchema>;
/** PUT /teams/{id}. */
export const updateTeamInputSchema = z.object({ name: teamNameSchema });
export type UpdateTeamInput = z.input<typeof updateTeamInputSchema>;
/** POST /teams/{id}/invites. */
export const createTeamInviteInputSchema = z.object({ email: emailSchema });
export type CreateTeamInviteInput = z.input<typeof createTeamInviteInputSchema>;
/** POST /teams/create-team-by-admin (plan A): a team for a user who has signed in. */
export const createTeamByAdminInputSchema = z.object({
  name: teamNameSchema,
  adminEmail: emailSchema,
  seatLimit: seatLimitSchema.optional(),
});
export type CreateTeamByAdminInput = z.input<typeof createTeamByAdminInputSchema>;
/** POST /teams/{id}/seat-request (the team's admins): the seats they would like. */
export const requestTeamSeatsInputSchema = z.object({ seats: seatLimitSchema });
export type RequestTeamSeatsInput = z.input<typeof requestTeamSeatsInputSchema>;
/** PUT /teams/update-team-limit/{id} (plan A). */
export const updateTeamLimitInputSchema = z.object({ seatLimit: seatLimitSchema });
export type UpdateTeamLimitInput = z.input<typeof updateTeamLimitInputSchema>;

export const teamMemberSchema = z.object({
  /** The membership's id (DELETE /teams/{id}/member/{memberId}). */
  id: text(),
  userId: text(),
  name: text(),
  email: text(),
  role: z.enum(TEAM_ROLES),
  joinedAt: text(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: text(),
  teamId: text(),
  email: text(),
  status: z.enum(TEAM_INVITE_STATUSES),
  expiresAt: text(),
  createdAt: text(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({
  id: text(),
  name: text(),
  seatLimit: z.number().int(),
  /** The caller's role in it; null for an administrator (plan A) who is not a member. */
  role: z.enum(TEAM_ROLES).nullable(),
  /** Seats its admins asked for and when, until an administrator raises the limit that far. */
  seatRequest: z.object({ seats: z.number().int(), requestedAt: text() }).nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /teams/my-team-admin/{id}: the team with its members and pending invites (its admins). */
export const teamDetailSchema = teamSchema.extend({
  members: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamListSchema = z.object({ data: z.array(teamSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

/** GET /teams/my-team: the caller's team with its members; null when they have none. */
export const myTeamSchema = z.object({
  team: teamSchema.extend({ members: z.array(teamMemberSchema) }).nullable(),
});
export type MyTeam = z.infer<typeof myTeamSchema>;

/** GET /teams/invites/{token}: what the accept page shows (no sign-in needed). */
export const teamInvitePreviewSchema = z.object({
  teamId: text(),
  teamName: text(),
  email: text(),
  invitedBy: text(),
  status: z.enum(TEAM_INVITE_STATUSES),
  expired: z.boolean(),
  expiresAt: text(),
});
export type TeamInvitePreview = z.infer<typeof teamInvitePreviewSchema>;

/**
 * GET /teams/my-invites: the pending invitations sent to the signed-in user's email, so they can
 * join from the portal without the mail.
 */
export const myTeamInvitesSchema = z.object({
  data: z.array(
    z.object({
      id: text(),
      teamId: text(),
      teamName: text(),
      invitedBy: text(),
      expiresAt: text(),
    }),
  ),
});
export type MyTeamInvites = z.infer<typeof myTeamInvitesSchema>;
export const myTeamInviteParamsSchema = z.object({
  inviteId: z.uuid('Invitation id must be a UUID'),
});

/** PUT /teams/invites/{token}/accept and PUT /teams/my-invites/{inviteId}/accept. */
export const acceptedTeamInviteSchema = z.object({ team: teamSchema });
export type AcceptedTeamInvite = z.infer<typeof acceptedTeamInviteSchema>;

export const deletedTeamInviteSchema = z.object({ id: text(), status: z.literal('revoked') });
export type DeletedTeamInvite = z.infer<typeof deletedTeamInviteSchema>;
export const removedTeamMemberSchema = z.object({ id: text(), status: z.literal('removed') });
export type RemovedTeamMember = z.infer<typeof removedTeamMemberSchema>;

/** GET /teams/get-team-limit/{id}: seats, and how many members and pending invites hold one. */
export const teamLimitSchema = z.object({
  teamId: text(),
  seatLimit: z.number().int(),
  seatsUsed: z.number().int(),
});
export type TeamLimit = z.infer<typeof teamLimitSchema>;

/** One message the email stand-in kept (GET /dev/email-outbox, for tests and development). */
export const outboxEmailSchema = z.object({
  to: text(),
  subject: text(),
  text: text(),
  /** The link the mail asks its reader to follow (an invitation's accept page). */
  link: text(),
  sentAt: text(),
});
export const outboxSchema = z.object({ data: z.array(outboxEmailSchema) });
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const outboxQuerySchema = z.object({ to: emailSchema.optional() });

import {
  acceptedTeamInviteSchema,
  createTeamByAdminInputSchema,
  creationParamsSchema,
  creationSchema,
  createTeamInputSchema,
  createTeamInviteInputSchema,
  deletedTeamInviteSchema,
  myTeamInviteParamsSchema,
  myTeamInvitesSchema,
  myTeamSchema,
  outboxQuerySchema,
  outboxSchema,
  removedTeamMemberSchema,
  teamDetailSchema,
  teamInviteParamsSchema,
  teamInvitePreviewSchema,
  teamInviteSchema,
  teamInviteTokenParamsSchema,
  teamLimitSchema,
  teamListSchema,
  teamMemberParamsSchema,
  teamParamsSchema,
  teamSchema,
  updateTeamInputSchema,
  updateTeamLimitInputSchema,
  requestTeamSeatsInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import {
  acceptMyTeamInvite,
  acceptTeamInvite,
  inviteToTeam,
  myTeamInvites,
  previewTeamInvite,
  revokeTeamInvite,
} from '../teams/invites.ts';
import {
  createTeam,
  createTeamByAdmin,
  getMyTeam,
  getTeamForAdmin,
  getTeamLimit,
  listMyTeams,
  removeTeamMember,
  updateTeam,
  updateTeamLimit,
} from '../teams/teams.ts';
import { mailSeatsRaised, requestTeamSeats } from '../teams/seat-requests.ts';
import { moveCreationToWorkspace } from '../teams/workspaces.ts';
import type { RouteContext, ZodApp } from './context.ts';

const teamErrors = { ...errorReplies(400, 403, 404), ...bearerReplies };

/** Teams, their members and invitations by email (spec §7 "Teams"); access: auth/access.ts. */
export function registerTeamRoutes(
  app: ZodApp,
  { db, mail, portalUrl, outbox, collab }: RouteContext,
): void {
  app.get(
    '/teams',
    {
      schema: {
        summary: 'The teams the user belongs to, with their role',
        security: bearerSecurity,
        response: { 200: teamListSchema, ...bearerReplies },
      },
    },
    async (request) => listMyTeams(db, currentUser(request)),
  );

  app.get(
    '/teams/my-team',
    {
      schema: {
        summary: 'The user’s team and its members (team null when they have none)',
        security: bearerSecurity,
        response: { 200: myTeamSchema, ...bearerReplies },
      },
    },
    async (request) => getMyTeam(db, currentUser(request)),
  );

  app.get(
    '/teams/my-team-admin/:id',
    {
      schema: {
        summary: 'A team with its members and pending invitations (team admins, administrators)',
        security: bearerSecurity,
        params: teamParamsSchema,
        response: { 200: teamDetailSchema, ...teamErrors },
      },
    },
    async (request) => getTeamForAdmin(db, currentUser(request), request.params.id),
  );

  app.get(
    '/teams/invites/:token',
    {
      schema: {
        summary: 'What an invitation is for (the accept page; the token is the key)',
        params: teamInviteTokenParamsSchema,
        response: { 200: teamInvitePreviewSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => previewTeamInvite(db, request.params.token),
  );

  app.post(
    '/teams',
    {
      schema: {
        summary: 'Create a team; the user becomes its admin (409 when in a team already)',
        security: bearerSecurity,
        body: createTeamInputSchema,
        response: { 201: teamSchema, ...teamErrors, ...errorReplies(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeam(db, currentUser(request), request.body)),
  );

  app.put(
    '/teams/:id',
    {
      schema: {
        summary: 'Rename the team (team admins)',
        security: bearerSecurity,
        params: teamParamsSchema,
        body: updateTeamInputSchema,
        response: { 200: teamSchema, ...teamErrors },
      },
    },
    async (request) => updateTeam(db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/teams/:id/invites',
    {
      schema: {
        summary: 'Invite an email to the team; the mail carries the accept link (team admins)',
        description:
          'Refused with 409 for a member’s email, an email with a pending invitation, or a team whose members and pending invitations fill its seats.',
        security: bearerSecurity,
        params: teamParamsSchema,
        body: createTeamInviteInputSchema,
        response: { 201: teamInviteSchema, ...teamErrors, ...errorReplies(409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await inviteToTeam(
            db,
            { mail, portalUrl },
            currentUser(request),
            request.params.id,
            request.body.email,
          ),
        ),
  );

  app.delete(
    '/teams/:id/invites/:inviteId',
    {
      schema: {
        summary: 'Withdraw a pending invitation (team admins)',
        security: bearerSecurity,
        params: teamInviteParamsSchema,
        response: { 200: deletedTeamInviteSchema, ...teamErrors },
      },
    },
    async (request) =>
      revokeTeamInvite(db, currentUser(request), request.params.id, request.params.inviteId),
  );

  app.delete(
    '/teams/:id/member/:memberId',
    {
      schema: {
        summary: 'Remove a member (team admins), or leave the team (the member)',
        description: 'The team’s last admin cannot be removed (409).',
        security: bearerSecurity,
        params: teamMemberParamsSchema,
        response: { 200: removedTeamMemberSchema, ...teamErrors, ...errorReplies(409) },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      const { userId, ...removed } = await removeTeamMember(db, currentUser(request), id, memberId);
      // Out of the team, out of its workspace's rooms.
      await collab.announce({ kind: 'access', userId });
      return removed;
    },
  );

  app.put(
    '/teams/invites/:token/accept',
    {
      schema: {
        summary: 'Accept an invitation: join its team (signed in with the invited email)',
        description:
          '403 for another email, 409 for a user in a team already, 410 for a used, withdrawn or expired invitation.',
        security: bearerSecurity,
        params: teamInviteTokenParamsSchema,
        response: {
          200: acceptedTeamInviteSchema,
          ...teamErrors,
          ...errorReplies(409, 410),
        },
      },
    },
    async (request) => acceptTeamInvite(db, currentUser(request), request.params.token),
  );

  app.get(
    '/teams/my-invites',
    {
      schema: {
        summary: 'The open invitations sent to my email (to join without the mail)',
        security: bearerSecurity,
        response: { 200: myTeamInvitesSchema, ...bearerReplies },
      },
    },
    async (request) => myTeamInvites(db, currentUser(request)),
  );

  app.put(
    '/teams/my-invites/:inviteId/accept',
    {
      schema: {
        summary: 'Accept an invitation sent to my email: join its team',
        description:
          '404 for an invitation sent to another email, 409 for a user in a team already, 410 for a used, withdrawn or expired invitation.',
        security: bearerSecurity,
        params: myTeamInviteParamsSchema,
        response: {
          200: acceptedTeamInviteSchema,
          ...teamErrors,
          ...errorReplies(409, 410),
        },
      },
    },
    async (request) => acceptMyTeamInvite(db, currentUser(request), request.params.inviteId),
  );

  app.post(
    '/teams/create-team-by-admin',
    {
      schema: {
        summary: 'Create a team for a user, who becomes its admin (administrators, plan A)',
        security: bearerSecurity,
        body: createTeamByAdminInputSchema,
        response: { 201: teamSchema, ...teamErrors, ...errorReplies(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeamByAdmin(db, currentUser(request), request.body)),
  );

  app.get(
    '/teams/get-team-limit/:id',
    {
      schema: {
        summary: 'The team’s seats and how many are taken (team admins, administrators)',
        security: bearerSecurity,
        params: teamParamsSchema,
        response: { 200: teamLimitSchema, ...teamErrors },
      },
    },
    async (request) => getTeamLimit(db, currentUser(request), request.params.id),
  );

  app.put(
    '/teams/update-team-limit/:id',
    {
      schema: {
        summary: 'Set the team’s seats (administrators, plan A); never below the seats taken',
        security: bearerSecurity,
        params: teamParamsSchema,
        body: updateTeamLimitInputSchema,
        response: { 200: teamLimitSchema, ...teamErrors, ...errorReplies(409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { limit, answered } = await updateTeamLimit(
        db,
        user,
        request.params.id,
        request.body.seatLimit,
      );
      if (answered)
        await mailSeatsRaised(db, { mail, portalUrl }, user, answered).catch((error: unknown) =>
          request.log.error({ err: error }, 'The raised seats could not be mailed'),
        );
      return limit;
    },
  );

  app.post(
    '/teams/:id/seat-request',
    {
      schema: {
        summary: 'Ask for more seats (the team’s admins)',
        description:
          'The request stays on the team (`seatRequest`) until an administrator raises its ' +
          'limit that far; administrators are mailed a link to set it, and the team’s admins ' +
          'are mailed when it is done. 400 when no more than the team has is asked.',
        security: bearerSecurity,
        params: teamParamsSchema,
        body: requestTeamSeatsInputSchema,
        response: { 200: teamSchema, ...teamErrors },
      },
    },
    async (request) =>
      requestTeamSeats(
        db,
        { mail, portalUrl },
        currentUser(request),
        request.params.id,
        request.body.seats,
      ),
  );

  app.post(
    '/user-creations/:id/convertCreationToNewWorkspace',
    {
      schema: {
        summary: 'Move the creation into the owner’s team workspace (owner)',
        description:
          'Every member of the team may then open, comment on and change it; the team’s admins may also delete it. 409 when the owner has no team or it is in a workspace already.',
        security: bearerSecurity,
        params: creationParamsSchema,
        response: { 200: creationSchema, ...teamErrors, ...errorReplies(409) },
      },
    },
    async (request) => {
      const moved = await moveCreationToWorkspace(db, currentUser(request), request.params.id);
      await collab.announce({ kind: 'access', creationId: request.params.id });
      return moved;
    },
  );

  // The email stand-in's outbox: only when the operator turns it on (development, tests).
  if (outbox) {
    app.get(
      '/dev/email-outbox',
      {
        schema: {
          summary: 'Mails the email stand-in kept, newest first (development and tests only)',
          querystring: outboxQuerySchema,
          response: { 200: outboxSchema, ...errorReplies(400) },
        },
      },
      async (request) => ({
        data: outbox
          .list(request.query.to)
          .map((mail) => ({ ...mail, sentAt: mail.sentAt.toISOString() })),
      }),
    );
  }
}

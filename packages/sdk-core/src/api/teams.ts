import type { Creation } from '../schema/contract/creation';
import type {
  AcceptedTeamInvite,
  CreateTeamByAdminInput,
  CreateTeamInput,
  DeletedTeamInvite,
  MyTeam,
  MyTeamInvites,
  RemovedTeamMember,
  Team,
  TeamDetail,
  TeamInvite,
  TeamInvitePreview,
  TeamLimit,
  TeamList,
  UpdateTeamInput,
} from '../schema/contract/teams';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * Teams and their workspaces (spec §7 "Teams"). Team admins rename, invite by email and remove;
 * administrators (plan A) create teams for others and set seats; an invitation is accepted by
 * the signed-in user it was sent to.
 */
export interface TeamsApi {
  /** The teams the user belongs to. */
  listTeams(): Promise<TeamList>;
  /** The user's team and its members; `team` null when they have none. */
  getMyTeam(): Promise<MyTeam>;
  /** A team with its members and pending invitations (team admins, administrators). */
  getTeamForAdmin(teamId: string): Promise<TeamDetail>;
  /** What an invitation is for; needs no sign-in. */
  getTeamInvite(token: string): Promise<TeamInvitePreview>;
  /** A team, its creator its first admin; 409 when in a team already. */
  createTeam(input: CreateTeamInput): Promise<Team>;
  updateTeam(teamId: string, input: UpdateTeamInput): Promise<Team>;
  /** Invites an email (the mail carries the accept link); 409 when no seat is free. */
  inviteToTeam(teamId: string, email: string): Promise<TeamInvite>;
  removeTeamInvite(teamId: string, inviteId: string): Promise<DeletedTeamInvite>;
  /** Removes a member (team admins) or leaves (the member); 409 for the last admin. */
  removeTeamMember(teamId: string, memberId: string): Promise<RemovedTeamMember>;
  /** Joins the invitation's team; 403 for another email, 410 used or expired. */
  acceptTeamInvite(token: string): Promise<AcceptedTeamInvite>;
  /** The open invitations sent to the user's email. */
  listMyTeamInvites(): Promise<MyTeamInvites>;
  /** Joins the team of an invitation sent to the user's email; 404 for another's, 410 used. */
  acceptMyTeamInvite(inviteId: string): Promise<AcceptedTeamInvite>;
  /** A team for a user who becomes its admin (administrators). */
  createTeamByAdmin(input: CreateTeamByAdminInput): Promise<Team>;
  getTeamLimit(teamId: string): Promise<TeamLimit>;
  /** Sets the seats (administrators); never below the seats taken. */
  updateTeamLimit(teamId: string, seatLimit: number): Promise<TeamLimit>;
  /** Asks administrators for more seats (the team's admins); 400 when not more than it has. */
  requestTeamSeats(teamId: string, seats: number): Promise<Team>;
  /** Moves the user's creation into their team's workspace. */
  moveCreationToWorkspace(creationId: string): Promise<Creation>;
}

const id = encodeURIComponent;
const teamPath = (teamId: string) => `/teams/${id(teamId)}`;
const invitePath = (token: string) => `/teams/invites/${id(token)}`;

export function teamCalls(http: Http, logger: ApiLogger): TeamsApi {
  return {
    async listTeams() {
      return parseReply((s) => s.teamListSchema, await http.get('/teams'), logger);
    },
    async getMyTeam() {
      return parseReply((s) => s.myTeamSchema, await http.get('/teams/my-team'), logger);
    },
    async getTeamForAdmin(teamId) {
      return parseReply(
        (s) => s.teamDetailSchema,
        await http.get(`/teams/my-team-admin/${id(teamId)}`),
        logger,
      );
    },
    async getTeamInvite(token) {
      return parseReply(
        (s) => s.teamInvitePreviewSchema,
        await http.get(invitePath(token)),
        logger,
      );
    },
    async createTeam(input) {
      return parseReply((s) => s.teamSchema, await http.post('/teams', input), logger);
    },
    async updateTeam(teamId, input) {
      return parseReply((s) => s.teamSchema, await http.put(teamPath(teamId), input), logger);
    },
    async inviteToTeam(teamId, email) {
      return parseReply(
        (s) => s.teamInviteSchema,
        await http.post(`${teamPath(teamId)}/invites`, { email }),
        logger,
      );
    },
    async removeTeamInvite(teamId, inviteId) {
      return parseReply(
        (s) => s.deletedTeamInviteSchema,
        await http.delete(`${teamPath(teamId)}/invites/${id(inviteId)}`),
        logger,
      );
    },
    async removeTeamMember(teamId, memberId) {
      return parseReply(
        (s) => s.removedTeamMemberSchema,
        await http.delete(`${teamPath(teamId)}/member/${id(memberId)}`),
        logger,
      );
    },
    async acceptTeamInvite(token) {
      return parseReply(
        (s) => s.acceptedTeamInviteSchema,
        await http.put(`${invitePath(token)}/accept`, {}),
        logger,
      );
    },
    async listMyTeamInvites() {
      return parseReply((s) => s.myTeamInvitesSchema, await http.get('/teams/my-invites'), logger);
    },
    async acceptMyTeamInvite(inviteId) {
      return parseReply(
        (s) => s.acceptedTeamInviteSchema,
        await http.put(`/teams/my-invites/${id(inviteId)}/accept`, {}),
        logger,
      );
    },
    async createTeamByAdmin(input) {
      return parseReply(
        (s) => s.teamSchema,
        await http.post('/teams/create-team-by-admin', input),
        logger,
      );
    },
    async getTeamLimit(teamId) {
      return parseReply(
        (s) => s.teamLimitSchema,
        await http.get(`/teams/get-team-limit/${id(teamId)}`),
        logger,
      );
    },
    async updateTeamLimit(teamId, seatLimit) {
      return parseReply(
        (s) => s.teamLimitSchema,
        await http.put(`/teams/update-team-limit/${id(teamId)}`, { seatLimit }),
        logger,
      );
    },
    async requestTeamSeats(teamId, seats) {
      return parseReply(
        (s) => s.teamSchema,
        await http.post(`/teams/${id(teamId)}/seat-request`, { seats }),
        logger,
      );
    },
    async moveCreationToWorkspace(creationId) {
      return parseReply(
        (s) => s.creationSchema,
        await http.post(`/user-creations/${id(creationId)}/convertCreationToNewWorkspace`, {}),
        logger,
      );
    },
  };
}

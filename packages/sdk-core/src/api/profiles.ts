import type {
  Code,
  CreateCodeInput,
  PasswordChange,
  PlanFeedbackInput,
  PlanReply,
  Profile,
  ProfileCreations,
  ProfileUpdate,
} from '../schema/contract/profiles';
import type { User } from '../schema/contract/creation';
import type { Invoice } from '../schema/contract/billing';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * The Profiles calls (spec §7) and code/credit items. A profile by id is its user's own (or an
 * administrator's, plan A); the plan calls are the caller's. A creation beyond the plan's cap is
 * refused with 403 and a reply naming the limit and its upsell (`planLimitReplySchema`).
 */
export interface ProfilesApi {
  getProfile(id: string): Promise<Profile>;
  updateProfile(id: string, update: ProfileUpdate): Promise<Profile>;
  /** The sign-on site checks the current password and keeps the new one. */
  changePassword(id: string, change: PasswordChange): Promise<{ changed: true }>;
  getProfileUser(id: string): Promise<User>;
  listProfileInvoices(id: string): Promise<{ items: Invoice[] }>;
  listProfileCreations(id: string): Promise<ProfileCreations>;
  /** The caller's plan: type, caps and usage, restrictions, promotion, cancellation. */
  getPlan(): Promise<PlanReply>;
  getLastInvoice(): Promise<{ invoice: Invoice | null }>;
  getGatewayLastInvoice(): Promise<{ invoice: Invoice | null }>;
  sendPlanFeedback(feedback: PlanFeedbackInput): Promise<{ recorded: true }>;
  /** Deletes the caller's account and their work. */
  deleteAccount(): Promise<{ deleted: true }>;
  /** Redeems a code: the plan it grants becomes the caller's. */
  redeemCode(code: string): Promise<Code>;
  /** Administrators (plan A). */
  createCode(input: CreateCodeInput): Promise<Code>;
  /** Administrators (plan A); a redeemed code cannot be invalidated. */
  invalidateCode(code: string): Promise<Code>;
}

const profilePath = (id: string) => `/profiles/${encodeURIComponent(id)}`;

/** The caller's plan: the one profile call an embedded editor makes (its caps and mark). */
export function planCall(http: Http, logger: ApiLogger): Pick<ProfilesApi, 'getPlan'> {
  return {
    async getPlan() {
      return parseReply((s) => s.planReplySchema, await http.get('/profiles/plan'), logger);
    },
  };
}

export function profileCalls(http: Http, logger: ApiLogger): ProfilesApi {
  return {
    async getProfile(id) {
      return parseReply((s) => s.profileSchema, await http.get(profilePath(id)), logger);
    },
    async updateProfile(id, update) {
      return parseReply((s) => s.profileSchema, await http.patch(profilePath(id), update), logger);
    },
    async changePassword(id, change) {
      return parseReply(
        (s) => s.passwordChangedSchema,
        await http.patch(`${profilePath(id)}/password`, change),
        logger,
      );
    },
    async getProfileUser(id) {
      return parseReply((s) => s.userSchema, await http.get(`${profilePath(id)}/user`), logger);
    },
    async listProfileInvoices(id) {
      return parseReply(
        (s) => s.invoiceListSchema,
        await http.get(`${profilePath(id)}/invoice`),
        logger,
      );
    },
    async listProfileCreations(id) {
      return parseReply(
        (s) => s.profileCreationsSchema,
        await http.get(`${profilePath(id)}/creations`),
        logger,
      );
    },
    ...planCall(http, logger),
    async getLastInvoice() {
      return parseReply(
        (s) => s.lastInvoiceReplySchema,
        await http.get('/profiles/plan/last-invoice'),
        logger,
      );
    },
    async getGatewayLastInvoice() {
      return parseReply(
        (s) => s.lastInvoiceReplySchema,
        await http.get('/profiles/plan/gateway-last-invoice'),
        logger,
      );
    },
    async sendPlanFeedback(feedback) {
      return parseReply(
        (s) => s.planFeedbackReplySchema,
        await http.post('/profiles/plan/feedback', feedback),
        logger,
      );
    },
    async deleteAccount() {
      return parseReply((s) => s.deletedProfileSchema, await http.delete('/profiles'), logger);
    },
    async redeemCode(code) {
      return parseReply((s) => s.codeSchema, await http.post('/codes/redeem', { code }), logger);
    },
    async createCode(input) {
      return parseReply((s) => s.codeSchema, await http.post('/codes', input), logger);
    },
    async invalidateCode(code) {
      return parseReply(
        (s) => s.codeSchema,
        await http.put(`/codes/${encodeURIComponent(code)}/invalidate`),
        logger,
      );
    },
  };
}

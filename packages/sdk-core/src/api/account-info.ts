import type {
  CustomInformationReply,
  JournalMembershipsReply,
  JournalSettingsReply,
  PaymentsDataReply,
  RolesReply,
} from '../schema/contract/account-info';
import type { CreateOrderInput, Order, OrderList } from '../schema/contract/orders';
import type { JournalMemberInput, JournalMemberReply } from '../schema/contract/journal-members';
import { ADMIN_JOURNAL_MEMBERS_PATH } from '../schema/rules/journal-member-paths';
import type { MailUnsubscribeReply } from '../schema/contract/mail';
import { parseReply, type ApiLogger, type Http } from './http';

/** What an account reads besides its profile ("Other" calls of spec §7), and custom-work orders. */
export interface AccountInfoApi {
  getRoles(): Promise<RolesReply>;
  getCustomInformation(): Promise<CustomInformationReply>;
  getPaymentsData(): Promise<PaymentsDataReply>;
  getJournalSettings(): Promise<JournalSettingsReply>;
  getJournalMemberships(): Promise<JournalMembershipsReply>;
  /**
   * Administrators: makes the account with `email` a member of `journal` (a special journal or
   * `partner-<id>`), or of none with null. Rejects with an ApiError: 403 for anyone else, 400 for
   * no such journal, 404 for an address no account uses.
   */
  setJournalMember(input: JournalMemberInput): Promise<JournalMemberReply>;
  /** Orders custom work; left-out fields take the order draft's defaults. */
  createOrder(input?: CreateOrderInput): Promise<Order>;
  listOrders(): Promise<OrderList>;
  /**
   * Stops invitations from Figura to the address an invitation's unsubscribe link names (its
   * `token`); needs no sign-in. Rejects with an ApiError 400 for a token that is not valid.
   */
  unsubscribeFromInvitations(token: string): Promise<MailUnsubscribeReply>;
}

export function accountInfoCalls(http: Http, logger: ApiLogger): AccountInfoApi {
  return {
    getRoles: async () =>
      parseReply((schemas) => schemas.rolesReplySchema, await http.get('/roles'), logger),
    getCustomInformation: async () =>
      parseReply(
        (schemas) => schemas.customInformationReplySchema,
        await http.get('/customInformation'),
        logger,
      ),
    getPaymentsData: async () =>
      parseReply(
        (schemas) => schemas.paymentsDataReplySchema,
        await http.get('/payments/data'),
        logger,
      ),
    getJournalSettings: async () =>
      parseReply(
        (schemas) => schemas.journalSettingsReplySchema,
        await http.get('/journals/settings'),
        logger,
      ),
    getJournalMemberships: async () =>
      parseReply(
        (schemas) => schemas.journalMembershipsReplySchema,
        await http.get('/journals/memberships'),
        logger,
      ),
    setJournalMember: async (input) =>
      parseReply(
        (schemas) => schemas.journalMemberReplySchema,
        await http.put(ADMIN_JOURNAL_MEMBERS_PATH, input),
        logger,
      ),
    createOrder: async (input = {}) =>
      parseReply((schemas) => schemas.orderSchema, await http.post('/orders', input), logger),
    listOrders: async () =>
      parseReply((schemas) => schemas.orderListSchema, await http.get('/orders'), logger),
    unsubscribeFromInvitations: async (token) =>
      parseReply(
        (schemas) => schemas.mailUnsubscribeReplySchema,
        await http.post('/mail/unsubscribe', { token }),
        logger,
      ),
  };
}

import type {
  BillingHistory,
  CancelledPlan,
  CancelPlanInput,
  CheckoutInput,
  CheckoutProblemInput,
  CheckoutStart,
  FeedbackReceived,
  InvoicePdfLink,
  ResumedPlan,
} from '../schema/contract/billing';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * Billing (spec §2, §9): paying happens on the billing site, whose address the API gives; the
 * portal never handles card data.
 */
export interface BillingApi {
  /** The billing site's page for the plan and period (the China host for users in CN). */
  startCheckout(input: CheckoutInput): Promise<CheckoutStart>;
  /** Cancels the paid plan with a reason; it ends when the paid period does (404: none runs). */
  cancelPlan(input: CancelPlanInput): Promise<CancelledPlan>;
  /** Takes a cancel back before the paid period ends (404: the plan has ended). */
  resumePlan(): Promise<ResumedPlan>;
  /** Why paying did not work. */
  sendCheckoutProblem(input: CheckoutProblemInput): Promise<FeedbackReceived>;
  /** The plan as stored now (fresh after a checkout) and the invoices, newest first. */
  getBillingHistory(): Promise<BillingHistory>;
  /** A link to a paid invoice's PDF on the billing site, good for a few minutes. */
  getInvoicePdfLink(invoiceId: string): Promise<InvoicePdfLink>;
}

export function billingCalls(http: Http, logger: ApiLogger): BillingApi {
  return {
    async startCheckout(input) {
      return parseReply(
        (schemas) => schemas.checkoutStartSchema,
        await http.post('/billing/checkout', input),
        logger,
      );
    },
    async cancelPlan(input) {
      return parseReply(
        (schemas) => schemas.cancelledPlanSchema,
        await http.put('/profiles/plan/cancel', input),
        logger,
      );
    },
    async resumePlan() {
      return parseReply(
        (schemas) => schemas.resumedPlanSchema,
        await http.post('/profiles/plan/resume', {}),
        logger,
      );
    },
    async sendCheckoutProblem(input) {
      return parseReply(
        (schemas) => schemas.feedbackReceivedSchema,
        await http.post('/billing/checkout-problem', input),
        logger,
      );
    },
    async getInvoicePdfLink(invoiceId) {
      return parseReply(
        (schemas) => schemas.invoicePdfLinkSchema,
        await http.get(`/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`),
        logger,
      );
    },
    async getBillingHistory() {
      return parseReply(
        (schemas) => schemas.billingHistorySchema,
        await http.get('/billing/history'),
        logger,
      );
    },
  };
}

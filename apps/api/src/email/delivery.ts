/**
 * Sending email. Figura has no mail provider of its own: the API takes any `EmailDelivery`, and
 * until one is wired in it keeps what it would send in an outbox (the stand-in below), which
 * development and the tests read through GET /dev/email-outbox (docs/teams-and-workspaces.md).
 */
export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail asks its reader to follow. */
  link: string;
}

export interface EmailDelivery {
  send(email: Email): Promise<void>;
}

export interface OutboxEntry extends Email {
  sentAt: Date;
}

/** How many mails the stand-in keeps (the oldest go first): a long-running server stays small. */
const OUTBOX_SIZE = 500;

/** The stand-in for a mail provider: sends nothing, keeps the last mails in memory. */
export class OutboxEmailDelivery implements EmailDelivery {
  readonly #sent: OutboxEntry[] = [];

  async send(email: Email): Promise<void> {
    this.#sent.push({ ...email, sentAt: new Date() });
    if (this.#sent.length > OUTBOX_SIZE) this.#sent.shift();
  }

  /** The kept mails, newest first; to one address when given (compared in lower case). */
  list(to?: string): OutboxEntry[] {
    const wanted = to?.toLowerCase();
    return this.#sent.filter((mail) => !wanted || mail.to.toLowerCase() === wanted).reverse();
  }
}

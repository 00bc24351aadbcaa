/**
 * Sending email sits behind an interface: delivery is a third party we do not reach. The
 * stand-in keeps the messages in memory (tests read them; `npm start` logs them).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailDelivery {
  send(message: EmailMessage): Promise<void>;
}

export interface EmailOutboxStandIn extends EmailDelivery {
  readonly sent: readonly EmailMessage[];
}

export function createEmailOutboxStandIn(
  log?: (message: EmailMessage) => void,
): EmailOutboxStandIn {
  const sent: EmailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      log?.(message);
    },
  };
}

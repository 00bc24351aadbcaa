import type { FastifyError, FastifyInstance } from 'fastify';
import { MAX_ISSUE_LENGTH, MAX_LISTED_ISSUES } from '@figura/sdk-core/contract';
import { ZodError } from 'zod';

/** An error whose message is meant for the person using the site. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A stable machine-readable reason for the page script, e.g. `captcha_wrong`. */
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const messages = {
  captchaWrong: 'The captcha answer is wrong. Please try again.',
  captchaUsed: 'This captcha has already been used. Please answer the new question.',
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'Email or password is incorrect.',
  notSignedIn: 'Not signed in',
  originRefused: 'This request came from a site that is not allowed.',
  unexpected: 'Unexpected error.',
  tooManyRequests: (after: string) =>
    `Too many requests from your network. Please wait ${after} and try again.`,
  tooManyTokens: (seconds: number) =>
    `Too many token requests for this account. Please wait ${describeWait(seconds)} and try again.`,
  accountLocked: (seconds: number) =>
    `Too many sign-in attempts for this account. Please wait ${describeWait(seconds)} and try again.`,
} as const;

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Turns zod issues into one sentence per problem, e.g. "Password must be at least 8 characters." */
export function describeZodError(error: ZodError): string {
  const sentences = error.issues.map((issue) =>
    issue.path.length === 0 ? 'The request body must be a JSON object.' : issue.message,
  );
  // The schemas' own sentences, each once, and a few at most: the reply stays small.
  return [...new Set(sentences)].slice(0, MAX_LISTED_ISSUES).join(' ');
}

/** The path of a URL, cut short: a 404 need not echo 16 KB of it back. */
function shortPath(url: string): string {
  const path = url.split('?')[0]!;
  return path.length <= MAX_ISSUE_LENGTH ? path : `${path.slice(0, MAX_ISSUE_LENGTH - 1)}…`;
}

/** Every error leaves as JSON `{ message }` with its status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: describeZodError(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(status).send({ message: messages.unexpected });
    }
    const code = error instanceof HttpError ? error.code : undefined;
    return reply
      .status(status)
      .send(code ? { message: error.message, code } : { message: error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${shortPath(request.url)}` });
  });
}

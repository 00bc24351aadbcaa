// The builder's frame mode (`/embed/abstract-builder.html`), for journal pages that cannot load
// Figura's script: the page hosts `<figura-abstract-builder>` full-size and talks to its parent
// page with postMessage, in the spirit of draw.io's embed mode. Every message is a plain object
// carrying `figura: 1`; the parent's carry an `action`, the frame's an `event`.
// docs/frame-protocol.md lists every message and field. No dependencies: journals' TypeScript may
// import these types, and the portal's server checks the frame's address with the same rule.

/** The protocol's version, carried by every message in both directions. */
export const FRAME_PROTOCOL_VERSION = 1;

/** What a host may send in `load`: a builder state (spec §3) as a document stores it. */
export type FrameBuilderState = Record<string, unknown>;

/** Parent page → frame. */
export type HostMessage =
  | {
      figura: 1;
      /** Open the builder: for a new abstract, the submission's existing one, or a given state. */
      action: 'load';
      /** The embed token the journal's server got (POST /embed/tokens). */
      token: string;
      /** The journal's preflight profile (`cell`, `elsevier`, `visual-abstract`); default: the partner's. */
      profile?: string;
      /** The builder's language (default `en`). */
      locale?: string;
      /** A creation to resume (the submission's earlier work). */
      creationId?: string;
      /** A builder state to start from (ignored when `creationId` is given). */
      state?: FrameBuilderState;
    }
  | {
      figura: 1;
      /** Export now (as the author's Export button would): answered by an `export` or `error` event. */
      action: 'export';
    }
  | {
      figura: 1;
      /** A fresh embed token (tokens live 15 minutes): used from the next call on. */
      action: 'token';
      token: string;
    };

/** Frame → parent page. */
export type FrameMessage =
  | {
      figura: 1;
      /** The frame is listening: send `load`. */
      event: 'init';
    }
  | {
      figura: 1;
      /** The builder is open and takes input. */
      event: 'load';
      /** The creation the work is saved to (null until the first change made one). */
      creationId: string | null;
      state: FrameBuilderState;
      document: unknown;
    }
  | {
      figura: 1;
      /** The author changed something (the document and the state it was built from). */
      event: 'save';
      creationId: string | null;
      state: FrameBuilderState;
      document: unknown;
    }
  | {
      figura: 1;
      /** The journal-ready file, checked against the profile. */
      event: 'export';
      file: Blob;
      format: string;
      fileName: string;
      width: number;
      height: number;
      dpi: number;
      document: unknown;
    }
  | {
      figura: 1;
      /**
       * The author left the builder: cancelled, or went on in the full editor (which the frame
       * then shows, on the same creation).
       */
      event: 'exit';
      reason: 'cancel' | 'editor';
      creationId?: string;
    }
  | {
      figura: 1;
      /** Something failed that the page may show or log (the frame shows it too). */
      event: 'error';
      kind: 'load' | 'export';
      message: string;
    };

type Without<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
/** A frame message before `figura: 1` is added. */
export type FrameMessageBody = Without<FrameMessage, 'figura'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown, max: number) =>
  value === undefined || (typeof value === 'string' && value.length <= max);
/** Tokens are JWTs: a few hundred characters. */
const MAX_TOKEN_LENGTH = 4096;

/** The host message `data` holds, or null when it is not one (wrong shape, other protocol). */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || data.figura !== FRAME_PROTOCOL_VERSION) return null;
  const token = data.token;
  const validToken =
    typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
  switch (data.action) {
    case 'load':
      if (
        !validToken ||
        !optionalString(data.profile, 64) ||
        !optionalString(data.locale, 35) ||
        !optionalString(data.creationId, 128) ||
        !(data.state === undefined || isRecord(data.state))
      )
        return null;
      return {
        figura: 1,
        action: 'load',
        token: token as string,
        profile: data.profile as string | undefined,
        locale: data.locale as string | undefined,
        creationId: data.creationId as string | undefined,
        state: data.state as FrameBuilderState | undefined,
      };
    case 'export':
      return { figura: 1, action: 'export' };
    case 'token':
      return validToken ? { figura: 1, action: 'token', token: token as string } : null;
    default:
      return null;
  }
}

/**
 * The parent page's origin as the frame's address names it (`?origin=https://journal.example`),
 * or null when it names none or something that is not an origin (a path, credentials, another
 * scheme, the opaque "null"). Only http and https pages embed the builder.
 */
export function parentOriginFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('origin');
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' || !/^https?:\/\/[^/]+\/?$/i.test(value)) return null;
  return url.origin;
}

/** Whether the journal of the embed token allows pages of `origin` to embed the builder. */
export function partnerAllowsOrigin(
  partner: { allowedOrigins: readonly string[] },
  origin: string,
): boolean {
  return partner.allowedOrigins.some((allowed) => sameOrigin(allowed, origin));
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

export interface FrameChannelOptions {
  /** The frame page's window. */
  view: Window;
  /** The checked parent origin (parentOriginFromQuery): the only one heard and posted to. */
  parentOrigin: string;
  onMessage: (message: HostMessage) => void;
}

export interface FrameChannel {
  /** Posts to the parent page, at the checked origin only (never '*'). */
  post(message: FrameMessageBody): void;
  close(): void;
}

/**
 * The frame's side of the protocol: hears only messages from its parent window at the checked
 * origin that are protocol messages, and ignores (never answers) everything else.
 */
export function createFrameChannel({
  view,
  parentOrigin,
  onMessage,
}: FrameChannelOptions): FrameChannel {
  const listener = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== view.parent) return;
    const message = parseHostMessage(event.data);
    if (message) onMessage(message);
  };
  view.addEventListener('message', listener);
  return {
    post(message) {
      view.parent.postMessage({ figura: FRAME_PROTOCOL_VERSION, ...message }, parentOrigin);
    },
    close() {
      view.removeEventListener('message', listener);
    },
  };
}

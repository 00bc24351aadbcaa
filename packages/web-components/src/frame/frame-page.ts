// The builder's frame page (dist/embed/abstract-builder.html loads figura-editor.js, which
// registers the elements, then this): `<figura-abstract-builder>` full-size, driven by its parent
// page through the postMessage protocol of @figura/sdk-core/frame (docs/frame-protocol.md).
//
// Who is heard: only the parent window, only at the origin the frame's address names
// (`?origin=`), and only once the embed token's journal (GET /embed/partner) lists that origin.
// Everything else is ignored and never answered; the frame posts only to that origin.
import { getEmbedPartner } from '@figura/sdk-core/api';
import {
  createFrameChannel,
  parentOriginFromQuery,
  partnerAllowsOrigin,
  type FrameChannel,
  type HostMessage,
} from '@figura/sdk-core/frame';
import { BUILDER_NAMESPACES } from '@figura/sdk-core/i18n/files';
import type { FiguraAbstractBuilderElement } from '../builder/figura-abstract-builder';
import { elementStrings } from '../element-strings';
import { setEmbedLocalesUrl } from '../locales-url';

/** The `<meta>` the portal's server fills with the API's address. */
const API_BASE_META = 'figura-api-base';
/** At most one `save` message in this long: each holds the whole document. */
const SAVE_MESSAGE_INTERVAL_MS = 250;

type Load = Extract<HostMessage, { action: 'load' }>;

interface FramePage {
  view: Window;
  doc: Document;
  status: HTMLElement;
  strings: ReturnType<typeof elementStrings>;
}

/** Shows one of the frame's messages (its words once its strings are here). */
function say(page: FramePage, words: Promise<string>, role: 'status' | 'alert'): void {
  page.status.setAttribute('role', role);
  page.status.hidden = false;
  void words.then((text) => (page.status.textContent = text));
}

/** Builder events as protocol messages to the parent. */
function relayEvents(
  page: FramePage,
  builder: FiguraAbstractBuilderElement,
  channel: FrameChannel,
): void {
  let pendingSave: number | undefined;
  let latest: { document: unknown; state: Record<string, unknown>; creationId: string | null };
  const sendSave = () => {
    pendingSave = undefined;
    channel.post({ event: 'save', ...latest });
  };
  // After "Continue in the editor" the editor's own events bubble through the builder: only the
  // builder's are the protocol's.
  builder.addEventListener('figura-ready', ({ detail, target }) => {
    if (target !== builder) return;
    page.status.hidden = true;
    const { document, state } = detail.builder.current();
    channel.post({ event: 'load', creationId: detail.builder.creationId(), state, document });
  });
  builder.addEventListener('figura-change', ({ detail, target }) => {
    if (target !== builder) return;
    latest = detail;
    pendingSave ??= page.view.setTimeout(sendSave, SAVE_MESSAGE_INTERVAL_MS);
  });
  builder.addEventListener('figura-export', ({ detail }) =>
    channel.post({ event: 'export', ...detail }),
  );
  builder.addEventListener('figura-cancel', () =>
    channel.post({ event: 'exit', reason: 'cancel' }),
  );
  // The frame goes on to the editor in place (the element's default); the page is told.
  builder.addEventListener('figura-continue', ({ detail }) =>
    channel.post({ event: 'exit', reason: 'editor', creationId: detail.creationId }),
  );
  builder.addEventListener('figura-error', ({ detail }) => {
    if (detail.kind !== 'save') channel.post({ event: 'error', ...detail, kind: detail.kind });
  });
}

function openBuilder(page: FramePage, apiBase: string, load: Load, channel: FrameChannel) {
  const builder = page.doc.createElement('figura-abstract-builder');
  builder.setAttribute('api-base', apiBase);
  builder.setAttribute('token', load.token);
  if (load.profile) builder.setAttribute('profile', load.profile);
  if (load.locale) builder.setAttribute('lang', load.locale);
  if (load.creationId) builder.setAttribute('creation-id', load.creationId);
  else if (load.state) builder.state = load.state;
  // A submission's own earlier work comes back when the page names nothing to start from.
  else builder.setAttribute('resume', '');
  relayEvents(page, builder, channel);
  page.doc.body.append(builder);
  return builder;
}

/** Starts the frame page: checks where it is, says `init`, and waits for `load`. */
export function startFramePage(view: Window): void {
  const doc = view.document;
  const status =
    doc.getElementById('figura-frame-status') ?? doc.body.appendChild(doc.createElement('p'));
  const page: FramePage = {
    view,
    doc,
    status,
    strings: elementStrings({
      element: doc.documentElement,
      namespaces: BUILDER_NAMESPACES,
      resources: () => undefined,
      resourcesVersion: () => 0,
    }),
  };
  const parentOrigin = parentOriginFromQuery(view.location.search);
  const apiBase = doc.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content;
  if (!parentOrigin || view.parent === view)
    return say(page, page.strings.t('frame.notFramed'), 'alert');
  if (!apiBase) return say(page, page.strings.t('frame.noApi'), 'alert');

  let builder: FiguraAbstractBuilderElement | undefined;
  let opening = false;
  const channel = createFrameChannel({
    view,
    parentOrigin,
    onMessage: (message) => {
      if (message.action === 'load') {
        if (builder || opening) return; // one builder per frame: reload the frame for another
        opening = true;
        say(page, page.strings.t('element.loading'), 'status');
        getEmbedPartner(apiBase, message.token).then(
          (partner) => {
            // The journal of this token does not embed from the parent's origin: stop
            // listening, and answer nothing.
            if (!partnerAllowsOrigin(partner, parentOrigin)) {
              channel.close();
              return say(page, page.strings.t('frame.originRefused'), 'alert');
            }
            builder = openBuilder(page, apiBase, message, channel);
          },
          (error: unknown) => {
            opening = false;
            say(page, page.strings.t('frame.tokenRefused'), 'alert');
            const text = error instanceof Error ? error.message : String(error);
            channel.post({ event: 'error', kind: 'load', message: text });
          },
        );
      } else if (message.action === 'token') {
        if (builder) builder.token = message.token;
      } else if (message.action === 'export') {
        if (!builder) return;
        // The file reaches the page as the `export` event (figura-export); a refusal as `error`.
        builder.exportFile().catch((error: unknown) =>
          channel.post({
            event: 'error',
            kind: 'export',
            message: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    },
  });
  say(page, page.strings.t('frame.waiting'), 'status');
  channel.post({ event: 'init' });
}

setEmbedLocalesUrl(import.meta.url);
if (typeof window !== 'undefined')
  void window.customElements
    .whenDefined('figura-abstract-builder')
    .then(() => startFramePage(window));

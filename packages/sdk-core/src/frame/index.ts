// @figura/sdk-core/frame: the builder's frame mode (`/embed/abstract-builder.html`), its
// postMessage protocol with the journal's page (docs/frame-protocol.md) and its origin checks.
export {
  FRAME_PROTOCOL_VERSION,
  createFrameChannel,
  parentOriginFromQuery,
  parseHostMessage,
  partnerAllowsOrigin,
  type FrameBuilderState,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameMessage,
  type FrameMessageBody,
  type HostMessage,
} from './protocol';

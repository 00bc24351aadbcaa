// `@figura/react-editor/boundary`: for pages that load their parts lazily (the portal's routes).
export { FailureBoundary } from './FailureBoundary';
export { lazyPart, renewFailedParts } from './lazy-retry';
export { RetryBoundary } from './RetryBoundary';

// `@figura/react-editor/boundary`: for pages that load their parts lazily (the portal's routes).
export { FailureBoundary } from './FailureBoundary';
export { lazyPart, renewFailedParts, useFreshTry, useRetryWhenOnline } from './lazy-retry';

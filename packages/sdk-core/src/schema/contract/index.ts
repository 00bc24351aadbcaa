// The HTTP contract: one file per API resource (its requests, replies and messages). It imports
// only the document and the rules (a lint rule keeps it so). The sign-on and billing sites and
// the shared server pieces read it; the few document pieces every server needs are re-exported.
export * from './creation';
export * from './organise';
export * from './history';
export * from './sharing';
export * from './teams';
export * from './comments';
export * from './exports';
export * from './embed';
export * from './preflight';
export * from './journal-profiles';
export * from './journal-members';
export * from './replies';
export * from './auth';
export * from './http';
export * from './sign-on';
export * from './library';
export * from './library-admin';
export * from './library-templates';
export * from './saml';
export * from './mail';
export * from './messages';
export * from './profiles';
export * from './files';
export * from './generations';
export * from './billing';
export * from './account';
export * from './account-info';
export * from './orders';
export * from './legacy-forms';
export { formatIssues, MAX_ISSUE_LENGTH, MAX_LISTED_ISSUES } from '../document/issues';
export { MAX_JSON_DEPTH, JSON_DEPTH_MESSAGE, nestingProblem } from '../document/nesting';
export { UNSTORABLE_TEXT_MESSAGE } from '../document/storable-text';

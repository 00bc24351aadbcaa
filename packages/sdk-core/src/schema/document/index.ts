// The slide document: its elements, ids, guards, file references, migrations and the zod set-up
// every schema is built on. It imports nothing of contract/ or rules/ (a lint rule keeps it so).
export * from './constants';
export * from './molecule-options';
export * from './scientific-kinds';
export * from './elements';
export * from './guards';
export * from './document';
export { createEmptyDocument } from './empty-document';
export * from './migrations';
export * from './ids';
export * from './connectors';
export * from './attachments';
export * from './issues';
export * from './builder-state';
export * from './journal-choice';
export { LINKED_IMAGE_MESSAGE, linkedImagePaths } from './linked-images';
export * from './file-refs';
export { isStorableText } from './strings';
export { MAX_JSON_DEPTH, JSON_DEPTH_MESSAGE, nestingProblem } from './nesting';
export { UNSTORABLE_TEXT_MESSAGE } from './storable-text';
// How a box element is placed (the PPTX export places shapes and pictures by it).
export { apply as applyMatrix, boxMatrix, strokeAllowance, type Matrix } from './geometry';

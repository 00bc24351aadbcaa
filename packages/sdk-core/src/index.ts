// The framework-free main entry: no React, no fabric, no DOM globals (the fabric adapter is
// only reachable through '@figura/sdk-core/render').
export * from './schema';
export * from './api';
export * from './session';

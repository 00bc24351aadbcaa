export * from './constants';
export * from './elements';
export * from './document';
export * from './migrations';
export * from './creation';
export * from './ids';

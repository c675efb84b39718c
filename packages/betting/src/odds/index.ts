export * from './format';
export * from './ladder';
export * from './parse';

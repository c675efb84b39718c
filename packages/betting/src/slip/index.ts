export * from './events';
export * from './quote';
export * from './reducer';
export * from './rules';
export * from './selectors';
export * from './state';
export * from './view';

export * from './bet-builder-link';
export type { QueryInput, SearchParamsLike } from './query';
export * from './slip-action';
export * from './slip-link';
export * from './strip';

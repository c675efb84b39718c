/**
 * @touchline/betting: the rules of betting, pure and shared by the server and the browser,
 * so that the return a bettor sees is the return the server pays.
 */
export * from './display';
export * from './links';
export * from './odds';
export * from './returns';
export * from './slip';
export * from './types';
export * from './validation';

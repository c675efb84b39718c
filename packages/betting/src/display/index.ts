export * from './badge';
export * from './event-time';
export * from './handicap';
export * from './money';

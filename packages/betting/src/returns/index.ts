export * from './bet-return';
export * from './boost-token';
export * from './combo-boost';
export * from './system';

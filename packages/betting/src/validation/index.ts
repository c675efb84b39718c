export * from './accept-odds';
export * from './can-place';
export * from './combo-boost-notice';
export * from './free-bet';
export * from './money';
export * from './place-button';
export * from './stakes';
export * from './url-stake';

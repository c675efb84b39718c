export * from './protocol';
export * from './site-url';

export * from './betbuilder';
export * from './protocol';
export * from './site-url';

export * from './chat';
export * from './protocol';

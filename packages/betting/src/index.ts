export * from './returns/system';
export * from './types';

/**
 * @touchline/contract: the wire format. Every HTTP body, socket message and frame message as a
 * zod schema with its inferred type, shared by the server, the sportsbook and the account site.
 */
export * from './api';
export * from './brands';
export * from './entities';
export * from './examples';
export * from './frame';
export * from './realtime';

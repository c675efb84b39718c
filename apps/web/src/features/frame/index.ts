/**
 * The account frame: the account site over the page (login, cashier, help), its handshake and the query
 * actions a link carries. Only its mount point loads with the first screen; the host comes later.
 */
export { AccountFrame } from './account-frame';

/**
 * Bet AI, the chat assistant. The first load carries only this: the host loads when the page needs it
 * (the chat is opened, a bettor is logged in for notifications and logout, or the address asks for a
 * reset), and the widget later still.
 */
import { lazy } from 'react';
import { resetAskedOnLoad } from './reset-flag';

export type { ChatHostProps } from './chat-host';

export const ChatHost = lazy(() => import('./chat-host').then((m) => ({ default: m.ChatHost })));

/** Whether the chat's host is needed now. */
export const chatHostWanted = (open: boolean, loggedIn: boolean): boolean =>
  open || loggedIn || resetAskedOnLoad;

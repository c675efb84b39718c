/**
 * The shared roulette table's rounds, pushed by the API's Socket.IO server on the '/casino' namespace
 * (event 'casino'): the one module that touches the socket. Messages that do not parse are dropped.
 */
import {
  CASINO_EVENT,
  CASINO_NAMESPACE,
  type CasinoHandshake,
  PROTOCOL_VERSION,
  RouletteRoundMessage,
} from '@touchline/contract';
import { io } from 'socket.io-client';

export type TableListener = (message: RouletteRoundMessage) => void;

/** A connection to the table; returns the disconnect. */
export type TableConnector = (apiUrl: string, listener: TableListener) => () => void;

export const connectTable: TableConnector = (apiUrl, listener) => {
  const auth: CasinoHandshake = { v: PROTOCOL_VERSION, table: 'roulette' };
  const socket = io(`${apiUrl}${CASINO_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth,
    withCredentials: false,
  });
  socket.on(CASINO_EVENT, (data: unknown) => {
    const parsed = RouletteRoundMessage.safeParse(data);
    if (parsed.success) listener(parsed.data);
  });
  return () => {
    socket.off(CASINO_EVENT);
    socket.disconnect();
  };
};

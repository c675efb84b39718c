/**
 * The chat namespace of the realtime server, behind one small module: the widget talks to this
 * interface, and tests hand it a fake. Socket.IO loads with the chat's code, never with the first screen.
 */
import { CHAT_NAMESPACE, type ChatHandshake, type ChatQuestion } from '@touchline/contract';

export type ChatSocketEvent =
  | 'connect'
  | 'disconnect'
  | 'connect_error'
  | 'delta'
  | 'message_list'
  | 'chat_error';

export interface ChatSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake: the socket does not try again by itself. */
  readonly active: boolean;
  /** The server's messages arrive unchecked: the session parses them with the contract. */
  on(event: ChatSocketEvent, listener: (payload: unknown) => void): void;
  emit(event: 'question', message: ChatQuestion): void;
  disconnect(): void;
}

export type ConnectChatSocket = (auth: ChatHandshake) => Promise<ChatSocket>;

/** Opens the chat namespace on this origin with the session's handshake. */
export const connectChatSocket: ConnectChatSocket = async (auth) => {
  const { io } = await import('socket.io-client');
  const socket = io(CHAT_NAMESPACE, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
    auth,
  });
  return socket as unknown as ChatSocket;
};

/**
 * Test helpers for the chat: starting a session over HTTP, connecting to the '/chat' namespace as the
 * widget does, and asking a question until its answer is complete (or refused).
 */
import type { ChatDelta, ChatError, ChatMessage, ChatMessageList } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

export const IE = 'touchline_ie';

export async function startSession(
  app: FastifyInstance,
  body: { bookmaker?: string; lang?: string; uuid?: string | null; tz?: string },
  jwt?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/chat/start',
    headers: jwt ? { jwt } : {},
    payload: { bookmaker: IE, lang: 'en', uuid: null, ...body },
  });
}

/** A connected chat socket, or the connect_error's chat_error. */
export function chatSocket(port: number, auth: Record<string, unknown>): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}/chat`, {
    path: '/socket.io/',
    transports: ['websocket'],
    auth,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: ChatError }) => {
      socket.close();
      reject(error);
    });
  });
}

export interface Answer {
  deltas: ChatDelta[];
  /** The streamed text, joined. */
  text: string;
  finish: ChatDelta['finish_reason'];
  messages: ChatMessage[];
  error: ChatError | null;
  /** Every message the server sent for the question, as received. */
  received: unknown[];
}

/** Asks a question and waits for the message_list that ends its answer, or a chat_error. */
export function ask(socket: Socket, uuid: string, question: string, timeoutMs = 8000): Promise<Answer> {
  const answer: Answer = { deltas: [], text: '', finish: null, messages: [], error: null, received: [] };
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      socket.off('delta', onDelta);
      socket.off('message_list', onList);
      socket.off('chat_error', onError);
      resolve(answer);
    };
    const timer = setTimeout(() => {
      socket.off('delta', onDelta);
      socket.off('message_list', onList);
      socket.off('chat_error', onError);
      reject(new Error(`no answer to '${question.slice(0, 40)}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onDelta = (delta: ChatDelta) => {
      answer.received.push(delta);
      answer.deltas.push(delta);
      answer.text += delta.delta.content;
      if (delta.finish_reason) answer.finish = delta.finish_reason;
    };
    const onList = (list: ChatMessageList) => {
      answer.received.push(list);
      answer.messages = list.messages;
      done();
    };
    const onError = (error: ChatError) => {
      answer.received.push(error);
      answer.error = error;
      done();
    };
    socket.on('delta', onDelta);
    socket.on('message_list', onList);
    socket.on('chat_error', onError);
    socket.emit('question', { v: 1, type: 'question', uuid, question });
  });
}

/**
 * Bet AI with REDIS_URL: the namespace goes through the Socket.IO Redis adapter, so an answer reaches
 * every socket of its session, and the rate limits count in Redis.
 */
import type { ChatMessageList } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_REDIS_URL } from '../../../test/db';
import { ask, chatSocket, IE, startSession } from './testing';

describe.skipIf(!TEST_REDIS_URL)('Bet AI on Redis', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { REDIS_URL: TEST_REDIS_URL as string } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('streams an answer to every socket of the session through the adapter', async () => {
    const { uuid } = (await startSession(t.app, {})).json() as { uuid: string };
    const asking = await chatSocket(port, { v: 1, bookmaker: IE, uuid });
    const watching = await chatSocket(port, { v: 1, bookmaker: IE, uuid });
    try {
      const seen = new Promise<ChatMessageList>((resolve) => watching.once('message_list', resolve));
      const answer = await ask(asking, uuid, 'How does cash-out work?');
      expect(answer.error).toBeNull();
      expect((await seen).messages).toEqual(answer.messages);
    } finally {
      asking.close();
      watching.close();
    }
  });
});

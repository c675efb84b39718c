import type { EventsPush } from '@touchline/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../test/db';
import { insertFixtureCatalogue } from '../feed/fixtures';

warnIfPostgresSkipped();

const IE = 'touchline_ie';
const GB = 'touchline_gb';

function client(port: number, auth: Record<string, unknown> = { v: 1, bookmaker: IE }): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    auth,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the first push on a channel that mentions the event, or null after `ms`. */
function pushFor(socket: Socket, channel: string, eventId: number, ms = 3000): Promise<EventsPush | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(channel, onPush);
      resolve(null);
    }, ms);
    const onPush = (message: EventsPush) => {
      if (!message.events.some((e) => e.id === String(eventId))) return;
      clearTimeout(timer);
      socket.off(channel, onPush);
      resolve(message);
    };
    socket.on(channel, onPush);
  });
}

describe.each(dbKinds)('realtime: Socket.IO on the HTTP port (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  const open = async (auth?: Record<string, unknown>) => {
    const socket = await client(port, auth);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const [{ n } = { n: 0 }] = await t.db.database.query<{ n: unknown }>('select count(*) as n from sports');
    if (Number(n) === 0) await insertFixtureCatalogue(t.db.database, Date.now() + 3_600_000);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('refuses a handshake without the protocol version or with an unknown bookmaker', async () => {
    await expect(client(port, {})).rejects.toMatchObject({ data: { statusCode: 400 } });
    await expect(client(port, { v: 2, bookmaker: IE })).rejects.toMatchObject({ data: { statusCode: 400 } });
    await expect(client(port, { v: 1, bookmaker: 'nobody_here' })).rejects.toMatchObject({
      data: { statusCode: 400 },
    });
  });

  it("answers 'events' by acknowledgement with the payload of GET /echo/v1/events", async () => {
    const socket = await open();
    const params = { bookmaker: IE, lang: 'en', limit: '5' };
    if (!t.app.ctx.socketRequests.get('events')) {
      // The catalog module is not registered in this build: stand in for it.
      t.app.ctx.socketRequests.register('events', async (payload) => ({ data: [], echo: payload }));
      const ack = await socket.emitWithAck('events', { v: 1, type: 'events', params });
      expect(ack).toEqual({ data: [], echo: params });
      return;
    }
    const ack = await socket.emitWithAck('events', { v: 1, type: 'events', params });
    const http = await t.app.inject({ method: 'GET', url: '/echo/v1/events', query: params });
    expect(http.statusCode).toBe(200);
    expect(ack).toEqual(http.json());
  });

  it("answers 'events-live' like GET /echo/v1/events-live (or 404 while no handler exists)", async () => {
    const socket = await open();
    const params = { bookmaker: IE, lang: 'en' };
    const ack = await socket.emitWithAck('events-live', { v: 1, type: 'events-live', params });
    if (!t.app.ctx.socketRequests.get('events-live')) {
      expect(ack).toMatchObject({ statusCode: 404 });
      return;
    }
    const http = await t.app.inject({ method: 'GET', url: '/echo/v1/events-live', query: params });
    expect(ack).toEqual(http.json());
  });

  it('a malformed request gets a 400 error body, never a crash, and the socket keeps working', async () => {
    const socket = await open();
    for (const bad of [
      null,
      'events',
      42,
      {},
      { v: 1, type: 'events' },
      { v: 9, type: 'events', params: {} },
      { v: 1, type: 'events', params: { limit: 'lots', bookmaker: IE } },
    ]) {
      const ack = await socket.emitWithAck('events', bad);
      expect(ack).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(typeof (ack as { message: string }).message).toBe('string');
    }
    socket.emit('events', { v: 1, type: 'events', params: {} });
    const subscribed = await socket.emitWithAck('subscribe', {
      v: 1,
      type: 'subscribe',
      channel: 'nobody_here_events',
    });
    expect(subscribed).toMatchObject({ statusCode: 400 });
    expect(
      await socket.emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: `${IE}_events` }),
    ).toEqual({
      ok: true,
      channel: `${IE}_events`,
    });
  });

  it('pushes the deltas of a feed tick on the bookmaker channel, brand-only changes to that brand only', async () => {
    const ie = await open();
    const gb = await open({ v: 1, bookmaker: GB });
    expect(
      await ie.emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: `${IE}_events` }),
    ).toMatchObject({ ok: true });
    expect(
      await gb.emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: `${GB}_events` }),
    ).toMatchObject({ ok: true });
    // Two football matches of two competitions; the second competition is made a GB-only one.
    const matches = await t.db.database.query<{ id: unknown; competition_id: unknown }>(
      `select distinct on (e.competition_id) e.id, e.competition_id from events e
         join sports s on s.id = e.sport_id join competitions c on c.id = e.competition_id
       where s.slug = 'football' and e.status = 'scheduled' and not e.is_outright
       order by e.competition_id, e.starts_at limit 2`,
    );
    const [all, gbOnly] = matches.map((m) => ({ id: Number(m.id), competition: Number(m.competition_id) }));
    if (!all || !gbOnly) throw new Error('the catalogue has no two football competitions');
    await t.db.database.query(`update competitions set brands = null where id = $1`, [all.competition]);
    await t.db.database.query(`update competitions set brands = array['touchline_gb'] where id = $1`, [
      gbOnly.competition,
    ]);
    const now = Date.now();
    await t.db.database.query(`update events set starts_at = $1 where id = any($2::bigint[])`, [
      new Date(now - 1000).toISOString(),
      [all.id, gbOnly.id],
    ]);
    const { feed } = t.app;
    // The pushes that must come are awaited as long as a loaded machine needs; the one that must not
    // come is looked for from before the tick until a while after the others arrived.
    const ieAll = pushFor(ie, `${IE}_events`, all.id, 60_000);
    const ieSawGbOnly: EventsPush[] = [];
    const onIe = (message: EventsPush) => {
      if (message.events.some((e) => e.id === String(gbOnly.id))) ieSawGbOnly.push(message);
    };
    ie.on(`${IE}_events`, onIe);
    const gbGbOnly = pushFor(gb, `${GB}_events`, gbOnly.id, 60_000);
    await feed.tick(now);
    const push = await ieAll;
    expect(push).toMatchObject({ v: 1, type: 'events' });
    const delta = push?.events.find((e) => e.id === String(all.id));
    expect(delta).toMatchObject({ status: 'live', is_live: true, stats: { home_scores: 0, away_scores: 0 } });
    expect(delta?.odds?.[0]?.display_odds.decimal).toMatch(/^\d+\.\d\d$/);
    expect((await gbGbOnly)?.events.find((e) => e.id === String(gbOnly.id))?.status).toBe('live');
    await new Promise((done) => setTimeout(done, 1000));
    ie.off(`${IE}_events`, onIe);
    expect(ieSawGbOnly).toEqual([]);
    // The HTTP twin sees the change at once: the feed invalidated the catalog cache before publishing.
    const live = await t.app.inject({
      method: 'GET',
      url: '/echo/v1/events',
      query: { bookmaker: IE, ids: String(all.id) },
    });
    if (live.statusCode === 200) expect(live.json().data[0]?.status).toBe('live');
  });

  it('an unsubscribed socket receives nothing', async () => {
    const socket = await open();
    await socket.emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: `${IE}_events` });
    await socket.emitWithAck('unsubscribe', { v: 1, type: 'unsubscribe', channel: `${IE}_events` });
    const push = pushFor(socket, `${IE}_events`, 1, 400);
    t.app.ctx.publisher.publishEventChanges('all', [{ id: '1', status: 'live' }]);
    expect(await push).toBeNull();
  });
});

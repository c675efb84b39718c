import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { checkLedger, getBalances } from '../wallet';
import { httpWallet, STUDIO_PROVIDER } from './wallet';

const SECRET = 'studio-http-secret-0123456789abcdefghij';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

describe('the studio against the wallet over real HTTP', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp('pglite', {
      demo: false,
      env: {
        STUDIO_ROULETTE: 'off',
        CASINO_PROVIDERS: `${STUDIO_PROVIDER}:${SECRET}`,
        STUDIO_WALLET_URL: base,
        STUDIO_WALLET_SECRET: SECRET,
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const funded = async (amount: number) => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, amount);
    const res = await fetch(`${base}/v1/casino/sessions`, {
      method: 'POST',
      headers: { jwt: user.token, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dice', mode: 'real' }),
    });
    expect(res.status).toBe(200);
    return { user, token: ((await res.json()) as { token: string }).token };
  };
  const dice = (token: string, stake: number) =>
    fetch(`${base}/v1/studio/dice`, {
      method: 'POST',
      headers: { 'x-casino-session': token, 'content-type': 'application/json' },
      body: JSON.stringify({ stake, bet: { direction: 'over', target: 5_000 } }),
    });
  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;

  it('plays a round whose bet and win go through the HTTP wallet under the studio provider', async () => {
    const { user, token } = await funded(5_000);
    const res = await dice(token, 1_000);
    expect(res.status).toBe(200);
    const { round, balance } = (await res.json()) as {
      round: { payout: number; round_id: string };
      balance: { cash: number };
    };
    expect(balance.cash).toBe(4_000 + round.payout);
    expect(await cash(user)).toBe(4_000 + round.payout);
    const kinds = await t.app.ctx.database.query<{ kind: string; provider: string }>(
      'select t.kind, t.provider from casino_transactions t join casino_rounds r on r.id = t.round_id where r.round_id = $1 order by t.id',
      [round.round_id],
    );
    expect(kinds).toEqual([
      { kind: 'bet', provider: STUDIO_PROVIDER },
      { kind: 'win', provider: STUDIO_PROVIDER },
    ]);
    const { walletId } = await getBalances(t.app.ctx.database.db, user.userId);
    expect(await checkLedger(t.app.ctx.database, walletId)).toEqual([]);
  });

  it("passes the wallet's refusal to the game client with its code, moving nothing", async () => {
    const { user, token } = await funded(1_000);
    const res = await dice(token, 2_000);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('BALANCE_INSUFFICIENT');
    expect(await cash(user)).toBe(1_000);
    const rounds = await t.app.ctx.database.query<{ n: number }>(
      'select count(*)::int as n from studio_rounds where user_id = $1',
      [user.userId],
    );
    expect(rounds[0]?.n).toBe(0);
  });

  it('answers 503 when the wallet refuses the secret or cannot be reached', async () => {
    const { token } = await funded(1_000);
    const wrong = httpWallet({ baseUrl: base, secret: 'not-the-secret-0123456789abcdefghijklm' });
    await expect(wrong.balance({ session: token })).rejects.toMatchObject({
      statusCode: 503,
      code: 'WALLET_UNAVAILABLE',
    });
    const gone = httpWallet({
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      secret: SECRET,
      timeoutMs: 2_000,
    });
    await expect(gone.balance({ session: token })).rejects.toMatchObject({ statusCode: 503 });
    const right = httpWallet({ baseUrl: base, secret: SECRET });
    await expect(right.balance({ session: token })).resolves.toEqual({
      cash: 1_000,
      bonus: 0,
      currency: 'EUR',
    });
  });
});

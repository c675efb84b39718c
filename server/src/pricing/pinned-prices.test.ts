/**
 * Pins the prices the three users of the pricing engine produce today (the demo catalogue generator,
 * the live feed's repricing and the bet builder), so a change to shared pricing code cannot move a
 * price without this test saying which one. A price that moves on purpose is re-pinned with the change
 * that moves it, and the commit says why.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type GeneratedCatalogue, generateCatalogue } from '../demo/generate';
import { priceRace, type RaceMarket } from '../feed/racing';
import { advance, distribution, initialState, jitterStrength, maxScoreOf, type Strength } from '../feed/sim';
import { profileFor, type SportKind } from '../feed/sports';
import { type PricingMarket, priceBuilder } from '../modules/betbuilder';
import { type MarketInput, modelMarket, priceMarket, type TeamNames } from './outcomes';
import { basketballMarkets, footballMarkets, pick } from './quoted-markets.test-util';
import { seededRandom } from './random';
import { fitScoreModel } from './score-model';
import { fitPoissonMeans, setChanceFromMatch } from './scores';

const NOW = Date.UTC(2026, 0, 17, 15, 30);
const SEED = 20261121;

const digest = (values: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 16);

/** Every outcome's price of a catalogue, in generation order. */
const allOdds = (catalogue: GeneratedCatalogue) => catalogue.outcomes.map((o) => [o.id, o.code, o.odds]);

function firstEventPerSport(catalogue: GeneratedCatalogue) {
  const seen = new Set<number>();
  return catalogue.events.filter((e) => {
    if (e.isOutright || seen.has(e.sportId)) return false;
    seen.add(e.sportId);
    return true;
  });
}

describe('demo catalogue prices', () => {
  const small = generateCatalogue({ size: 'small', seed: SEED, now: NOW });

  it('the small catalogue prices every outcome as before', () => {
    expect(small.outcomes.length).toMatchSnapshot();
    expect(digest(allOdds(small))).toMatchSnapshot();
  });

  it('the full catalogue prices every outcome as before', () => {
    const full = generateCatalogue({ size: 'full', seed: SEED, now: NOW });
    expect(full.outcomes.length).toMatchSnapshot();
    expect(digest(allOdds(full))).toMatchSnapshot();
  });

  it('the first event of each sport keeps its prices', () => {
    const lines: string[] = [];
    for (const event of firstEventPerSport(small)) {
      const markets = small.markets.filter((m) => m.eventId === event.id).slice(0, 6);
      for (const market of markets) {
        const prices = small.outcomes
          .filter((o) => o.marketId === market.id)
          .map((o) => `${o.code}@${o.odds}`)
          .join(' ');
        lines.push(`${event.name} | ${market.type} ${market.line ?? ''} ${market.period ?? ''}| ${prices}`);
      }
    }
    expect(lines).toMatchSnapshot();
  });
});

/** The catalogue's markets of an event in the form the feed reads them. */
function feedMarkets(catalogue: GeneratedCatalogue, eventId: number): MarketInput[] {
  return catalogue.markets
    .filter((m) => m.eventId === eventId)
    .map((m) => ({
      id: m.id,
      type: m.type,
      name: m.names.en ?? '',
      line: m.line ?? null,
      period: m.period ?? null,
      outcomes: catalogue.outcomes
        .filter((o) => o.marketId === m.id && !o.isStartingPrice)
        .map((o) => ({
          id: o.id,
          code: o.code ?? null,
          handicap: o.handicap ?? null,
          name: o.names.en ?? '',
        })),
    }));
}

describe('live feed repricing', () => {
  const small = generateCatalogue({ size: 'small', seed: SEED, now: NOW });
  const sports = new Map(small.sports.map((s) => [s.id, s]));

  it('prices each sport’s first event as before at fixed points of a seeded simulation', () => {
    const lines: string[] = [];
    for (const event of firstEventPerSport(small)) {
      const sport = sports.get(event.sportId);
      if (!sport) continue;
      const profile = profileFor(sport.kind as SportKind, sport.slug);
      if (!profile) continue;
      const random = seededRandom(event.id);
      const start = NOW;
      let state = initialState(profile, start, random);
      let strength: Strength =
        profile.type === 'periods'
          ? profile.scoring.model === 'poisson'
            ? { model: 'poisson', home: profile.scoring.homeMean * 1.1, away: profile.scoring.awayMean }
            : { model: 'normal', supremacy: profile.scoring.homeAdv + 2, total: profile.scoring.total }
          : profile.type === 'race'
            ? { model: 'race' }
            : { model: 'sets', setChance: 0.58 };
      const teams: TeamNames = { home: event.homeTeam ?? null, away: event.awayTeam ?? null };
      const models = feedMarkets(small, event.id).map((m) => ({
        input: m,
        model: modelMarket(m, teams, maxScoreOf(profile)),
      }));
      for (const minutes of [0, 20, 55, 80]) {
        const at = start + minutes * 60_000;
        state = advance(profile, strength, state, at, random).state;
        strength = jitterStrength(strength, random, 0.015);
        const cells = distribution(profile, strength, state, at);
        if (!cells) continue;
        for (const { input, model } of models.slice(0, 8)) {
          if (model.kind !== 'score') continue;
          const priced = priceMarket(model, cells, 1.06);
          lines.push(
            `${sport.slug} +${minutes} ${input.type} ${input.line ?? ''}| ${priced.outcomes.map((o) => o.odds).join(' ')}${priced.decided ? ' decided' : ''}`,
          );
        }
      }
    }
    expect(lines.length).toBeGreaterThan(50);
    expect(lines).toMatchSnapshot();
  });

  it('fits strengths to prices as before', () => {
    expect([
      fitPoissonMeans({ home: 0.48, draw: 0.27, away: 0.25 }, { home: 0, away: 0 }, 1),
      fitPoissonMeans(
        { home: 0.62, draw: 0.22, away: 0.16, over: { line: 2.5, p: 0.55 } },
        { home: 1, away: 0 },
        0.5,
      ),
      fitPoissonMeans({ home: 0.5, draw: 0.1, away: 0.4 }, { home: 12, away: 10 }, 0.4, {
        home: 27,
        away: 25,
      }),
      setChanceFromMatch(0.7, 2),
      setChanceFromMatch(0.35, 3, [1, 0]),
    ]).toMatchSnapshot();
  });

  it('prices a race from win chances as before', () => {
    const race = small.events.find((e) => sports.get(e.sportId)?.kind === 'racing' && !e.isOutright);
    expect(race).toBeDefined();
    const markets: RaceMarket[] = small.markets
      .filter((m) => m.eventId === race?.id)
      .map((m) => ({
        id: m.id,
        type: m.type,
        ewPlace: m.ewPlace ?? null,
        outcomes: small.outcomes
          .filter((o) => o.marketId === m.id && !o.isStartingPrice)
          .map((o) => ({
            id: o.id,
            odds: o.odds,
            code: o.code ?? null,
            participantId: o.participantId ?? null,
            items: o.items ?? null,
          })),
      }));
    const win = markets[0];
    const runners = win?.outcomes ?? [];
    const chances = new Map(
      runners.map((o, i) => [o.id, (i + 1) / ((runners.length * (runners.length + 1)) / 2)]),
    );
    const margins = new Map(markets.map((m) => [m.id, 1.15]));
    expect([...priceRace(markets, chances, margins).values()]).toMatchSnapshot();
  });
});

describe('bet builder combined prices', () => {
  const football = footballMarkets(1.6, 1.1);
  const basketball = basketballMarkets(112, 106);
  const price = (
    markets: PricingMarket[],
    selections: string[],
    liveScore: [number, number] | null = null,
  ) => {
    const model = fitScoreModel({
      family: markets === basketball ? 'points' : 'goals',
      markets,
      liveScore,
    });
    const priced = priceBuilder({ model, markets, selections, foreign: new Set() });
    return { odds: priced.odds, errors: priced.legs.map((l) => l.error) };
  };

  it('prices fixed football and basketball selections as before', () => {
    const f = (type: string, code: string, options?: { line?: number; period?: string }) =>
      pick(football, type, code, options);
    const b = (type: string, code: string, options?: { line?: number; period?: string }) =>
      pick(basketball, type, code, options);
    expect([
      price(football, [f('match_result', 'home'), f('total', 'over', { line: 2.5 })]),
      price(football, [f('match_result', 'draw'), f('btts', 'no')]),
      price(football, [f('match_result', 'home'), f('btts', 'yes'), f('total', 'over', { line: 2.5 })]),
      price(football, [f('correct_score', '2-1'), f('total', 'over', { line: 2.5 })]),
      price(football, [f('correct_score', '1-0'), f('total', 'over', { line: 2.5 })]),
      price(football, [f('double_chance', '1X'), f('total', 'under', { line: 3.5 })]),
      price(football, [f('match_result', 'home', { period: '1h' }), f('match_result', 'home')]),
      price(basketball, [b('match_winner', 'home'), b('total', 'over')]),
      price(basketball, [b('handicap', 'home'), b('total', 'under')]),
      price(football, [f('match_result', 'home'), f('total', 'over', { line: 3.5 })], [1, 0]),
      price(basketball, [b('match_winner', 'away'), b('total', 'over')], [30, 24]),
    ]).toMatchSnapshot();
  });
});

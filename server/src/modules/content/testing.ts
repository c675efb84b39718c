/**
 * A small, real catalogue written through the schema, for the content and stream tests. Ids start at
 * 990001 and slugs end in -fx so the rows never collide with a generated demo catalogue.
 */

import type { AppContext } from '../../context';
import { competitions, events, markets, outcomes, regions, sports, type Translations } from '../../db/schema';
import { clearCatalogue } from '../../demo/seed';

export const FIXTURE_NOW = Date.parse('2026-06-01T12:00:00Z');
export const fixtureClock = { now: () => FIXTURE_NOW };

const minutes = (n: number) => new Date(FIXTURE_NOW + n * 60_000);

const all = (en: string, overrides: Partial<Translations> = {}): Translations => ({
  en,
  es: en,
  de: en,
  fr: en,
  ro: en,
  ja: en,
  fi: en,
  pt: en,
  el: en,
  ...overrides,
});

export const FX = {
  football: 990001,
  racing: 990002,
  virtual: 990003,
  england: 990001,
  romania: 990002,
  premierLeague: 990001,
  liga1: 990002,
  ascot: 990003,
  virtualLeague: 990004,
  liveMatch: 990001,
  soonMatch: 990002,
  laterMatch: 990003,
  roOnlyLive: 990004,
  endedMatch: 990005,
  soonRace: 990006,
  virtualLive: 990007,
  mainMarket: 990001,
} as const;

/** Replaces the generated demo catalogue with the fixture catalogue, so expected lists are exact. */
export async function seedFixture(ctx: Pick<AppContext, 'database' | 'catalogue'>): Promise<void> {
  await clearCatalogue(ctx);
  const { db } = ctx.database;
  await db.insert(sports).values([
    {
      id: FX.football,
      slug: 'football-fx',
      category: 'sport',
      kind: 'match',
      icon: 'football',
      sortOrder: 1,
      names: all('Football', { de: 'Fußball', ro: 'Fotbal', es: 'Fútbol', el: 'Ποδόσφαιρο', ja: 'サッカー' }),
      slugs: all('football-fx', { de: 'fussball-fx', ro: 'fotbal-fx', es: 'futbol-fx' }),
    },
    {
      id: FX.racing,
      slug: 'horse-racing-fx',
      category: 'sport',
      kind: 'racing',
      icon: 'horse-racing',
      sortOrder: 2,
      names: all('Horse Racing', { de: 'Pferderennen' }),
      slugs: all('horse-racing-fx', { de: 'pferderennen-fx' }),
    },
    {
      id: FX.virtual,
      slug: 'virtual-football-fx',
      category: 'virtual',
      isVirtual: true,
      kind: 'match',
      icon: 'football',
      sortOrder: 3,
      names: all('Virtual Football'),
      slugs: all('virtual-football-fx'),
    },
  ]);
  await db.insert(regions).values([
    {
      id: FX.england,
      slug: 'england-fx',
      code: 'GB',
      names: all('England', { de: 'England' }),
      slugs: all('england-fx'),
    },
    {
      id: FX.romania,
      slug: 'romania-fx',
      code: 'RO',
      names: all('Romania', { ro: 'România' }),
      slugs: all('romania-fx'),
    },
  ]);
  await db.insert(competitions).values([
    {
      id: FX.premierLeague,
      sportId: FX.football,
      regionId: FX.england,
      slug: 'premier-league-fx',
      names: all('Premier League'),
      slugs: all('premier-league-fx'),
      priority: 100,
    },
    {
      id: FX.liga1,
      sportId: FX.football,
      regionId: FX.romania,
      slug: 'liga-1-fx',
      names: all('Liga 1'),
      slugs: all('liga-1-fx'),
      priority: 50,
      brands: ['touchline_ro'],
    },
    {
      id: FX.ascot,
      sportId: FX.racing,
      regionId: FX.england,
      slug: 'ascot-fx',
      names: all('Ascot'),
      slugs: all('ascot-fx'),
      priority: 10,
      format: 'racing',
    },
    {
      id: FX.virtualLeague,
      sportId: FX.virtual,
      regionId: FX.england,
      slug: 'virtual-league-fx',
      names: all('Virtual League'),
      slugs: all('virtual-league-fx'),
      priority: 1,
    },
  ]);
  const match = (
    id: number,
    competitionId: number,
    home: string,
    away: string,
    startsAt: Date,
    status: 'scheduled' | 'live' | 'ended',
    popularity: number,
  ) => ({
    id,
    sportId: FX.football,
    competitionId,
    name: `${home} v ${away}`,
    slug: `${home}-v-${away}`.toLowerCase().replaceAll(' ', '-'),
    homeTeam: home,
    awayTeam: away,
    startsAt,
    status,
    isLive: status === 'live',
    popularity,
    stats:
      status === 'scheduled'
        ? null
        : { home_scores: 1, away_scores: 0, home_set: null, away_set: null, server: null, time: "34'" },
  });
  await db.insert(events).values([
    match(FX.liveMatch, FX.premierLeague, 'Arsenal', 'Chelsea', minutes(-34), 'live', 90),
    match(FX.soonMatch, FX.premierLeague, 'Liverpool', 'Everton', minutes(30), 'scheduled', 80),
    match(FX.laterMatch, FX.premierLeague, 'Leeds', 'Fulham', minutes(300), 'scheduled', 70),
    match(FX.roOnlyLive, FX.liga1, 'Rapid', 'Dinamo', minutes(-10), 'live', 60),
    match(FX.endedMatch, FX.premierLeague, 'Brighton', 'Burnley', minutes(-200), 'ended', 50),
    {
      id: FX.soonRace,
      sportId: FX.racing,
      competitionId: FX.ascot,
      name: '14:30 Ascot',
      slug: '14-30-ascot',
      startsAt: minutes(20),
      status: 'scheduled' as const,
      popularity: 40,
    },
    {
      ...match(FX.virtualLive, FX.virtualLeague, 'Virtual United', 'Virtual City', minutes(-1), 'live', 10),
      sportId: FX.virtual,
      isVirtual: true,
    },
  ]);
  await db.insert(markets).values({
    id: FX.mainMarket,
    eventId: FX.liveMatch,
    type: 'match_result',
    names: all('Match Result', { de: 'Spielergebnis' }),
    layout: 'three_way',
    isMain: true,
  });
  await db.insert(outcomes).values([
    {
      id: 990001,
      marketId: FX.mainMarket,
      eventId: FX.liveMatch,
      names: all('Home'),
      odds: 1.5,
      code: 'home',
      sortOrder: 1,
    },
    {
      id: 990002,
      marketId: FX.mainMarket,
      eventId: FX.liveMatch,
      names: all('Draw'),
      odds: 4.2,
      code: 'draw',
      sortOrder: 2,
    },
    {
      id: 990003,
      marketId: FX.mainMarket,
      eventId: FX.liveMatch,
      names: all('Away'),
      odds: 6.5,
      code: 'away',
      sortOrder: 3,
    },
  ]);
}

/** A built index.html in small: its own title and description, an inline boot script, the root. */
export const INDEX_HTML = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic." />
    <title>Touchline Sportsbook</title>
    <script>var TouchlineBoot=1;</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

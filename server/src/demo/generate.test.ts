import { BRANDS } from '@touchline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../domain/text';
import { demoClockShift, type GeneratedCatalogue, generateCatalogue } from './generate';

/** Bookmaker id by country site, from the contract's brands. */
const BRAND_BOOKMAKERS = Object.fromEntries(BRANDS.map((b) => [b.COUNTRY, b.BOOKMAKER])) as Record<
  string,
  string
>;

const NOW = Date.UTC(2026, 0, 17, 15, 30); // a Saturday afternoon
const SEED = 20261121;
const DAY = 86_400_000;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

let full: GeneratedCatalogue;
let small: GeneratedCatalogue;
beforeAll(() => {
  full = generateCatalogue({ size: 'full', seed: SEED, now: NOW });
  small = generateCatalogue({ size: 'small', seed: SEED, now: NOW });
});

const sportSlug = (c: GeneratedCatalogue, id: number) => c.sports.find((s) => s.id === id)?.slug;
const competition = (c: GeneratedCatalogue, slug: string) => c.competitions.find((x) => x.slug === slug);

describe('entities: demo catalogue size', () => {
  it('the full catalogue has at least 30 sports, 300 competitions, 3,000 events and 100,000 outcomes', () => {
    const playable = full.sports.filter((s) => !s.isParent);
    expect(playable.length).toBeGreaterThanOrEqual(30);
    expect(new Set(full.events.map((e) => e.sportId)).size).toBeGreaterThanOrEqual(30);
    expect(full.competitions.length).toBeGreaterThanOrEqual(300);
    expect(full.events.length).toBeGreaterThanOrEqual(3000);
    expect(full.outcomes.length).toBeGreaterThanOrEqual(100_000);
  });

  it('the small (test) catalogue has a few hundred events and still every sport', () => {
    expect(small.events.length).toBeGreaterThan(150);
    expect(small.events.length).toBeLessThan(600);
    expect(new Set(small.events.map((e) => e.sportId)).size).toBe(
      new Set(full.events.map((e) => e.sportId)).size,
    );
  });

  it('the same seed and now give the same catalogue; another seed another one', () => {
    const again = generateCatalogue({ size: 'small', seed: SEED, now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(small));
    const other = generateCatalogue({ size: 'small', seed: SEED + 1, now: NOW });
    expect(other.events.map((e) => e.name)).not.toEqual(small.events.map((e) => e.name));
  });
});

describe('Sport: categories, parents, kinds', () => {
  it('has every required sport with its category', () => {
    const slugs = new Set(full.sports.map((s) => s.slug));
    for (const slug of [
      'football',
      'tennis',
      'basketball',
      'ice-hockey',
      'american-football',
      'baseball',
      'volleyball',
      'handball',
      'table-tennis',
      'darts',
      'snooker',
      'cricket',
      'rugby-union',
      'rugby-league',
      'boxing',
      'mma',
      'golf',
      'motor-racing',
      'cycling',
      'horse-racing',
      'greyhounds',
      'counter-strike-2',
      'league-of-legends',
      'dota-2',
      'valorant',
      'efootball',
      'ebasketball',
      'virtual-football',
      'virtual-horse-racing',
      'virtual-greyhounds',
      'virtual-tennis',
    ]) {
      expect(slugs, slug).toContain(slug);
    }
    const bySlug = new Map(full.sports.map((s) => [s.slug, s]));
    const esports = bySlug.get('esports');
    expect(esports?.isParent).toBe(true);
    for (const slug of [
      'counter-strike-2',
      'league-of-legends',
      'dota-2',
      'valorant',
      'efootball',
      'ebasketball',
    ]) {
      expect(bySlug.get(slug)?.category).toBe('esport');
      expect(bySlug.get(slug)?.parentId).toBe(esports?.id);
    }
    for (const slug of ['virtual-football', 'virtual-horse-racing', 'virtual-greyhounds', 'virtual-tennis']) {
      expect(bySlug.get(slug)?.category).toBe('virtual');
      expect(bySlug.get(slug)?.isVirtual).toBe(true);
    }
    expect(bySlug.get('horse-racing')?.kind).toBe('racing');
    expect(bySlug.get('greyhounds')?.kind).toBe('racing');
    expect(bySlug.get('tennis')?.kind).toBe('tennis_like');
    expect(bySlug.get('golf')?.kind).toBe('outright_only');
  });

  it('golf, motor racing and cycling have outrights only', () => {
    for (const slug of ['golf', 'motor-racing', 'cycling']) {
      const id = full.sports.find((s) => s.slug === slug)?.id;
      const events = full.events.filter((e) => e.sportId === id);
      expect(events.length, slug).toBeGreaterThan(0);
      expect(
        events.every((e) => e.homeTeam === null && e.awayTeam === null),
        slug,
      ).toBe(true);
    }
  });
});

describe('routes: names and translated slugs in all nine languages', () => {
  it('sports, regions, competitions and markets are named in every language', () => {
    const named = [...full.sports, ...full.regions, ...full.competitions];
    for (const row of named) {
      for (const lang of LANGS) expect(row.names[lang], `${row.slug} ${lang}`).toBeTruthy();
    }
    for (const market of full.markets.slice(0, 20_000)) {
      for (const lang of LANGS) expect(market.names[lang], `${market.type} ${lang}`).toBeTruthy();
    }
  });

  it('translates generic words: totals by line, Cup and Women in competition names', () => {
    const total = full.markets.find((m) => m.type === 'total' && m.line === 2.5 && m.period === null);
    expect(total?.names.en).toBe('Total Goals Over/Under 2.5');
    expect(total?.names.es).toBe('Total de goles Más/Menos de 2.5');
    expect(total?.names.de).toBe('Tore gesamt Über/Unter 2.5');
    const cup = competition(full, 'england-albion-cup');
    expect(cup?.names.es).toBe('Copa Albion');
    expect(cup?.names.el).toBe('Κύπελλο Albion');
    const women = competition(full, 'england-premiership-women');
    expect(women?.names.de).toBe('Premiership Frauen');
  });

  it('every slug is ASCII kebab-case in every language (Greek and Japanese transliterated)', () => {
    for (const row of [...full.sports, ...full.regions, ...full.competitions]) {
      for (const lang of LANGS) expect(row.slugs[lang], `${row.slug} ${lang}`).toMatch(KEBAB);
    }
    const football = full.sports.find((s) => s.slug === 'football');
    expect(football?.slugs.el).toBe('podosfairo');
    expect(football?.slugs.ja).toBe('sakka');
    expect(football?.slugs.de).toBe('fussball');
    for (const event of full.events) expect(event.slug, event.name).toMatch(KEBAB);
  });

  it('e-sports follow the spec per-language paths', () => {
    const esports = full.sports.find((s) => s.slug === 'esports');
    expect(esports?.slugs).toMatchObject({
      en: 'e-sports',
      fr: 'e-sports-fr',
      ro: 'e-sporturi',
      fi: 'e-urheilu',
      es: 'esports',
    });
  });
});

describe('kick-off times relative to now', () => {
  it('some events are under way (live candidates), many start today or tomorrow, all within the window', () => {
    const matches = full.events.filter((e) => !e.isOutright);
    const started = matches.filter((e) => (e.startsAt as Date).getTime() < NOW);
    expect(started.length).toBeGreaterThan(10);
    expect(started.every((e) => e.status === 'live')).toBe(true);
    expect(
      full.events.filter((e) => e.isLive).every((e) => e.stats !== null && e.matchSummary !== null),
    ).toBe(true);
    const soon = matches.filter((e) => {
      const t = (e.startsAt as Date).getTime();
      return t > NOW && t < NOW + 2 * DAY;
    });
    expect(soon.length).toBeGreaterThan(800);
    expect(matches.every((e) => (e.startsAt as Date).getTime() < NOW + 16 * DAY)).toBe(true);
  });

  it('season outrights are weeks ahead', () => {
    const outrights = full.events.filter((e) => e.isOutright && e.names?.en?.match(/\d{4}\/\d{2}$/));
    expect(outrights.length).toBeGreaterThan(20);
    expect(outrights.every((e) => (e.startsAt as Date).getTime() > NOW + 14 * DAY)).toBe(true);
  });
});

describe('Market: the market menu', () => {
  it('a football match has result, totals, Asian and European handicaps, BTTS, correct score, double chance and half time', () => {
    const football = full.sports.find((s) => s.slug === 'football')?.id;
    const event = full.events.find((e) => e.sportId === football && !e.isLive && !e.isOutright);
    const types = new Set(
      full.markets
        .filter((m) => m.eventId === event?.id)
        .map((m) => `${m.type}${m.period ? `:${m.period}` : ''}`),
    );
    for (const type of [
      'match_result',
      'total',
      'handicap',
      'european_handicap',
      'btts',
      'correct_score',
      'double_chance',
      'draw_no_bet',
      'match_result:1h',
    ]) {
      expect(types, type).toContain(type);
    }
    const correctScore = full.markets.find((m) => m.eventId === event?.id && m.type === 'correct_score');
    expect(full.outcomes.filter((o) => o.marketId === correctScore?.id).length).toBeGreaterThanOrEqual(20);
    expect(full.markets.some((m) => m.type === 'anytime_goalscorer')).toBe(true);
  });

  it('handicap markets have the handicap layout and outcome names like Home (-1.5) / Away (1.5)', () => {
    const market = full.markets.find((m) => m.type === 'handicap' && m.line === -1.5);
    expect(market?.layout).toBe('handicap');
    const names = full.outcomes.filter((o) => o.marketId === market?.id).map((o) => o.names.en);
    expect(names).toEqual(['Home (-1.5)', 'Away (1.5)']);
  });

  it('odds are coherent: main books carry about a 5% margin and the stronger side is shorter everywhere', () => {
    const preMatch = new Set(full.events.filter((e) => e.status === 'scheduled').map((e) => e.id));
    const main = full.markets
      .filter((m) => m.type === 'match_result' && m.isMain && preMatch.has(m.eventId))
      .slice(0, 300);
    const byMarket = new Map<number, number[]>();
    for (const o of full.outcomes) byMarket.set(o.marketId, [...(byMarket.get(o.marketId) ?? []), o.odds]);
    for (const market of main) {
      const prices = byMarket.get(market.id) ?? [];
      const book = prices.reduce((a, p) => a + 1 / p, 0);
      expect(book).toBeGreaterThan(1.02);
      expect(book).toBeLessThan(1.12);
    }
    const football = full.sports.find((s) => s.slug === 'football')?.id;
    const event = full.events.find((e) => e.sportId === football && !e.isLive && !e.isOutright);
    const markets = full.markets.filter((m) => m.eventId === event?.id);
    const odds = (type: string, code: string, line: number | null = null) => {
      const m = markets.find(
        (x) => x.type === type && x.period === null && (line === null || x.line === line),
      );
      return full.outcomes.find((o) => o.marketId === m?.id && o.code === code)?.odds ?? 0;
    };
    const homeFavourite = odds('match_result', 'home') < odds('match_result', 'away');
    expect(odds('draw_no_bet', 'home') < odds('draw_no_bet', 'away')).toBe(homeFavourite);
    expect(odds('correct_score', '1-0') < odds('correct_score', '0-1')).toBe(homeFavourite);
  });

  it('racing: a win market with each-way terms by field size, forecast and tricast pointing at the runners', () => {
    const horse = full.sports.find((s) => s.slug === 'horse-racing')?.id;
    const races = full.events.filter((e) => e.sportId === horse);
    expect(races.length).toBeGreaterThan(50);
    const raceIds = new Set(races.map((r) => r.id));
    const marketsOf = new Map<number, typeof full.markets>();
    for (const m of full.markets)
      if (raceIds.has(m.eventId)) marketsOf.set(m.eventId, [...(marketsOf.get(m.eventId) ?? []), m]);
    const outcomesOf = new Map<number, typeof full.outcomes>();
    for (const o of full.outcomes)
      if (raceIds.has(o.eventId)) outcomesOf.set(o.marketId, [...(outcomesOf.get(o.marketId) ?? []), o]);
    let checked = 0;
    for (const race of races) {
      const markets = marketsOf.get(race.id) ?? [];
      const win = markets.find((m) => m.type === 'win');
      const runners = outcomesOf.get(win?.id ?? 0) ?? [];
      if (runners.length >= 8 && runners.length < 16) expect([win?.ewPlace, win?.ewPrice]).toEqual([3, 5]);
      if (runners.length >= 5 && runners.length <= 7) expect([win?.ewPlace, win?.ewPrice]).toEqual([2, 4]);
      const forecast = markets.find((m) => m.type === 'forecast');
      if (!forecast) continue;
      const runnerIds = new Set(runners.map((r) => String(r.id)));
      for (const o of outcomesOf.get(forecast.id) ?? []) {
        expect(o.items?.length).toBe(2);
        for (const item of o.items ?? []) expect(runnerIds.has(item.id)).toBe(true);
      }
      const tricast = markets.find((m) => m.type === 'tricast');
      expect(outcomesOf.get(tricast?.id ?? 0)?.[0]?.items?.length).toBe(3);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(full.outcomes.some((o) => o.isStartingPrice && o.odds === 0)).toBe(true);
  });

  it('tennis events carry the serving player once under way', () => {
    const tennisLike = full.sports
      .filter((s) => s.slug === 'tennis' || s.slug === 'table-tennis')
      .map((s) => s.id);
    const live = [...full.events, ...small.events].filter((e) => tennisLike.includes(e.sportId) && e.isLive);
    for (const e of live) expect([1, 2]).toContain(e.stats?.server);
  });
});

describe('per-brand availability', () => {
  it('a few competitions are offered only by some brands', () => {
    expect(competition(full, 'ireland-all-ireland-championship')?.brands).toEqual([
      BRAND_BOOKMAKERS.IE,
      BRAND_BOOKMAKERS.GB,
    ]);
    expect(competition(full, 'mexico-liga-mx')?.brands).toContain(BRAND_BOOKMAKERS.MX);
    expect(competition(full, 'romania-liga-i')?.brands).toEqual([BRAND_BOOKMAKERS.RO]);
    expect(competition(full, 'brazil-brasileirao-serie-a')?.brands).toEqual([BRAND_BOOKMAKERS.BR]);
    expect(competition(full, 'germany-deutsche-oberliga')?.brands).toEqual([BRAND_BOOKMAKERS.DE]);
    expect(competition(full, 'england-premiership')?.brands).toBeNull();
    const restricted = full.competitions.filter((c) => c.brands);
    expect(restricted.length).toBeLessThan(full.competitions.length / 5);
  });

  it('brand ids are the contract bookmaker ids', () => {
    for (const [country, id] of Object.entries(BRAND_BOOKMAKERS))
      expect(id).toBe(`touchline_${country.toLowerCase()}`);
  });
});

describe('plausible names', () => {
  it('teams are unique within a sport and look like clubs', () => {
    const football = full.sports.find((s) => s.slug === 'football')?.id;
    const names = full.participants.filter((p) => p.sportId === football).map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((n) => / (United|City|Rovers|FC|CF)$|^(Real|FC|AC) /.test(n))).toBe(true);
    expect(sportSlug(full, full.events[0]?.sportId ?? 0)).toBeTruthy();
  });
});

describe('entities: the demo clock', () => {
  const REAL = Date.UTC(2026, 10, 27, 12, 0);
  const at = (clock: string) =>
    generateCatalogue({ size: 'small', seed: SEED, now: REAL, shift: demoClockShift(REAL, clock) });

  it('a shift is the nearest moment the demo clock reads the wanted time, within twelve hours', () => {
    expect(demoClockShift(REAL, '12:00')).toBe(0);
    expect(demoClockShift(REAL, '15:30')).toBe(3.5 * 3_600_000);
    expect(demoClockShift(REAL, '03:00')).toBe(-9 * 3_600_000);
    expect(demoClockShift(REAL, '23:59')).toBe((11 * 60 + 59) * 60_000);
    expect(demoClockShift(REAL, '00:30')).toBe(-11.5 * 3_600_000);
  });

  it('league kick-offs of a catalogue whose demo clock reads another hour are those of that hour, moved to now', () => {
    const shift = demoClockShift(REAL, '04:30');
    const shifted = generateCatalogue({ size: 'small', seed: SEED, now: REAL, shift });
    const native = generateCatalogue({ size: 'small', seed: SEED, now: REAL + shift });
    const leagues = (c: GeneratedCatalogue) =>
      new Set(c.competitions.filter((x) => x.format === 'league').map((x) => x.id));
    const starts = (c: GeneratedCatalogue, offset: number) =>
      c.events
        .filter((e) => leagues(c).has(e.competitionId) && !e.isOutright && !e.isLive)
        .map((e) => new Date(e.startsAt as Date).getTime() + offset)
        .sort((a, b) => a - b);
    const moved = starts(shifted, shift);
    const seen = new Set(starts(native, 0));
    expect(moved.length).toBeGreaterThan(20);
    // Matches under way at the start are drawn apart from the schedule, so a few differ.
    expect(moved.filter((t) => seen.has(t)).length).toBeGreaterThan(moved.length * 0.95);
  });

  it('at every hour of the day every brand starts with a live match of each sport, early in its course', () => {
    for (let hour = 1; hour < 24; hour += 3) {
      const clock = `${String(hour).padStart(2, '0')}:15`;
      const c = at(clock);
      const everyBrand = new Set(c.competitions.filter((x) => !x.brands).map((x) => x.id));
      const live = c.events.filter((e) => e.isLive && !e.isOutright && everyBrand.has(e.competitionId));
      const liveSports = new Set(live.map((e) => e.sportId));
      const played = c.sports.filter(
        (s) => s.category !== 'virtual' && !['horse-racing', 'greyhounds'].includes(s.slug),
      );
      const football = played.find((s) => s.slug === 'football');
      expect(liveSports.has(football?.id as number), clock).toBe(true);
      expect(liveSports.size, clock).toBeGreaterThanOrEqual(20);
    }
  });

  it('at every hour of the day every brand has priced races still to run in each racing sport', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const clock = `${String(hour).padStart(2, '0')}:40`;
      const c = at(clock);
      const everyBrand = new Set(c.competitions.filter((x) => !x.brands).map((x) => x.id));
      const withForecast = new Set(c.markets.filter((m) => m.type === 'forecast').map((m) => m.eventId));
      for (const slug of ['horse-racing', 'greyhounds']) {
        const sport = c.sports.find((s) => s.slug === slug)?.id;
        const toCome = c.events.filter(
          (e) =>
            e.sportId === sport &&
            everyBrand.has(e.competitionId) &&
            (e.startsAt as Date).getTime() > REAL + 10 * 60_000 &&
            (e.startsAt as Date).getTime() < REAL + 3 * 3_600_000 &&
            withForecast.has(e.id),
        );
        expect(toCome.length, `${slug} at ${clock}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

/**
 * The tips service's writer: one tip per fixture, chosen from the
 * event's current prices, with a reason that only restates what the prices say.
 *
 * Pure: no I/O.
 */
import { formatOdds } from '@touchline/betting';
import type { Language, OddsFormat } from '@touchline/contract';
import { fill, TIP_TEXTS, type TipKind } from './texts';

export interface TipOutcome {
  code: string | null;
  odds: number;
  /** English name, the key /v1/tips/process finds the outcome by ('Home', 'Over 2.5'). */
  nameEn: string;
  handicap: number | null;
}

export interface TipMarket {
  type: string;
  period: string | null;
  line: number | null;
  suspended: boolean;
  outcomes: TipOutcome[];
}

export interface TipFixture {
  homeTeam: string;
  awayTeam: string;
  markets: TipMarket[];
}

export interface GeneratedTip {
  kind: TipKind;
  marketType: string;
  outcomeName: string;
  odds: number;
  text: string;
}

/** Prices a tip may name: shorter is no tip, longer is a long shot (Tips carousel). */
export const TIP_MIN_ODDS = 1.3;
export const TIP_MAX_ODDS = 3.5;
const STRONG = 0.6;
const FAVOURITE = 0.42;
const LEANS = 0.55;
/** At the main line a total is near even; a few points past it is already a lean. */
const TOTAL_LEANS = 0.52;

interface Candidate {
  kind: TipKind;
  market: TipMarket;
  outcome: TipOutcome;
  values: Record<string, string>;
}

const implied = (odds: number) => 1 / odds;
const pct = (odds: number) => String(Math.round(100 / odds));
const open = (markets: readonly TipMarket[], type: string) =>
  markets.filter((m) => m.type === type && m.period === null && !m.suspended);
const byCode = (market: TipMarket | undefined, code: string) =>
  market?.outcomes.find((o) => o.code === code && o.odds > 1);
const signed = (line: number) => (line > 0 ? `+${line}` : String(line));
const isHalfLine = (line: number | null): line is number =>
  line !== null && Number.isInteger(line * 2) && !Number.isInteger(line);

/** Of several lines of a market, the one priced closest to even. */
function mainLine(markets: readonly TipMarket[]): TipMarket | undefined {
  let best: { market: TipMarket; spread: number } | undefined;
  for (const market of markets) {
    const prices = market.outcomes.map((o) => o.odds).filter((o) => o > 1);
    if (prices.length < 2) continue;
    const spread = Math.max(...prices) / Math.min(...prices);
    if (!best || spread < best.spread) best = { market, spread };
  }
  return best?.market;
}

function candidates(fixture: TipFixture, price: (odds: number) => string): Candidate[] {
  const out: Candidate[] = [];
  const result = open(fixture.markets, 'match_result')[0] ?? open(fixture.markets, 'match_winner')[0];
  const home = byCode(result, 'home');
  const away = byCode(result, 'away');
  if (result && home && away) {
    const homeFavourite = home.odds <= away.odds;
    const [fav, dog] = homeFavourite ? [home, away] : [away, home];
    const [team, other] = homeFavourite
      ? [fixture.homeTeam, fixture.awayTeam]
      : [fixture.awayTeam, fixture.homeTeam];
    const p = implied(fav.odds);
    if (p >= STRONG) {
      out.push({
        kind: 'strong_favourite',
        market: result,
        outcome: fav,
        values: { team, odds: price(fav.odds), pct: pct(fav.odds) },
      });
    } else if (p >= FAVOURITE) {
      out.push({
        kind: 'favourite',
        market: result,
        outcome: fav,
        values: { team, other, odds: price(fav.odds), pct: pct(fav.odds), other_odds: price(dog.odds) },
      });
    } else if (result.type === 'match_result') {
      const doubleChance = byCode(open(fixture.markets, 'double_chance')[0], homeFavourite ? '1X' : 'X2');
      const market = open(fixture.markets, 'double_chance')[0];
      if (doubleChance && market) {
        out.push({
          kind: 'close_call',
          market,
          outcome: doubleChance,
          values: {
            team,
            home: fixture.homeTeam,
            away: fixture.awayTeam,
            home_odds: price(home.odds),
            away_odds: price(away.odds),
            odds: price(doubleChance.odds),
          },
        });
      }
    }
  }
  // Only the main line (priced closest to even) says which way the market leans on the total.
  const total = mainLine(open(fixture.markets, 'total').filter((m) => isHalfLine(m.line)));
  for (const code of ['over', 'under'] as const) {
    const outcome = byCode(total, code);
    if (!total || !outcome || implied(outcome.odds) < TOTAL_LEANS) continue;
    out.push({
      kind: code,
      market: total,
      outcome,
      values: { line: String(total.line), odds: price(outcome.odds), pct: pct(outcome.odds) },
    });
  }
  const yes = byCode(open(fixture.markets, 'btts')[0], 'yes');
  const btts = open(fixture.markets, 'btts')[0];
  if (btts && yes && implied(yes.odds) >= LEANS) {
    out.push({
      kind: 'btts',
      market: btts,
      outcome: yes,
      values: { odds: price(yes.odds), pct: pct(yes.odds) },
    });
  }
  if (home && away) {
    const main = mainLine(
      open(fixture.markets, 'handicap').filter((m) => m.outcomes.every((o) => isHalfLine(o.handicap))),
    );
    const favouriteCode = home.odds <= away.odds ? 'home' : 'away';
    const cover = byCode(main, favouriteCode);
    if (main && cover && cover.handicap !== null && cover.handicap < 0) {
      out.push({
        kind: 'spread',
        market: main,
        outcome: cover,
        values: {
          team: favouriteCode === 'home' ? fixture.homeTeam : fixture.awayTeam,
          line: signed(cover.handicap),
          odds: price(cover.odds),
          pct: pct(cover.odds),
        },
      });
    }
  }
  return out;
}

/**
 * The tip of a fixture: of the selections the prices lean to, the
 * likeliest one priced between TIP_MIN_ODDS and TIP_MAX_ODDS, with its reason in the language; null
 * when none qualifies.
 */
export function generateTip(
  fixture: TipFixture,
  lang: Language,
  oddsFormat: OddsFormat,
): GeneratedTip | null {
  const price = (odds: number) => formatOdds(odds, oddsFormat);
  let best: Candidate | undefined;
  for (const candidate of candidates(fixture, price)) {
    const odds = candidate.outcome.odds;
    if (odds < TIP_MIN_ODDS || odds > TIP_MAX_ODDS) continue;
    if (!best || odds < best.outcome.odds) best = candidate;
  }
  if (!best) return null;
  return {
    kind: best.kind,
    marketType: best.market.type,
    outcomeName: best.outcome.nameEn,
    odds: best.outcome.odds,
    text: fill(TIP_TEXTS[lang][best.kind], best.values),
  };
}

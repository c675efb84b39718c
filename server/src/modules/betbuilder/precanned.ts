/**
 * Popular ready-made bet builder combinations of an event (Bet builder
 * state precannedId / precannedLoading). A combination's id carries its outcome ids, so calculate and
 * submit can price it again without stored state: '{template}:{outcomeId}.{outcomeId}'.
 *
 * Pure: no I/O.
 */
import type { QuotedMarket, QuotedOutcome, ScoreFamily } from '../../pricing/score-model';

export interface PrecannedCombo {
  id: string;
  template: string;
  outcomeIds: string[];
}

const ID_PATTERN = /^([a-z_]+):(\d+(?:\.\d+)+)$/;

/** The id of a combination (see the module comment). */
export const precannedId = (template: string, outcomeIds: readonly string[]): string =>
  `${template}:${outcomeIds.join('.')}`;

/** Reads a combination id back; null when it is not one. */
export function parsePrecannedId(id: string): PrecannedCombo | null {
  const match = ID_PATTERN.exec(id);
  if (!match?.[1] || !match[2]) return null;
  return { id, template: match[1], outcomeIds: match[2].split('.') };
}

const isHalfLine = (line: number | null): line is number =>
  line !== null && Number.isInteger(line * 2) && !Number.isInteger(line);

/** Of several lines of one market type, the one priced closest to even (the main line). */
function mainLine(markets: readonly QuotedMarket[], type: string): QuotedMarket | undefined {
  let best: { market: QuotedMarket; spread: number } | undefined;
  for (const market of markets) {
    if (market.type !== type || market.period !== null) continue;
    const lines = market.outcomes.map((o) => (type === 'handicap' ? o.handicap : market.line));
    if (!lines.every(isHalfLine)) continue;
    const prices = market.outcomes.map((o) => o.odds).filter((o) => o > 1);
    if (prices.length < 2) continue;
    const spread = Math.max(...prices) / Math.min(...prices);
    if (!best || spread < best.spread) best = { market, spread };
  }
  return best?.market;
}

const outcome = (market: QuotedMarket | undefined, code: string): QuotedOutcome | undefined =>
  market?.outcomes.find((o) => o.code === code && o.odds > 1);

/**
 * Candidate combinations of an event, most popular first: the favourite with the goals (or points)
 * line, both teams to score, the draw with few goals; for points sports the spread with the total.
 * The caller prices them and keeps those that combine.
 */
export function precannedCombos(family: ScoreFamily, markets: readonly QuotedMarket[]): PrecannedCombo[] {
  const result =
    markets.find((m) => m.type === 'match_result' && m.period === null) ??
    markets.find((m) => m.type === 'match_winner' && m.period === null);
  const home = outcome(result, 'home');
  const away = outcome(result, 'away');
  if (!home || !away) return [];
  const favouriteSide = home.odds <= away.odds ? 'home' : 'away';
  const favourite = favouriteSide === 'home' ? home : away;
  const underdog = favouriteSide === 'home' ? away : home;
  const total = mainLine(markets, 'total');
  const over = outcome(total, 'over');
  const under = outcome(total, 'under');
  const btts = markets.find((m) => m.type === 'btts' && m.period === null);
  const bttsYes = outcome(btts, 'yes');
  const bttsNo = outcome(btts, 'no');
  const draw = result?.type === 'match_result' ? outcome(result, 'draw') : undefined;
  const spread = mainLine(markets, 'handicap');
  const favouriteCover = outcome(spread, favouriteSide);

  const pairs: Array<[string, Array<QuotedOutcome | undefined>]> =
    family === 'goals'
      ? [
          ['favourite_over', [favourite, over]],
          ['btts_over', [bttsYes, over]],
          ['favourite_clean_sheet', [favourite, bttsNo]],
          ['draw_under', [draw, under]],
          ['underdog_btts', [underdog, bttsYes]],
        ]
      : [
          ['favourite_over', [favourite, over]],
          ['favourite_under', [favourite, under]],
          ['underdog_over', [underdog, over]],
          ['favourite_cover_over', [favouriteCover, over]],
        ];
  const combos: PrecannedCombo[] = [];
  for (const [template, picks] of pairs) {
    if (!picks.every((p): p is QuotedOutcome => p !== undefined)) continue;
    const outcomeIds = picks.map((p) => p.id);
    combos.push({ id: precannedId(template, outcomeIds), template, outcomeIds });
  }
  return combos;
}

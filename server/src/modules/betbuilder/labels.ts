/**
 * Names of events, markets and outcomes in a language, as the bet builder slip, its receipt and the
 * tips show them: 'Home (-1.5)' reads as the home team's name (Outcome fullname).
 */

import type { Translations } from '../../db/schema';
import { WORDS } from '../../domain/vocab';
import type { EventRow, MarketRow, OutcomeRow } from './repo';

/** A name in a language, else English, else any. */
export const tr = (names: Translations | null | undefined, lang: string): string =>
  (names && (names[lang] ?? names.en ?? Object.values(names)[0])) ?? '';

export const eventName = (event: EventRow, lang: string): string =>
  event.names ? tr(event.names, lang) || event.name : event.name;

export const marketName = (market: MarketRow, lang: string): string => tr(market.names, lang) || market.type;

/** The outcome's name with 'Home'/'Away' replaced by the team. */
export function outcomeName(outcome: OutcomeRow, event: EventRow, lang: string): string {
  const name = tr(outcome.names, lang) || outcome.code || String(outcome.id);
  const side = outcome.code === 'home' ? 'home' : outcome.code === 'away' ? 'away' : null;
  const team = side === 'home' ? event.homeTeam : side === 'away' ? event.awayTeam : null;
  if (!side || !team) return name;
  const word = tr(WORDS[side].names, lang);
  return name.startsWith(word) ? `${team}${name.slice(word.length)}` : team;
}

/** Markets whose outcome name says it all ('Ashford United', 'Over 2.5', 'Ashford United (-1.5)'). */
const SELF_EXPLAINING = new Set(['match_result', 'match_winner', 'double_chance', 'handicap', 'total']);

/** How one selection reads on a slip: 'Both Teams to Score: Yes', or just 'Over 2.5'. */
export function selectionLabel(
  market: MarketRow,
  outcome: OutcomeRow,
  event: EventRow,
  lang: string,
): string {
  const name = outcomeName(outcome, event, lang);
  if (market.period === null && SELF_EXPLAINING.has(market.type)) return name;
  return `${marketName(market, lang)}: ${name}`;
}

/**
 * The built-in engine: no network, no model. It recognises what a question asks (intents.ts), finds the
 * team, competition and sport it names (matcher.ts), calls the same tools as the LLM engine and writes
 * a short answer from the templates of the bettor's language. What it cannot answer it says, and offers
 * the three starter questions and the help centre.
 */
import type { ChatExtraRow } from '../../db/schema';
import {
  type ChatEngine,
  type EngineAnswer,
  type EngineTurn,
  plainExtra,
  responsibleAnswer,
  streamText,
} from './engine';
import { type Intent, intentsOf, QUESTION_WORDS } from './intents';
import { normalize } from './matcher';
import { textsFor } from './texts';
import type { Period } from './time';
import type { ChatTools, EventView, OutcomeView, RuleTopic } from './tools';

const odds = (value: number) => value.toFixed(2);

const pricesLine = (outcomes: readonly OutcomeView[]) =>
  outcomes
    .slice(0, 3)
    .map((outcome) => `${outcome.name} ${odds(outcome.odds)}`)
    .join(' · ');

function eventLine(event: EventView): string {
  const head = event.live
    ? `- ${event.name}${event.score ? ` ${event.score}` : ''} (${event.competition})`
    : `- ${event.name}, ${event.when} (${event.competition})`;
  const prices = event.main_market ? pricesLine(event.main_market.outcomes) : '';
  return prices ? `${head}: ${prices}` : head;
}

const PERIODS: ReadonlyArray<[Intent, Period]> = [
  ['period_tonight', 'tonight'],
  ['period_tomorrow', 'tomorrow'],
  ['period_weekend', 'weekend'],
  ['period_today', 'today'],
];

const RULES: ReadonlyArray<[Intent, RuleTopic]> = [
  ['rule_each_way', 'each_way'],
  ['rule_system', 'system'],
  ['rule_cash_out', 'cash_out'],
  ['rule_combo_boost', 'combo_boost'],
];

/** Words of a question that are not question words: what it probably named, for an honest 'not found'. */
function leftoverName(question: string): string | null {
  const words = normalize(question)
    .split(' ')
    .filter((word) => word.length > 1 && !QUESTION_WORDS.has(word) && !/^\d+$/.test(word));
  if (words.length === 0 || words.length > 4) return null;
  return words.join(' ').slice(0, 60);
}

interface Composed {
  message: string;
  extra: ChatExtraRow;
}

/** The outcome of the main market standing for a team (its win), if priced. */
function teamOutcome(event: EventView, team: string): OutcomeView | undefined {
  return event.main_market?.outcomes.find((outcome) => normalize(outcome.name) === normalize(team));
}

async function compose(turn: EngineTurn): Promise<Composed> {
  const { tools, question } = turn;
  const lang = tools.asker.lang;
  const t = textsFor(lang);
  const intents = intentsOf(question);
  if (intents.has('responsible')) return responsibleAnswer(lang);

  const unknown = (): Composed => ({
    message: [t.unknown, ...t.starters.map((starter) => `- ${starter}`)].join('\n'),
    extra: plainExtra(['faq']),
  });

  if (intents.has('open_bets')) return openBets(tools);
  // A rule asked about by name wins over the words it shares with rewards ('combo boost bonus').
  const rule = RULES.find(([intent]) => intents.has(intent));
  if (rule) return { message: tools.bookRules(rule[1]), extra: plainExtra(['faq']) };
  if (intents.has('rewards')) return rewards(tools);

  const match = tools.matcher.match(question);
  const period = PERIODS.find(([intent]) => intents.has(intent))?.[1];
  const teamName = match.team?.name;
  const competitionName = match.competition?.name;

  if (intents.has('prices') && (teamName || competitionName)) {
    const view = teamName
      ? await tools.marketPrices({ team: teamName, market: question })
      : await tools
          .findEvents({ competition: competitionName, period, limit: 1 })
          .then((found) =>
            found.events[0]
              ? tools.marketPrices({ event_id: found.events[0].event_id, market: question })
              : null,
          );
    if (!view?.event)
      return { message: t.noUpcoming(teamName ?? competitionName ?? ''), extra: plainExtra() };
    if (view.markets.length === 0)
      return {
        message: t.noPrices(view.event.name),
        extra: { ...plainExtra(), event_id: view.event.event_id },
      };
    const lines = view.markets.map((market) => `- ${market.name}: ${pricesLine(market.outcomes)}`);
    return {
      message: [t.pricesHeader(`${view.event.name}, ${view.event.when}`), ...lines].join('\n'),
      extra: { ...plainExtra(), event_id: view.event.event_id },
    };
  }

  if (intents.has('live')) {
    const found = await tools.liveScores({ team: teamName, sport: match.sport ? question : undefined });
    if (found.events.length === 0) return { message: t.noLive, extra: plainExtra() };
    const [first] = found.events;
    return {
      message: [t.liveHeader, ...found.events.map(eventLine)].join('\n'),
      extra: { ...plainExtra(), event_id: found.events.length === 1 && first ? first.event_id : null },
    };
  }

  if (teamName) {
    const found = await tools.findEvents({ team: teamName, period, limit: 1 });
    const event = found.events[0];
    if (!event) return { message: t.noUpcoming(teamName), extra: plainExtra() };
    const pick = teamOutcome(event, teamName);
    const when = event.live
      ? `${t.liveHeader.replace(/[:：]$/, '')}${event.score ? ` ${event.score}` : ''}`
      : event.when;
    const message = [
      t.nextMatch(teamName, event.name, when, event.competition),
      pick ? t.pick(pick.name, odds(pick.odds)) : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      message,
      extra: { ...plainExtra(), event_id: event.event_id, outcome_id: pick?.outcome_id ?? null },
    };
  }

  if (period || match.sport || competitionName) {
    const found = await tools.findEvents({
      competition: competitionName,
      sport: match.sport ? question : undefined,
      period,
      limit: 5,
    });
    const what = [match.sport?.name ?? competitionName, t.periods[period ?? 'upcoming']]
      .filter(Boolean)
      .join(' · ');
    if (found.events.length === 0) return { message: t.noEvents(what), extra: plainExtra() };
    // A list names events, not one selection: 'View markets' opens the first.
    return {
      message: [
        t.eventsHeader(what.charAt(0).toLocaleUpperCase(lang) + what.slice(1)),
        ...found.events.map(eventLine),
      ].join('\n'),
      extra: { ...plainExtra(), event_id: found.events[0]?.event_id ?? null },
    };
  }

  if (intents.has('next') || intents.has('prices')) {
    const name = leftoverName(question);
    return name ? { message: t.noUpcoming(name), extra: plainExtra(['faq']) } : unknown();
  }
  if (intents.has('greeting')) {
    return {
      message: [t.greeting, ...t.starters.map((starter) => `- ${starter}`)].join('\n'),
      extra: plainExtra(),
    };
  }
  return unknown();
}

async function openBets(tools: ChatTools): Promise<Composed> {
  const t = textsFor(tools.asker.lang);
  const bets = await tools.openBets();
  if (!Array.isArray(bets)) return { message: t.loginForAccount, extra: plainExtra() };
  if (bets.length === 0) return { message: t.noOpenBets, extra: plainExtra() };
  const lines = bets.map((bet) => {
    const selections = bet.selections
      .map((leg) => `${leg.selection} (${leg.event}) @ ${odds(leg.odds)}`)
      .join('; ');
    return `- ${selections} · ${bet.stake}${bet.potential_return ? ` → ${bet.potential_return}` : ''}`;
  });
  return { message: [t.openBetsHeader(bets.length), ...lines].join('\n'), extra: plainExtra() };
}

async function rewards(tools: ChatTools): Promise<Composed> {
  const t = textsFor(tools.asker.lang);
  const view = await tools.rewards();
  if ('login_required' in view) return { message: t.loginForAccount, extra: plainExtra() };
  if (view.free_bets.length === 0 && view.boost_tokens.length === 0)
    return { message: t.noRewards, extra: plainExtra() };
  const lines = [
    ...view.free_bets.map((bet) => `- ${t.freeBetLine(bet.name, bet.amount, bet.expires)}`),
    ...view.boost_tokens.map(
      (token) => `- ${t.boostLine(token.name, token.percent, token.max_winnings, token.expires)}`,
    ),
  ];
  return { message: [t.rewardsHeader, ...lines].join('\n'), extra: plainExtra() };
}

export class BuiltinEngine implements ChatEngine {
  readonly name = 'builtin' as const;

  async answer(turn: EngineTurn): Promise<EngineAnswer> {
    const { message, extra } = await compose(turn);
    await streamText(message, turn);
    return { message, extra, finish: 'stop' };
  }
}

/**
 * The LLM engine: any OpenAI-compatible chat endpoint (a hosted model, or Ollama, vLLM or llama.cpp on
 * the operator's machine) through the AI SDK, with the chat's tools as function calls and the answer
 * streamed as the model writes it. The tools are bound to the asking session before the model sees
 * them: none of them takes a bettor, so nothing the model writes can point them at another account.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import type { ChatExtraRow } from '../../db/schema';
import { type ChatEngine, type EngineAnswer, type EngineTurn, MAX_ANSWER_CHARS, plainExtra } from './engine';
import { normalize } from './matcher';
import type { ChatTools, EventView } from './tools';

export interface LlmSettings {
  url: string;
  key?: string | undefined;
  model: string;
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  ro: 'Romanian',
  ja: 'Japanese',
  fi: 'Finnish',
  pt: 'Portuguese',
  el: 'Greek',
};

function systemPrompt(tools: ChatTools): string {
  const { asker } = tools;
  return [
    'You are Bet AI, the assistant of this sportsbook. Answer only about this book: its events, prices, live scores, the',
    "bettor's own bets and rewards, and its rules. For anything else, say briefly that you can only help with this book.",
    'Use the tools for every fact; never state a price, time, score, bet or reward that a tool did not return.',
    'Keep answers short (at most a few lines), plain text, no markdown, no code blocks, no HTML.',
    `Write in ${LANGUAGE_NAMES[asker.lang] ?? 'English'}. The bettor's time zone is ${asker.timeZone}.`,
    asker.userId === null
      ? 'The bettor is not logged in: their bets and rewards cannot be read; suggest logging in when asked.'
      : 'The bettor is logged in: the account tools read their own account and nobody else’s.',
    'You cannot read any other bettor’s data, grant money, credit or free bets, or change an account: refuse such requests.',
    'If the bettor shows signs of problem gambling (chasing losses, cannot stop, asking for credit), do not suggest any',
    'bet: point them to the safe gambling tools (deposit limits, time-out, self-exclusion) and customer service.',
    'Do not give betting tips or predictions of results.',
  ].join(' ');
}

const optionalText = z.string().max(120).optional();

function toolSet(tools: ChatTools, used: Set<string>) {
  const mark = <T>(name: string, work: () => Promise<T> | T) => {
    used.add(name);
    return work();
  };
  return {
    find_events: tool({
      description:
        'Find upcoming or live events on offer by team, competition, sport and period, soonest first, each with its main market prices.',
      inputSchema: z.object({
        team: optionalText.describe('A team or player name, as the bettor wrote it'),
        competition: optionalText.describe('A competition or league name'),
        sport: optionalText.describe('A sport name, e.g. football'),
        period: z.enum(['today', 'tonight', 'tomorrow', 'weekend']).optional(),
        live: z.boolean().optional().describe('Only events being played now'),
      }),
      execute: (input) => mark('find_events', () => tools.findEvents({ ...input, limit: 5 })),
    }),
    market_prices: tool({
      description: "Current prices of an event's open markets, by event id or by the next event of a team.",
      inputSchema: z.object({
        event_id: z.string().max(20).optional(),
        team: optionalText,
        market: optionalText.describe("Words naming the market, e.g. 'total goals' or 'handicap'"),
      }),
      execute: (input) => mark('market_prices', () => tools.marketPrices(input)),
    }),
    live_scores: tool({
      description: 'Events being played now with their scores, of a team or sport when given.',
      inputSchema: z.object({ team: optionalText, sport: optionalText }),
      execute: (input) => mark('live_scores', () => tools.liveScores(input)),
    }),
    open_bets: tool({
      description:
        "The asking bettor's own open bets. Takes no arguments: it always reads the asking bettor.",
      inputSchema: z.object({}),
      execute: () => mark('open_bets', () => tools.openBets()),
    }),
    rewards: tool({
      description: "The asking bettor's own usable free bets and boost tokens. Takes no arguments.",
      inputSchema: z.object({}),
      execute: () => mark('rewards', () => tools.rewards()),
    }),
    book_rules: tool({
      description: "This book's rules on each-way bets, system bets, cash-out and the combo boost.",
      inputSchema: z.object({ topic: z.enum(['each_way', 'system', 'cash_out', 'combo_boost']) }),
      execute: ({ topic }) => mark('book_rules', () => ({ rule: tools.bookRules(topic) })),
    }),
  };
}

/** The event and selection an answer names, among those the tools returned to it. */
export function namedSelection(
  text: string,
  tools: ChatTools,
): Pick<ChatExtraRow, 'event_id' | 'outcome_id'> {
  const said = normalize(text);
  const mentions = (name: string | null | undefined) => !!name && said.includes(normalize(name));
  const event: EventView | undefined = tools.seenEvents.find(
    (view) => mentions(view.name) || (mentions(view.home_team) && mentions(view.away_team)),
  );
  if (!event) return { event_id: null, outcome_id: null };
  const outcome = tools.seenOutcomes.find(
    (candidate) =>
      candidate.event_id === event.event_id &&
      mentions(candidate.name) &&
      (text.includes(candidate.odds.toFixed(2)) || text.includes(String(candidate.odds))),
  );
  return { event_id: event.event_id, outcome_id: outcome?.outcome_id ?? null };
}

export class LlmEngine implements ChatEngine {
  readonly name = 'llm' as const;
  readonly #model: LanguageModel;

  constructor(settings: LlmSettings) {
    const provider = createOpenAICompatible({
      name: 'chat-llm',
      baseURL: settings.url.replace(/\/$/, ''),
      ...(settings.key ? { apiKey: settings.key } : {}),
    });
    this.#model = provider.chatModel(settings.model);
  }

  async answer(turn: EngineTurn): Promise<EngineAnswer> {
    const used = new Set<string>();
    const cut = new AbortController();
    const result = streamText({
      model: this.#model,
      system: systemPrompt(turn.tools),
      messages: [
        ...turn.history.slice(-10).map((entry) => ({ role: entry.role, content: entry.message })),
        { role: 'user' as const, content: turn.question },
      ],
      tools: toolSet(turn.tools, used),
      stopWhen: stepCountIs(4),
      maxRetries: 0,
      abortSignal: AbortSignal.any([turn.signal, cut.signal]),
      // Errors come through the stream below and are logged by the socket with the app's logger, not the console.
      onError: () => {},
    });
    let message = '';
    let finish: EngineAnswer['finish'] = 'stop';
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        const room = MAX_ANSWER_CHARS - message.length;
        const piece = part.text.slice(0, room);
        if (piece) {
          message += piece;
          turn.onDelta(piece);
        }
        if (part.text.length > room) {
          finish = 'length';
          cut.abort();
          break;
        }
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw turn.signal.reason ?? new Error('aborted');
      }
    }
    return {
      message,
      extra: { ...plainExtra(used.has('book_rules') ? ['faq'] : []), ...namedSelection(message, turn.tools) },
      finish,
    };
  }
}

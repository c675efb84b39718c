/**
 * Bet AI's sessions: starting or resuming one (bound to the bettor once logged in, to its uuid for a
 * guest), asking a question in it (the guest limit, the rate limits, the responsible-gambling guard,
 * the engine's streamed answer, the stored history) and ending a bettor's sessions at logout.
 */
import { randomUUID } from 'node:crypto';
import type { ChatError, ChatMessage, ChatNotification, Language } from '@touchline/contract';
import { Language as LanguageSchema } from '@touchline/contract';
import { Counter, Histogram } from 'prom-client';
import { BRANDS, type BrandDefinition } from '../../brands';
import type { AppContext } from '../../context';
import type { ChatExtraRow } from '../../db/schema';
import { BuiltinEngine } from './builtin';
import { type ChatEngine, type EngineAnswer, responsibleAnswer } from './engine';
import { isResponsibleGamblingSignal, QUESTION_WORDS } from './intents';
import { LlmEngine } from './llm';
import { CatalogueMatcher } from './matcher';
import { type ChatLimits, ChatRateLimits } from './rate-limit';
import {
  activeRewardsOf,
  type ConversationRow,
  catalogueNames,
  countQuestions,
  deleteConversationsOf,
  deleteIdleGuestConversations,
  findConversation,
  insertConversation,
  insertMessage,
  listMessages,
  liveEventsOfBettorsTeams,
  type MessageRow,
  updateConversation,
} from './repo';
import { LOCALES, textsFor } from './texts';
import { isTimeZone } from './time';
import { type Asker, ChatTools } from './tools';

/** Questions a guest may ask in a session before logging in. */
export const GUEST_QUESTIONS = 3;
/** How long the built-in engine may take; the LLM's is CHAT_LLM_TIMEOUT_MS. */
const BUILTIN_TIMEOUT_MS = 10_000;
/** A guest's session unused for this long is deleted with its messages. */
export const GUEST_RETENTION_MS = 30 * 24 * 3_600_000;
/** How often one server process sweeps idle guest sessions (on a session start). */
const SWEEP_EVERY_MS = 3_600_000;
/** A free bet expiring within this time is worth a notification. */
const EXPIRY_NOTICE_MS = 48 * 3_600_000;

/** Each brand's home time zone, for bettors whose widget did not say theirs. */
const BRAND_ZONES: Record<string, string> = {
  IE: 'Europe/Dublin',
  GB: 'Europe/London',
  RO: 'Europe/Bucharest',
  US: 'America/New_York',
  GR: 'Europe/Athens',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  DE: 'Europe/Berlin',
};

export const chatOffered = (brand: BrandDefinition): boolean => brand.operator.chatbot_enabled;

export const brandOf = (bookmaker: string): BrandDefinition | undefined =>
  BRANDS.find((brand) => brand.BOOKMAKER === bookmaker);

export type ChatErrorCode = ChatError['code'];

/** A refusal the socket turns into a chat_error. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const wireMessages = (rows: readonly MessageRow[]): ChatMessage[] =>
  rows.map((row) => ({
    role: row.role,
    message: row.message,
    extra: row.role === 'assistant' ? row.extra : null,
  }));

/** Who holds a socket or calls a route: the bettor's user id, or null for a guest. */
export interface Holder {
  userId: number | null;
}

/** Whether a holder may use a conversation: a guest's is anyone's who has its uuid, a bettor's only theirs. */
export const mayUse = (conversation: ConversationRow, holder: Holder): boolean =>
  conversation.userId === null || conversation.userId === holder.userId;

/** Text a question may hold: NUL and other control characters (but line breaks and tabs) are dropped. */
export const cleanQuestion = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();

export interface AskCallbacks {
  onDelta(content: string): void;
}

export interface AskOutcome {
  messages: ChatMessage[];
  finish: EngineAnswer['finish'];
}

export class ChatService {
  readonly #ctx: AppContext;
  readonly #engine: ChatEngine;
  readonly #timeoutMs: number;
  readonly limits: ChatRateLimits;
  /** Fuzzy matchers by brand and language, dropped whenever the catalogue changes. */
  readonly #matchers = new Map<string, Promise<CatalogueMatcher>>();
  #sweptAt = Number.NEGATIVE_INFINITY;
  /** Answers given and questions refused, and how long answers take, at GET /metrics. */
  readonly #answered: Counter<'engine' | 'finish'>;
  readonly #refused: Counter<'code'>;
  readonly #duration: Histogram<'engine'>;

  constructor(ctx: AppContext, options: { engine?: ChatEngine; limits?: ChatLimits } = {}) {
    this.#ctx = ctx;
    const { config } = ctx;
    this.#engine =
      options.engine ??
      (config.CHAT_LLM_URL
        ? new LlmEngine({ url: config.CHAT_LLM_URL, key: config.CHAT_LLM_KEY, model: config.CHAT_LLM_MODEL })
        : new BuiltinEngine());
    this.#timeoutMs = this.#engine.name === 'llm' ? config.CHAT_LLM_TIMEOUT_MS : BUILTIN_TIMEOUT_MS;
    this.limits = new ChatRateLimits(ctx.redis, options.limits);
    ctx.catalogue.onChanged(() => this.#matchers.clear());
    const { registry } = ctx.metrics;
    const registers = [registry];
    // One set of series per app, whichever service instance counts into it.
    const existing = <T>(name: string) => registry.getSingleMetric(name) as T | undefined;
    this.#answered =
      existing<Counter<'engine' | 'finish'>>('touchline_chat_answers_total') ??
      new Counter({
        name: 'touchline_chat_answers_total',
        help: 'Bet AI answers given, by engine (builtin, llm, responsible) and finish reason',
        labelNames: ['engine', 'finish'] as const,
        registers,
      });
    this.#refused =
      existing<Counter<'code'>>('touchline_chat_refusals_total') ??
      new Counter({
        name: 'touchline_chat_refusals_total',
        help: 'Bet AI questions refused or failed, by chat_error code',
        labelNames: ['code'] as const,
        registers,
      });
    this.#duration =
      existing<Histogram<'engine'>>('touchline_chat_answer_seconds') ??
      new Histogram({
        name: 'touchline_chat_answer_seconds',
        help: 'Time to answer a Bet AI question, by engine',
        labelNames: ['engine'] as const,
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
        registers,
      });
  }

  /** Counts a question refused or failed (the socket reports each). */
  countRefusal(code: ChatErrorCode): void {
    this.#refused.inc({ code });
  }

  get engineName(): ChatEngine['name'] {
    return this.#engine.name;
  }

  get #db() {
    return this.#ctx.database.db;
  }

  #now(): Date {
    return new Date(this.#ctx.clock.now());
  }

  matcher(bookmaker: string, lang: Language): Promise<CatalogueMatcher> {
    const key = `${bookmaker}:${lang}`;
    let found = this.#matchers.get(key);
    if (!found) {
      found = catalogueNames(this.#db, bookmaker).then(
        (rows) => new CatalogueMatcher(rows, QUESTION_WORDS, lang),
      );
      found.catch(() => this.#matchers.delete(key));
      this.#matchers.set(key, found);
    }
    return found;
  }

  /** The tools of one question, bound to the session that asks it. */
  async toolsFor(asker: Omit<Asker, 'brand'> & { brand?: BrandDefinition }): Promise<ChatTools> {
    const brand = asker.brand ?? brandOf(asker.bookmaker);
    if (!brand) throw new Error(`unknown bookmaker ${asker.bookmaker}`);
    const matcher = await this.matcher(asker.bookmaker, asker.lang);
    return new ChatTools(this.#ctx.database, matcher, { ...asker, brand }, () => this.#ctx.clock.now());
  }

  /**
   * Starts a session, or resumes the one named when the caller may use it (a guest's session is bound
   * to the bettor who resumes it logged in). A session of another bettor or brand is never resumed: a
   * new one starts instead, so nothing tells whether it exists.
   */
  async start(input: {
    brand: BrandDefinition;
    lang: Language;
    uuid: string | null;
    timeZone: string | undefined;
    holder: Holder;
  }): Promise<{ uuid: string; messages: ChatMessage[] }> {
    const now = this.#now();
    const timeZone = input.timeZone && isTimeZone(input.timeZone) ? input.timeZone : null;
    if (input.uuid) {
      const found = await findConversation(this.#db, input.uuid);
      if (found && found.bookmaker === input.brand.BOOKMAKER && mayUse(found, input.holder)) {
        await updateConversation(this.#db, found.id, {
          userId: found.userId ?? input.holder.userId,
          lang: input.lang,
          timeZone: timeZone ?? found.timeZone,
          updatedAt: now,
        });
        return { uuid: found.id, messages: wireMessages(await listMessages(this.#db, found.id)) };
      }
    }
    await this.sweepIdleGuests();
    const uuid = randomUUID();
    await insertConversation(this.#db, {
      id: uuid,
      bookmaker: input.brand.BOOKMAKER,
      lang: input.lang,
      timeZone,
      userId: input.holder.userId,
      createdAt: now,
      updatedAt: now,
    });
    return { uuid, messages: [] };
  }

  /**
   * Deletes guests' sessions unused for GUEST_RETENTION_MS, at most once an hour per process: nobody can
   * resume them (their uuid lived in a browser that has not come back), and they would only pile up.
   */
  async sweepIdleGuests(): Promise<number> {
    const now = this.#ctx.clock.now();
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return 0;
    this.#sweptAt = now;
    return deleteIdleGuestConversations(this.#db, new Date(now - GUEST_RETENTION_MS));
  }

  /** The session a socket binds to, or the refusal: unknown, of another brand, or of another bettor. */
  async admit(uuid: string, bookmaker: string, holder: Holder): Promise<ConversationRow> {
    const found = await findConversation(this.#db, uuid);
    if (!found || found.bookmaker !== bookmaker || !mayUse(found, holder)) {
      throw new ChatRefusal('SESSION_UNKNOWN', textsFor(langOf(found?.lang)).errors.sessionUnknown);
    }
    if (found.userId === null && holder.userId !== null) {
      await updateConversation(this.#db, found.id, { userId: holder.userId, updatedAt: this.#now() });
      return { ...found, userId: holder.userId };
    }
    return found;
  }

  /**
   * Answers a question in a session: checks the session is still the holder's, the guest limit and the
   * rate limits, stores the question, streams the answer and stores it, and returns the whole history.
   */
  async ask(
    input: { uuid: string; question: string; holder: Holder; address: string; signal: AbortSignal },
    callbacks: AskCallbacks,
  ): Promise<AskOutcome> {
    const conversation = await findConversation(this.#db, input.uuid);
    const lang = langOf(conversation?.lang);
    const t = textsFor(lang);
    if (!conversation || !mayUse(conversation, input.holder)) {
      throw new ChatRefusal('SESSION_UNKNOWN', t.errors.sessionUnknown);
    }
    const question = cleanQuestion(input.question);
    if (question.length === 0) throw new ChatRefusal('INVALID_QUESTION', t.errors.invalidQuestion);
    const bettorKey =
      conversation.userId !== null ? `user:${conversation.userId}` : `guest:${conversation.id}`;
    if (!(await this.limits.question(bettorKey, input.address))) {
      throw new ChatRefusal('RATE_LIMITED', t.errors.rateLimited);
    }
    if (conversation.userId === null) {
      if ((await countQuestions(this.#db, conversation.id)) >= GUEST_QUESTIONS) {
        throw new ChatRefusal('LOGIN_REQUIRED', t.errors.loginRequired);
      }
      // New session after new session from one address still meets the login, later.
      if (!(await this.limits.guestQuestion(input.address))) {
        throw new ChatRefusal('LOGIN_REQUIRED', t.errors.loginRequired);
      }
    }
    const history = await listMessages(this.#db, conversation.id);
    await insertMessage(this.#db, conversation.id, 'user', question, null, this.#now());

    let answer: { message: string; extra: ChatExtraRow; finish: EngineAnswer['finish'] };
    const started = performance.now();
    const responsible = isResponsibleGamblingSignal(question);
    if (responsible) {
      // Support first, from either engine: the same answer, never a tip, nothing asked of a model.
      const support = responsibleAnswer(lang);
      callbacks.onDelta(support.message);
      answer = { ...support, finish: 'stop' };
    } else {
      const brand = brandOf(conversation.bookmaker);
      if (!brand) throw new ChatRefusal('SESSION_UNKNOWN', t.errors.sessionUnknown);
      const tools = await this.toolsFor({
        userId: conversation.userId,
        bookmaker: conversation.bookmaker,
        brand,
        lang,
        timeZone: conversation.timeZone ?? BRAND_ZONES[brand.COUNTRY] ?? 'UTC',
      });
      const timeout = AbortSignal.timeout(this.#timeoutMs);
      const signal = AbortSignal.any([input.signal, timeout]);
      try {
        answer = await this.#engine.answer({
          question,
          history: history.map((row) => ({ role: row.role, message: row.message })),
          tools,
          signal,
          onDelta: callbacks.onDelta,
        });
      } catch (error) {
        if (timeout.aborted) throw new ChatRefusal('SERVER_ERROR', t.errors.timeout);
        throw error;
      }
    }
    const engine = responsible ? 'responsible' : this.#engine.name;
    this.#duration.observe({ engine }, (performance.now() - started) / 1000);
    this.#answered.inc({ engine, finish: answer.finish });
    await insertMessage(this.#db, conversation.id, 'assistant', answer.message, answer.extra, this.#now());
    await updateConversation(this.#db, conversation.id, { updatedAt: this.#now() });
    return { messages: wireMessages(await listMessages(this.#db, conversation.id)), finish: answer.finish };
  }

  /** Ends every chat session of a bettor and deletes its messages; answers the sessions' ids. */
  async clearFor(userId: number): Promise<string[]> {
    return deleteConversationsOf(this.#db, userId);
  }

  /** The bettor's chat notifications, from their account as it is now. */
  async notifications(userId: number, brand: BrandDefinition, lang: Language): Promise<ChatNotification[]> {
    const t = textsFor(lang).notifications;
    const now = this.#now();
    const zone = BRAND_ZONES[brand.COUNTRY] ?? 'UTC';
    const format = {
      money: (minor: number, currency: string) =>
        new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(minor / 100),
      when: (at: Date) =>
        new Intl.DateTimeFormat(LOCALES[lang], {
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: zone,
        }).format(at),
    };
    const found: ChatNotification[] = [];
    const rewards = await activeRewardsOf(this.#db, userId, now);
    const expiring = rewards.freeBets.find(
      (bet) => bet.expiresAt !== null && bet.expiresAt.getTime() - now.getTime() <= EXPIRY_NOTICE_MS,
    );
    if (expiring?.expiresAt) {
      found.push({
        id: `free_bet_expiring:${expiring.id}`,
        title: t.freeBetTitle,
        message: t.freeBetMessage(
          expiring.name,
          format.money(expiring.amountRemaining, expiring.currency),
          format.when(expiring.expiresAt),
        ),
        cta_btn: { text: t.freeBetCta, url: null },
        suggested_question: t.freeBetQuestion,
      });
    }
    const [live] = await liveEventsOfBettorsTeams(this.#db, userId, brand.BOOKMAKER);
    if (live) {
      found.push({
        id: `team_live:${live.event.id}`,
        title: t.liveTitle,
        message: t.liveMessage(live.team, live.event.names?.[lang] ?? live.event.name),
        cta_btn: { text: t.liveCta, url: null },
        suggested_question: t.liveQuestion(live.team),
      });
    }
    const [boost] = rewards.boostTokens;
    if (boost) {
      found.push({
        id: `boost_unused:${boost.id}`,
        title: t.boostTitle,
        message: t.boostMessage(boost.name, `${boost.percentage}%`),
        cta_btn: { text: t.boostCta, url: null },
        suggested_question: t.boostQuestion,
      });
    }
    return found;
  }
}

const langOf = (value: string | undefined): Language => {
  const parsed = LanguageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'en';
};

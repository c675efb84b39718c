/**
 * The one interface both engines answer through: a question with the history of its conversation and
 * the tools of the session that asks, answered in deltas, then the whole message with its extra. The
 * responsible-gambling answer is the same for both and is given before any engine is asked.
 */

import type { Language } from '@touchline/contract';
import type { ChatExtraRow } from '../../db/schema';
import { textsFor } from './texts';
import type { ChatTools } from './tools';

export interface EngineTurn {
  question: string;
  history: ReadonlyArray<{ role: 'user' | 'assistant'; message: string }>;
  tools: ChatTools;
  /** Aborted when the answer takes too long or the socket goes. */
  signal: AbortSignal;
  onDelta(text: string): void;
}

export interface EngineAnswer {
  message: string;
  extra: ChatExtraRow;
  /** 'length' when the answer was cut at its size limit. */
  finish: 'stop' | 'length';
}

export interface ChatEngine {
  readonly name: 'builtin' | 'llm';
  answer(turn: EngineTurn): Promise<EngineAnswer>;
}

/** The answer's longest length in characters; longer is cut and finishes with 'length'. */
export const MAX_ANSWER_CHARS = 4000;

export const plainExtra = (tags: string[] = []): ChatExtraRow => ({
  tags,
  status: null,
  event_id: null,
  outcome_id: null,
});

/** What a responsible-gambling signal is answered with, by either engine: support, never a tip. */
export function responsibleAnswer(lang: Language): { message: string; extra: ChatExtraRow } {
  return {
    message: textsFor(lang).responsible,
    extra: {
      tags: ['responsible_gaming', 'customer_service'],
      status: 'responsible_gaming',
      event_id: null,
      outcome_id: null,
    },
  };
}

/** Streams a composed text in small word groups, yielding to the event loop between them. */
export async function streamText(text: string, turn: Pick<EngineTurn, 'onDelta' | 'signal'>): Promise<void> {
  const pieces = text.match(/\S+\s*/g) ?? [text];
  for (let at = 0; at < pieces.length; at += 3) {
    if (turn.signal.aborted) throw turn.signal.reason ?? new Error('aborted');
    turn.onDelta(pieces.slice(at, at + 3).join(''));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

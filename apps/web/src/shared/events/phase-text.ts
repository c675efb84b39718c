/**
 * The phase of a live event in the bettor's language. The live feed writes its clock and status in
 * English words ('1st set', 'End of 2nd quarter', 'Half time', 'Round 3'); each is read back into a
 * phase here and written with the language's own words and ordinals. Match clocks of digits and codes
 * ("67'", "45+2'", "Q2 05:10") stay as they are: they read the same in every language.
 */
import type { Language } from '@touchline/contract';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const PHASE_UNITS = [
  'half',
  'period',
  'quarter',
  'inning',
  'set',
  'game',
  'map',
  'frame',
  'leg',
] as const;
export type PhaseUnit = (typeof PHASE_UNITS)[number];

export const PHASE_WORDS = {
  HT: 'halfTimeShort',
  FT: 'fullTimeShort',
  'Half time': 'halfTime',
  'Full time': 'fullTime',
  Overtime: 'overtime',
  'Before overtime': 'beforeOvertime',
  'Extra inning': 'extraInning',
  Ended: 'ended',
  Break: 'break',
  Decision: 'decision',
  'Race off': 'raceOff',
  'Race finished': 'raceFinished',
} as const;
export type PhaseWord = (typeof PHASE_WORDS)[keyof typeof PHASE_WORDS];

export type Phase =
  | { kind: 'unit'; n: number; unit: PhaseUnit }
  | { kind: 'endOf'; n: number; unit: PhaseUnit }
  | { kind: 'round'; n: number }
  | { kind: 'stoppedInRound'; n: number }
  | { kind: 'word'; word: PhaseWord };

const UNIT = PHASE_UNITS.join('|');
const ORDINAL_UNIT = new RegExp(`^(\\d+)(?:st|nd|rd|th) (${UNIT})$`);
const END_OF = new RegExp(`^End of (\\d+)(?:st|nd|rd|th) (${UNIT})$`);

/** The phase a feed text names, or null when it is a clock (or a text this reader does not know). */
export function parsePhase(text: string): Phase | null {
  const trimmed = text.trim();
  if (Object.hasOwn(PHASE_WORDS, trimmed)) {
    return { kind: 'word', word: PHASE_WORDS[trimmed as keyof typeof PHASE_WORDS] };
  }
  let match = ORDINAL_UNIT.exec(trimmed);
  if (match) return { kind: 'unit', n: Number(match[1]), unit: match[2] as PhaseUnit };
  match = END_OF.exec(trimmed);
  if (match) return { kind: 'endOf', n: Number(match[1]), unit: match[2] as PhaseUnit };
  match = /^Round (\d+)$/.exec(trimmed);
  if (match) return { kind: 'round', n: Number(match[1]) };
  match = /^Stopped in round (\d+)$/.exec(trimmed);
  if (match) return { kind: 'stoppedInRound', n: Number(match[1]) };
  return null;
}

const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const enOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * An ordinal number as the language writes it before a noun; French, Romanian and Japanese put the plain
 * number after (or around) the noun instead ('Set 2', 'Setul 2', '第2セット'), which needs no gender.
 */
export function ordinal(n: number, lang: string): string {
  switch (lang as Language) {
    case 'en':
      return `${n}${EN_SUFFIX[enOrdinals.select(n)] ?? 'th'}`;
    case 'de':
    case 'fi':
      return `${n}.`;
    case 'es':
    case 'pt':
      return `${n}.º`;
    case 'el':
      return `${n}ο`;
    default:
      return String(n);
  }
}

/** A feed's phase or clock text in the language of `t`; a clock passes through unchanged. */
export function phaseText(text: string, t: TFunction, lang: string): string {
  const phase = parsePhase(text);
  if (!phase) return text;
  switch (phase.kind) {
    case 'word':
      return t(`phase.word.${phase.word}`);
    case 'unit':
      return t(`phase.unit.${phase.unit}`, { nth: ordinal(phase.n, lang) });
    case 'endOf':
      return t('phase.endOf', { phase: t(`phase.unit.${phase.unit}`, { nth: ordinal(phase.n, lang) }) });
    case 'round':
      return t('phase.round', { n: phase.n });
    case 'stoppedInRound':
      return t('phase.stoppedInRound', { n: phase.n });
  }
}

/** phaseText in the app's current language. */
export function usePhaseText(): (text: string) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((text: string) => phaseText(text, t, lang), [t, lang]);
}

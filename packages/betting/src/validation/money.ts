import { truncatedDecimal, truncateToCents } from './decimal';

/** Smallest stake the money input accepts ("Money input min 0.10"). */
export const MIN_STAKE = 0.1;
/** Largest stake the money input accepts ("Money input max 10000"). */
export const MAX_STAKE = 10000;
/** Stake granularity ("step 0.01"). */
export const STAKE_STEP = 0.01;
/** Decimals kept in a stake; further decimals are truncated. */
export const STAKE_DECIMALS = 2;

/** Why a money input is not a valid stake. */
export type MoneyInputError = 'empty' | 'invalid' | 'below_min' | 'above_max';

export interface MoneyInput {
  /** The input after keystroke filtering: what the field should show. */
  text: string;
  /**
   * The amount in major units, truncated to 2 decimals. For 'below_min' and 'above_max' it is the
   * amount typed (so the field can say why); for 'empty' and 'invalid' it is 0.
   */
  value: number;
  valid: boolean;
  error: MoneyInputError | null;
}

// Currency words the field may carry next to the amount ("10 lei", "R$ 5", "EUR 10"). The R of R$
// is only a currency mark when a $ follows; a lone letter is not.
const CURRENCY_WORD = /^(?:lei|ron|eur|gbp|mxn|brl|r(?=\$))/i;
const CURRENCY_SYMBOL = /^\p{Sc}/u;
const SPACE = /^\s/u;

type Token =
  | { kind: 'digit'; text: string }
  | { kind: 'period' | 'comma'; text: string }
  | { kind: 'decoration'; text: string }
  | { kind: 'other'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let rest = text;
  while (rest.length > 0) {
    const word = CURRENCY_WORD.exec(rest)?.[0] ?? (CURRENCY_SYMBOL.exec(rest) ?? SPACE.exec(rest))?.[0];
    if (word) {
      tokens.push({ kind: 'decoration', text: word });
      rest = rest.slice(word.length);
      continue;
    }
    const char = String.fromCodePoint(rest.codePointAt(0) ?? 0);
    if (char >= '0' && char <= '9') tokens.push({ kind: 'digit', text: char });
    else if (char === '.') tokens.push({ kind: 'period', text: char });
    else if (char === ',') tokens.push({ kind: 'comma', text: char });
    else tokens.push({ kind: 'other', text: char });
    rest = rest.slice(char.length);
  }
  return tokens;
}

/**
 * Index of the token that acts as the decimal point, or -1. A period always is (commas before it
 * are thousands separators, "1,000.50"); without a period the first comma is ("1,5" is 1.5).
 */
function decimalPointIndex(tokens: readonly Token[]): number {
  const period = tokens.findIndex((t) => t.kind === 'period');
  return period >= 0 ? period : tokens.findIndex((t) => t.kind === 'comma');
}

/**
 * Keystroke filter for the money input: keeps digits, currency symbols,
 * comma, period and space; keeps one decimal point; keeps at most 2 decimals, dropping the rest.
 * "1.999" -> "1.99", "1..5" -> "1.5", "abc" -> "", "-5" -> "5".
 */
export function sanitizeMoneyInput(text: string): string {
  const tokens = tokenize(text).filter((t) => t.kind !== 'other');
  const point = decimalPointIndex(tokens);
  let decimals = 0;
  let out = '';
  tokens.forEach((token, index) => {
    if (point >= 0 && index > point) {
      // After the decimal point only decorations and the first 2 digits survive.
      if (token.kind === 'period' || token.kind === 'comma') return;
      if (token.kind === 'digit' && ++decimals > STAKE_DECIMALS) return;
    }
    out += token.text;
  });
  return out;
}

/**
 * Parses a money input: digits, currency symbols, comma, period and
 * space only; one decimal point; extra decimals truncated; valid between 0.10 and 10000.
 * Decimal separator: a period when present (commas before it group thousands: "1,000.50" is
 * 1000.5; a comma after it is invalid); otherwise a single comma ("1,5" is 1.5, "1,000" is 1,
 * two commas without a period are invalid). Spaces and currency marks are ignored.
 */
export function parseMoneyInput(input: string | null | undefined): MoneyInput {
  const raw = typeof input === 'string' ? input : '';
  const text = sanitizeMoneyInput(raw);
  const tokens = tokenize(raw);
  const numeric = tokens.filter((t) => t.kind === 'digit' || t.kind === 'period' || t.kind === 'comma');
  const fail = (error: MoneyInputError): MoneyInput => ({ text, value: 0, valid: false, error });

  if (tokens.some((t) => t.kind === 'other')) return fail('invalid');
  if (numeric.length === 0) return fail('empty');

  const periods = numeric.filter((t) => t.kind === 'period').length;
  const commas = numeric.filter((t) => t.kind === 'comma').length;
  const point = decimalPointIndex(numeric);
  if (periods > 1 || (periods === 0 && commas > 1)) return fail('invalid');
  if (periods === 1 && numeric.slice(point + 1).some((t) => t.kind === 'comma')) return fail('invalid');

  const before = point >= 0 ? numeric.slice(0, point) : numeric;
  const after = point >= 0 ? numeric.slice(point + 1) : [];
  const intDigits = before
    .filter((t) => t.kind === 'digit')
    .map((t) => t.text)
    .join('');
  const fracDigits = after.map((t) => t.text).join('');
  if (intDigits === '' && fracDigits === '') return fail('invalid');

  const value = truncatedDecimal(intDigits, fracDigits, STAKE_DECIMALS);
  if (!Number.isFinite(value)) return fail('invalid');
  if (value < MIN_STAKE) return { text, value, valid: false, error: 'below_min' };
  if (value > MAX_STAKE) return { text, value, valid: false, error: 'above_max' };
  return { text, value, valid: true, error: null };
}

/** Whether an amount in major units is a valid stake: 0.10 to 10000 in steps of 0.01. */
export function isValidStake(value: number): boolean {
  return (
    Number.isFinite(value) && value >= MIN_STAKE && value <= MAX_STAKE && truncateToCents(value) === value
  );
}

/**
 * The stake a total counts: the parsed amount when valid, else 0 (invalid stakes count as 0 in totals).
 * Numbers are truncated to 2 decimals first.
 */
export function stakeForTotals(input: string | number | null | undefined): number {
  if (typeof input === 'number') {
    const cut = truncateToCents(input);
    return isValidStake(cut) ? cut : 0;
  }
  const parsed = parseMoneyInput(input);
  return parsed.valid ? parsed.value : 0;
}

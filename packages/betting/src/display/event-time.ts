/** Default display time zone ("Default time zone Europe/London"). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Starts-in thresholds: 4 h, 1 h, 1 min. */
export const STARTS_IN_THRESHOLDS_MS = {
  hours: 4 * HOUR_MS,
  minutes: HOUR_MS,
  startingSoon: MINUTE_MS,
} as const;
/** The starting-soon flag (and the countdown) covers starts 0 to 1 hour away. */
export const STARTING_SOON_WINDOW_MS = HOUR_MS;

export type StartsInStatus =
  | { status: 'starting_soon' }
  | { status: 'minutes'; n: number }
  | { status: 'hours'; n: number }
  | { status: 'today' }
  | { status: 'tomorrow' }
  | { status: 'date' };

/** English texts of the date helper statuses; {{n}} is StartsInStatus.n. */
export const STARTS_IN_LABELS: Readonly<Record<StartsInStatus['status'], string>> = {
  starting_soon: 'starting soon',
  minutes: 'starts in less than {{n}} minutes',
  hours: 'starts in less than {{n}} hours',
  today: 'today',
  tomorrow: 'tomorrow',
  date: '',
};

export interface ZonedDateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
}

/** An event start as the feed sends it: ISO text or epoch milliseconds. */
export type EventStart = string | number | null | undefined;

export interface EventTimeInput {
  starts_at: EventStart;
  is_live?: boolean | null;
  status?: string | null;
  is_virtual?: boolean | null;
  stats?: { time?: string | number | null } | null;
  matchSummary?: {
    currentPhase?: string | null;
    /** Start of each phase, keyed by phase name, ISO text or epoch milliseconds. */
    startTimes?: Readonly<Record<string, string | number | null>> | null;
    normalTimeHalfDuration?: number | null;
  } | null;
}

export type EventTimeDisplay =
  | { kind: 'live'; time: string | number | null }
  | { kind: 'countdown'; seconds: number }
  | {
      kind: 'phase';
      phase: string | null;
      /** Seconds since the current phase started, when the summary says when that was. */
      phaseElapsedSeconds: number | null;
      normalTimeHalfDuration: number | null;
    }
  | ({ kind: 'date'; startsIn: StartsInStatus } & Omit<ZonedDateParts, 'year'>)
  | { kind: 'unknown' };

/** Epoch milliseconds of an event start, or null when it cannot be read. */
export function eventStartMs(value: EventStart): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  const cached = dateFormatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
  } catch (error) {
    // A stored zone the runtime does not know must not break every event tile: show London time.
    if (error instanceof RangeError && timeZone !== DEFAULT_TIME_ZONE)
      return dateFormatter(DEFAULT_TIME_ZONE);
    throw error;
  }
  dateFormatters.set(timeZone, formatter);
  return formatter;
}

/** Calendar date and wall-clock time of an instant straight from Intl (slow: ICU work on every call). */
export function zonedDatePartsIntl(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): ZonedDateParts {
  const parts: Record<string, number> = {};
  for (const part of dateFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some ICU versions print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

/**
 * A zone's offset changes only at transitions, and every transition of the tz database since 1970
 * falls on a quarter hour: within one UTC quarter hour the offset is one number. Offsets are cached per
 * zone and quarter hour, so a list of a hundred start times asks ICU a handful of times, not 300.
 */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const MAX_CACHED_OFFSETS = 20_000;
const offsets = new Map<string, number>();

function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const at = quarter * QUARTER_HOUR_MS;
  const wall = zonedDatePartsIntl(at, timeZone);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - at;
  if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * Calendar date and wall-clock time of an instant in an IANA time zone (unknown zones fall back to London).
 */
export function zonedDateParts(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): ZonedDateParts {
  if (!Number.isFinite(epochMs)) return zonedDatePartsIntl(epochMs, timeZone);
  const wall = new Date(epochMs + zoneOffsetMs(epochMs, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const sameDay = (a: ZonedDateParts, b: { year: number; month: number; day: number }): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The date helper status of a start time: 'starting soon' under 1
 * minute (already started included); 'starts in less than N minutes' under 1 hour; 'starts in less
 * than N hours' from 1 up to 4 hours (N is 2 to 4); then today, tomorrow or a date in the time zone.
 */
export function startsInStatus(
  startsAt: number,
  now: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): StartsInStatus {
  const diff = startsAt - now;
  if (diff < STARTS_IN_THRESHOLDS_MS.startingSoon) return { status: 'starting_soon' };
  if (diff < STARTS_IN_THRESHOLDS_MS.minutes)
    return { status: 'minutes', n: Math.floor(diff / MINUTE_MS) + 1 };
  if (diff < STARTS_IN_THRESHOLDS_MS.hours) return { status: 'hours', n: Math.floor(diff / HOUR_MS) + 1 };
  const start = zonedDateParts(startsAt, timeZone);
  const today = zonedDateParts(now, timeZone);
  if (sameDay(start, today)) return { status: 'today' };
  const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const tomorrow = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  return sameDay(start, tomorrow) ? { status: 'tomorrow' } : { status: 'date' };
}

/** The starting-soon flag: the event starts 0 to 1 hour from now. */
export function isStartingSoon(startsAt: number, now: number): boolean {
  const diff = startsAt - now;
  return diff >= 0 && diff <= STARTING_SOON_WINDOW_MS;
}

/** Hours, minutes and seconds of a countdown (live widget start countdown). */
export function countdownParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

function phaseDisplay(event: EventTimeInput, now: number): EventTimeDisplay {
  const summary = event.matchSummary ?? null;
  const phase = summary?.currentPhase ?? null;
  const phaseStart = phase === null ? null : eventStartMs(summary?.startTimes?.[phase]);
  const elapsed = phaseStart === null ? null : Math.floor((now - phaseStart) / 1000);
  const half = summary?.normalTimeHalfDuration;
  return {
    kind: 'phase',
    phase,
    phaseElapsedSeconds: elapsed !== null && elapsed >= 0 ? elapsed : null,
    normalTimeHalfDuration: typeof half === 'number' && Number.isFinite(half) ? half : null,
  };
}

/**
 * What the event time display shows: virtual events always a date;
 * live events stats.time; a start within the next hour a countdown; started but not live the
 * phase time; later starts month, day, hour and minute in the time zone (default London).
 */
export function eventTimeDisplay(input: {
  event: EventTimeInput;
  now: number;
  timeZone?: string | null;
}): EventTimeDisplay {
  const { event, now } = input;
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  const start = eventStartMs(event.starts_at);
  const date = (at: number): EventTimeDisplay => {
    const { month, day, hour, minute } = zonedDateParts(at, timeZone);
    return { kind: 'date', month, day, hour, minute, startsIn: startsInStatus(at, now, timeZone) };
  };
  if (event.is_virtual === true) return start === null ? { kind: 'unknown' } : date(start);
  if (event.is_live === true || event.status === 'live')
    return { kind: 'live', time: event.stats?.time ?? null };
  if (start === null) return { kind: 'unknown' };
  if (start <= now) return phaseDisplay(event, now);
  if (isStartingSoon(start, now)) return { kind: 'countdown', seconds: Math.ceil((start - now) / 1000) };
  return date(start);
}

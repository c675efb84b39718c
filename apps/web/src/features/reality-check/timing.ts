/**
 * When the reality check is due: the interval the bettor chose (minutes, from their safe-gambling
 * tools) after the casino-play period began (the first real-money game opened, or the last Continue).
 */
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time (ms since epoch) the check is due, or null without a period or an interval (pure). */
export function dueAt(periodStart: number | null, minutes: number | null): number | null {
  if (periodStart === null || minutes === null || minutes <= 0) return null;
  return periodStart + minutes * MINUTE;
}

/** Whole minutes played since the period began, at least 1 (what the dialog shows; pure). */
export function minutesPlayed(periodStart: number, now: number): number {
  return Math.max(1, Math.floor((now - periodStart) / MINUTE));
}

/**
 * True once the check is due for the period running now; false again for a new period (Continue
 * restarts it) or when it ends. A timer waits for the moment, so nothing runs while nobody plays.
 */
export function useRealityCheckDue(periodStart: number | null, minutes: number | null): boolean {
  const [duePeriod, setDuePeriod] = useState<number | null>(null);
  useEffect(() => {
    const at = dueAt(periodStart, minutes);
    if (at === null) return;
    const timer = setTimeout(() => setDuePeriod(periodStart), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [periodStart, minutes]);
  return periodStart !== null && duePeriod === periodStart;
}

/**
 * Event time display: a countdown when starting soon; month day, hour:minute
 * for future or virtual events; the phase time when started but not live; stats.time when live. Always
 * in the time zone from settings.
 */

import { countdownParts, eventTimeDisplay } from '@touchline/betting';
import type { Event } from '@touchline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/hooks/use-now';
import { useSettings } from '@/shared/preferences';
import styles from './event-time.module.css';
import { usePhaseText } from './phase-text';

const pad = (n: number) => String(n).padStart(2, '0');

/** "01:05:09" or "05:09" of a countdown in seconds. */
export function countdownText(seconds: number): string {
  const { hours, minutes, seconds: s } = countdownParts(seconds);
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(s)}` : `${pad(minutes)}:${pad(s)}`;
}

type TimeFields = Pick<Event, 'starts_at' | 'is_live' | 'status' | 'is_virtual' | 'stats' | 'matchSummary'>;

type Display = ReturnType<typeof eventTimeDisplay>;

/**
 * How often a display can change: countdowns and phase clocks by the second, dates at midnight (checked
 * each minute); a live clock comes from the feed's stats, so live rows never tick on their own.
 */
const tickOf = (display: Display): number | null =>
  display.kind === 'countdown' || display.kind === 'phase' ? 1000 : display.kind === 'date' ? 60_000 : null;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(language: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormatters.set(language, formatter);
  }
  return formatter;
}

export function EventTime({ event, compact = false }: { event: TimeFields; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const timezone = useSettings((state) => state.timezone);
  const phaseText = usePhaseText();
  const [tick, setTick] = useState<number | null>(1000);
  const now = useNow(tick);
  const display = eventTimeDisplay({ event, now, timeZone: timezone });
  const nextTick = tickOf(display);
  if (nextTick !== tick) setTick(nextTick);
  switch (display.kind) {
    case 'live':
      return (
        <span className={styles.live}>
          <span className={styles.badge}>{t('event.live')}</span>
          {display.time !== null ? (
            <span className={styles.clock}>{phaseText(String(display.time))}</span>
          ) : null}
        </span>
      );
    case 'countdown':
      return (
        <span className={styles.soon} data-testid="countdown">
          {compact ? null : <span className={styles.label}>{t('event.startsIn')}</span>}
          <span className={styles.clock}>{countdownText(display.seconds)}</span>
        </span>
      );
    case 'phase': {
      const minutes =
        display.phaseElapsedSeconds === null ? null : Math.floor(display.phaseElapsedSeconds / 60);
      return (
        <span className={styles.phase}>
          {display.phase !== null ? phaseText(display.phase) : t('event.startingSoon')}
          {minutes !== null ? ` ${minutes}'` : ''}
        </span>
      );
    }
    case 'date': {
      const time = `${pad(display.hour)}:${pad(display.minute)}`;
      const date = dayFormatter(i18n.language).format(Date.UTC(2024, display.month - 1, display.day));
      const day =
        display.startsIn.status === 'today' ||
        display.startsIn.status === 'hours' ||
        display.startsIn.status === 'minutes'
          ? t('event.today')
          : display.startsIn.status === 'tomorrow'
            ? t('event.tomorrow')
            : date;
      return (
        <span className={styles.date}>
          <span className={styles.day}>{day}</span>
          <span className={styles.clock}>{time}</span>
        </span>
      );
    }
    default:
      return null;
  }
}

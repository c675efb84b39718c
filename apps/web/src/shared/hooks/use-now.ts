/** The current time, re-read every `intervalMs` while mounted (countdowns, clocks). */
import { useEffect, useState } from 'react';
import { cancel, every, now } from '@/shared/platform/timers';

export function useNow(intervalMs: number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const id = every(intervalMs, () => setTime(now()));
    return () => cancel(id);
  }, [intervalMs]);
  return time;
}

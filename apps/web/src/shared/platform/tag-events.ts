/**
 * Events for the tag manager from any part of the page (the account frame's gtm_push_action, page
 * visits). They wait here until the tag manager, which applies the bettor's cookie choices, takes them:
 * this module decides nothing about consent, and keeps at most a bounded backlog.
 */

/** An event as the tag manager's dataLayer receives it. */
export interface TagEvent {
  event: string;
  [key: string]: unknown;
}

/** Events kept for a tag manager that has not started (oldest dropped beyond this). */
const BACKLOG_MAX = 50;

const backlog: TagEvent[] = [];
let sink: ((event: TagEvent) => void) | null = null;

export function pushTagEvent(event: TagEvent): void {
  if (sink) {
    sink(event);
    return;
  }
  backlog.push(event);
  if (backlog.length > BACKLOG_MAX) backlog.shift();
}

/** Takes the waiting events and every later one; the answer stops taking them. */
export function takeTagEvents(next: (event: TagEvent) => void): () => void {
  sink = next;
  for (const event of backlog.splice(0)) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}

/**
 * Page visits for the tag manager: route changes are taken at most once per 500 ms (the last one
 * wins), and a visit is reported 2 s after it was taken, with the page's title by then (the page sets its
 * title after it loads). A visit left within those 2 s is reported all the same: it happened.
 */
import { after, cancel, type TimerId } from '@/shared/platform/timers';

/** Route changes are taken at most this often. */
export const PAGE_VISIT_THROTTLE_MS = 500;
/** A taken visit is reported after this long. */
export const PAGE_VISIT_REPORT_MS = 2_000;

export interface PageVisit {
  [key: string]: unknown;
  event: 'page_view';
  page_path: string;
  page_title: string;
}

export interface PageVisits {
  visit: (path: string) => void;
  dispose: () => void;
}

export function createPageVisits(report: (visit: PageVisit) => void, title: () => string): PageVisits {
  let latest: string | null = null;
  let throttle: TimerId | null = null;
  const reports = new Set<TimerId>();

  const take = () => {
    throttle = null;
    const path = latest;
    if (path === null) return;
    latest = null;
    const timer = after(PAGE_VISIT_REPORT_MS, () => {
      reports.delete(timer);
      report({ event: 'page_view', page_path: path, page_title: title() });
    });
    reports.add(timer);
    throttle = after(PAGE_VISIT_THROTTLE_MS, take);
  };

  return {
    visit(path) {
      latest = path;
      if (throttle === null) take();
    },
    dispose() {
      cancel(throttle);
      for (const timer of reports) cancel(timer);
      reports.clear();
    },
  };
}

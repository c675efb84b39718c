import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageVisits,
  PAGE_VISIT_REPORT_MS,
  PAGE_VISIT_THROTTLE_MS,
  type PageVisit,
} from './page-visits';

describe('page visits for the tag manager', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const reported: PageVisit[] = [];
    let title = 'Home';
    const visits = createPageVisits(
      (visit) => reported.push(visit),
      () => title,
    );
    return { visits, reported, setTitle: (next: string) => (title = next) };
  }

  it('reports a visit 2 s after it, with the title the page has by then', () => {
    const { visits, reported, setTitle } = setup();
    visits.visit('/live');
    vi.advanceTimersByTime(PAGE_VISIT_REPORT_MS - 1);
    expect(reported).toEqual([]);
    setTitle('Live betting');
    vi.advanceTimersByTime(1);
    expect(reported).toEqual([{ event: 'page_view', page_path: '/live', page_title: 'Live betting' }]);
  });

  it('takes route changes at most once per 500 ms: of a burst, the first and the last', () => {
    const { visits, reported } = setup();
    visits.visit('/a');
    visits.visit('/b');
    visits.visit('/c');
    vi.advanceTimersByTime(PAGE_VISIT_THROTTLE_MS);
    visits.visit('/d');
    vi.advanceTimersByTime(PAGE_VISIT_THROTTLE_MS + PAGE_VISIT_REPORT_MS);
    expect(reported.map((visit) => visit.page_path)).toEqual(['/a', '/c', '/d']);
  });

  it('reports nothing after it is disposed', () => {
    const { visits, reported } = setup();
    visits.visit('/a');
    visits.dispose();
    vi.advanceTimersByTime(PAGE_VISIT_REPORT_MS * 2);
    expect(reported).toEqual([]);
  });
});

import type { ChatMessage } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import {
  ACTION_LINKS,
  actionsFor,
  canSend,
  cutAnswer,
  GUEST_MESSAGE_LIMIT,
  guestBlocked,
  NOTIFICATION_HIDE_MS,
  notificationHidden,
  notificationsOffered,
  SOCKET_WAIT_INTERVAL_MS,
  SOCKET_WAIT_TRIES,
  sendableQuestion,
  startsWithApology,
} from './rules';

const answer = (
  message: string,
  extra: Partial<NonNullable<ChatMessage['extra']>> | null = {},
): ChatMessage => ({
  role: 'assistant',
  message,
  extra: extra === null ? null : { tags: [], status: null, event_id: null, outcome_id: null, ...extra },
});
const kinds = (message: ChatMessage, lang: 'en' | 'de' | 'ja' = 'en') =>
  actionsFor(message, lang).map((a) => a.kind);

describe('sending', () => {
  it('is enabled only once the trimmed text is longer than 3 characters', () => {
    expect(canSend('abc')).toBe(false);
    expect(canSend('   abc   ')).toBe(false);
    expect(canSend('abcd')).toBe(true);
    expect(canSend('  abcd ')).toBe(true);
  });
  it('never sends empty or whitespace-only text', () => {
    expect(sendableQuestion('')).toBeNull();
    expect(sendableQuestion(' \n\t  ')).toBeNull();
  });
  it('sends the trimmed question, at most 2000 characters', () => {
    expect(sendableQuestion('  When do Arsenal play?  ')).toBe('When do Arsenal play?');
    expect(sendableQuestion('x'.repeat(5000))).toHaveLength(2000);
  });
});

describe('answers', () => {
  it('are cut at the first triple backtick', () => {
    expect(cutAnswer('Arsenal play Chelsea tonight.\n```json\n{"a":1}\n```')).toBe(
      'Arsenal play Chelsea tonight.',
    );
    expect(cutAnswer('no fence here')).toBe('no fence here');
    expect(cutAnswer('```everything hidden')).toBe('');
  });
});

describe('action buttons', () => {
  it('offer Add to slip only when the outcome id contains a digit', () => {
    expect(actionsFor(answer('Here', { outcome_id: 'o-123' }), 'en')).toContainEqual({
      kind: 'addToSlip',
      outcomeId: 'o-123',
    });
    expect(kinds(answer('Here', { outcome_id: 'none' }))).not.toContain('addToSlip');
    expect(kinds(answer('Here', { outcome_id: null }))).not.toContain('addToSlip');
  });
  it('offer View markets only when the event id contains a digit', () => {
    expect(actionsFor(answer('Here', { event_id: 'ev7' }), 'en')).toContainEqual({
      kind: 'viewMarkets',
      eventId: 'ev7',
    });
    expect(kinds(answer('Here', { event_id: 'abc' }))).not.toContain('viewMarkets');
  });
  it('offer customer service for the apology prefix of the language, responsible_gaming status or the tag', () => {
    expect(kinds(answer("I'm sorry, I can't help with that."))).toEqual(['contactSupport']);
    expect(kinds(answer('  sorry, no idea'))).toEqual(['contactSupport']);
    expect(kinds(answer('Es tut mir leid, das weiß ich nicht.'), 'de')).toEqual(['contactSupport']);
    expect(kinds(answer('Das kann ich leider nicht beantworten.'), 'de')).toEqual(['contactSupport']);
    expect(kinds(answer('申し訳ありませんが、わかりません。'), 'ja')).toEqual(['contactSupport']);
    // Another language's apology does not count.
    expect(kinds(answer("I'm sorry"), 'de')).toEqual([]);
    expect(kinds(answer('Take a break.', { status: 'responsible_gaming' }))).toEqual(['contactSupport']);
    expect(kinds(answer('Our team can help.', { tags: ['customer_service'] }))).toEqual(['contactSupport']);
    expect(kinds(answer('Arsenal play at 20:00.'))).toEqual([]);
  });
  it('offer FAQs, Responsible gaming and Casino by their tags', () => {
    expect(kinds(answer('See', { tags: ['faq'] }))).toEqual(['faqs']);
    expect(kinds(answer('See', { tags: ['responsible_gaming'] }))).toEqual(['responsibleGaming']);
    expect(kinds(answer('See', { tags: ['casino'] }))).toEqual(['casino']);
    expect(kinds(answer('See', { tags: ['casino', 'faq', 'responsible_gaming'] }))).toEqual([
      'faqs',
      'responsibleGaming',
      'casino',
    ]);
  });
  it('leave the casino out in the native app', () => {
    const message = answer('See', { tags: ['casino', 'faq'] });
    expect(actionsFor(message, 'en', { isApp: true }).map((a) => a.kind)).toEqual(['faqs']);
    expect(actionsFor(message, 'en', { isApp: false }).map((a) => a.kind)).toEqual(['faqs', 'casino']);
  });
  it('are never offered under the bettor’s own message, and an answer without extra only gets the apology rule', () => {
    expect(actionsFor({ role: 'user', message: 'sorry 123', extra: null }, 'en')).toEqual([]);
    expect(kinds(answer('Sorry, no.', null))).toEqual(['contactSupport']);
  });
  it('lead to the help centre, the safe-gambling page and the casino', () => {
    expect(ACTION_LINKS).toEqual({
      contactSupport: '/help/contact-us',
      faqs: '/help/my-account/faqs',
      responsibleGaming: '/help/responsible-gambling',
      casino: '/casinov2/',
    });
  });
  it('match the apology prefix without case and after leading spaces only', () => {
    expect(startsWithApology('SORRY!', 'en')).toBe(true);
    expect(startsWithApology('Not sorry', 'en')).toBe(false);
  });
});

describe('the guest limit', () => {
  it('blocks a guest after 3 messages, never a logged-in bettor', () => {
    expect(GUEST_MESSAGE_LIMIT).toBe(3);
    expect(guestBlocked(false, 2)).toBe(false);
    expect(guestBlocked(false, 3)).toBe(true);
    expect(guestBlocked(false, 7)).toBe(true);
    expect(guestBlocked(true, 7)).toBe(false);
  });
});

describe('the socket wait', () => {
  it('is 20 tries of 500 ms', () => {
    expect(SOCKET_WAIT_TRIES).toBe(20);
    expect(SOCKET_WAIT_INTERVAL_MS).toBe(500);
  });
});

describe('the notification bubble', () => {
  const place = { bookmaker: 'touchline_gb', lang: 'en' as const, visitorCountry: 'GB', staging: false };
  it('shows on the international English site, the Irish site to visitors in Ireland, and on staging', () => {
    expect(notificationsOffered({ ...place, bookmaker: 'touchline_us' })).toBe(true);
    expect(notificationsOffered({ ...place, bookmaker: 'touchline_us', lang: 'es' })).toBe(false);
    expect(notificationsOffered({ ...place, bookmaker: 'touchline_ie', visitorCountry: 'IE' })).toBe(true);
    expect(notificationsOffered({ ...place, bookmaker: 'touchline_ie', visitorCountry: 'GB' })).toBe(false);
    expect(notificationsOffered({ ...place, bookmaker: 'touchline_ie', visitorCountry: null })).toBe(false);
    expect(notificationsOffered(place)).toBe(false);
    expect(notificationsOffered({ ...place, bookmaker: 'touchline_ro', lang: 'ro', staging: true })).toBe(
      true,
    );
  });
  it('stays hidden for one hour after it is closed', () => {
    expect(NOTIFICATION_HIDE_MS).toBe(3_600_000);
    const closed = 1_000_000;
    expect(notificationHidden(null, closed)).toBe(false);
    expect(notificationHidden(closed, closed)).toBe(true);
    expect(notificationHidden(closed, closed + 3_599_999)).toBe(true);
    expect(notificationHidden(closed, closed + 3_600_000)).toBe(false);
  });
});

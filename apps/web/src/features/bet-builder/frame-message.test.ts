import { describe, expect, it } from 'vitest';
import { betslipIdFrom, builderFrameUrl } from './frame-message';

const frameWindow = { name: 'builder frame' };
const frame = { origin: 'https://sport.example', window: frameWindow };
const good = '{"betslip_id":"bb_1"}';

describe("'Create YourBet' frame messages", () => {
  it('reads the betslip id the builder frame posts as a string', () => {
    expect(betslipIdFrom({ origin: 'https://sport.example', data: good, source: frameWindow }, frame)).toBe(
      'bb_1',
    );
  });

  it('drops messages from another origin or another window', () => {
    expect(
      betslipIdFrom({ origin: 'https://evil.example', data: good, source: frameWindow }, frame),
    ).toBeNull();
    expect(betslipIdFrom({ origin: 'https://sport.example', data: good, source: {} }, frame)).toBeNull();
  });

  it('drops anything but a string: the same shape as an object does not count', () => {
    const message = { origin: 'https://sport.example', source: frameWindow };
    expect(betslipIdFrom({ ...message, data: { betslip_id: 'bb_1' } }, frame)).toBeNull();
    expect(betslipIdFrom({ ...message, data: 7 }, frame)).toBeNull();
  });

  it('drops strings of another shape', () => {
    const message = { origin: 'https://sport.example', source: frameWindow };
    expect(betslipIdFrom({ ...message, data: 'bb_1' }, frame)).toBeNull();
    expect(betslipIdFrom({ ...message, data: '{"betslip_id":""}' }, frame)).toBeNull();
    expect(betslipIdFrom({ ...message, data: '{"event":"close"}' }, frame)).toBeNull();
  });

  it('opens the builder page of the event in the language, brand and theme of the site', () => {
    const url = builderFrameUrl('https://sport.example/football', {
      eventId: '12',
      lang: 'es',
      bookmaker: 'touchline_ie',
      theme: 'light',
    });
    expect(url.href).toBe(
      'https://sport.example/betbuilder/frame?event_id=12&lang=es&bookmaker=touchline_ie&theme=light',
    );
  });
});

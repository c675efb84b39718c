import { describe, expect, it } from 'vitest';
import {
  encodeFrameMessage,
  GlobalToSportMessage,
  parseFrameMessage,
  SportToGlobalMessage,
} from './protocol';

const toBase64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

describe('frame and app messages are accepted only as strings', () => {
  const pageReady = {
    source: 'global',
    event: 'page_ready',
    details: { url: 'https://global.touchline.ie/registration' },
  };

  it('accepts a JSON string', () => {
    expect(parseFrameMessage(JSON.stringify(pageReady))).toEqual({ ...pageReady, v: 1 });
  });
  it('accepts a base64 JSON string, UTF-8 included', () => {
    const popup = { source: 'global', event: 'show_popup', details: { popup: 'popup-logged-out' } };
    expect(parseFrameMessage(toBase64(JSON.stringify(popup)))).toMatchObject(popup);
    const gtm = {
      source: 'global',
      event: 'gtm_push_action',
      details: { event: 'registration_abandoned', step: 'Ωμέγα' },
    };
    expect(parseFrameMessage(toBase64(JSON.stringify(gtm)))).toMatchObject(gtm);
  });
  it('rejects objects, even well-formed ones', () => {
    expect(parseFrameMessage(pageReady)).toBeNull();
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseFrameMessage(42)).toBeNull();
  });
  it('rejects garbage, JSON of another shape, and an unknown event', () => {
    expect(parseFrameMessage('garbage')).toBeNull();
    expect(parseFrameMessage('')).toBeNull();
    expect(parseFrameMessage('"close"')).toBeNull();
    expect(parseFrameMessage(JSON.stringify({ ...pageReady, event: 'teleport' }))).toBeNull();
    expect(parseFrameMessage(toBase64('{not json'))).toBeNull();
  });
  it('rejects another protocol version', () => {
    expect(parseFrameMessage(JSON.stringify({ ...pageReady, v: 2 }))).toBeNull();
  });
  it('app messages never count as frame messages (they come through the shell, not postMessage)', () => {
    const logout = { source: 'app', action: 'logout', data: {} };
    expect(parseFrameMessage(JSON.stringify(logout))).toBeNull();
  });
  it('the account site reads sport messages with their schema', () => {
    const message = JSON.stringify({ source: 'sport', event: 'sportLoginFinished' });
    expect(parseFrameMessage(message, SportToGlobalMessage)).toEqual({
      v: 1,
      source: 'sport',
      event: 'sportLoginFinished',
      details: {},
    });
    expect(parseFrameMessage(message)).toBeNull();
  });
});

describe('frame events: one union per direction', () => {
  it('knows every frame event of the spec from the account site', () => {
    const events = [
      'app_ready',
      'page_ready',
      'show',
      'show_help',
      'show_cashier',
      'show_popup',
      'iframe_hidden',
      'action_done',
      'log_out',
      'logout',
      'sport_token',
      'show_restricted_region_popup',
      'gtm_push_action',
    ];
    const known = GlobalToSportMessage.options.map((option) => option.shape.event.value);
    for (const event of events) expect(known).toContain(event);
  });
  it('knows the sport-to-frame messages and keep_session', () => {
    const known = SportToGlobalMessage.options.map((option) => option.shape.event.value);
    for (const event of [
      'sportLoginFinished',
      'sportRegistrationFinished',
      'logged_in',
      'logged_out',
      'update_freebets',
      'keep_session',
    ]) {
      expect(known).toContain(event);
    }
  });
  it('sport_token with an empty token is still a message (it logs out)', () => {
    const message = JSON.stringify({ source: 'global', event: 'sport_token', details: { token: '' } });
    expect(parseFrameMessage(message)).toMatchObject({ event: 'sport_token', details: { token: '' } });
  });
  it('action_done needs its action', () => {
    expect(
      parseFrameMessage(JSON.stringify({ source: 'global', event: 'action_done', details: {} })),
    ).toBeNull();
  });
});

describe('sending: always a string, with the version', () => {
  it('encodes JSON that the other side parses', () => {
    const text = encodeFrameMessage({
      source: 'sport',
      event: 'show',
      details: { path: '/cashier/deposit' },
    });
    expect(JSON.parse(text)).toMatchObject({ v: 1, event: 'show' });
    expect(parseFrameMessage(text, SportToGlobalMessage)).toMatchObject({
      details: { path: '/cashier/deposit' },
    });
  });
  it('encodes base64 JSON', () => {
    const text = encodeFrameMessage({ source: 'global', event: 'app_ready', details: {} }, 'base64');
    expect(parseFrameMessage(text)).toMatchObject({ source: 'global', event: 'app_ready' });
  });
});

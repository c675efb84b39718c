import { describe, expect, it } from 'vitest';
import {
  AcceptOddsWire,
  acceptOddsToWire,
  Bookmaker,
  Country,
  Currency,
  DecimalOdds,
  DisplayOdds,
  Href,
  IsoDateTime,
  Language,
  MinorUnits,
  Slug,
} from './common';

describe('money on the wire: integer minor units (stake x 100)', () => {
  it('accepts whole minor units', () => {
    expect(MinorUnits.parse(1050)).toBe(1050);
    expect(MinorUnits.parse(0)).toBe(0);
  });
  it('rejects negative money', () => {
    expect(MinorUnits.safeParse(-1).success).toBe(false);
  });
  it('rejects fractions of a minor unit (a major amount sent by mistake)', () => {
    expect(MinorUnits.safeParse(10.5).success).toBe(false);
  });
  it('rejects money as a string', () => {
    expect(MinorUnits.safeParse('1050').success).toBe(false);
  });
});

describe('odds: decimal, 0 when not priced', () => {
  it('accepts a price and zero', () => {
    expect(DecimalOdds.parse(2.5)).toBe(2.5);
    expect(DecimalOdds.parse(0)).toBe(0);
  });
  it('rejects negative odds', () => {
    expect(DecimalOdds.safeParse(-1.5).success).toBe(false);
  });
  it('display odds need every format', () => {
    expect(DisplayOdds.safeParse({ decimal: '2.00', fractional: '1/1', american: '+100' }).success).toBe(
      true,
    );
    expect(DisplayOdds.safeParse({ decimal: '2.00', fractional: '1/1' }).success).toBe(false);
  });
});

describe('countries, currencies and languages', () => {
  it('knows the seven country sites and the German market', () => {
    expect(Country.options).toEqual(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR', 'DE']);
  });
  it('rejects an unknown country, currency or language', () => {
    expect(Country.safeParse('FR').success).toBe(false);
    expect(Currency.safeParse('USD').success).toBe(false);
    expect(Language.safeParse('it').success).toBe(false);
  });
  it('accepts each operator currency', () => {
    for (const currency of ['EUR', 'GBP', 'RON', 'MXN', 'BRL'])
      expect(Currency.parse(currency)).toBe(currency);
  });
});

describe('accept_odds wire values', () => {
  it('maps all, higher and none to ACCEPT_ANY, ACCEPT_HIGHER and ACCEPT_NONE', () => {
    expect(acceptOddsToWire('all')).toBe('ACCEPT_ANY');
    expect(acceptOddsToWire('higher')).toBe('ACCEPT_HIGHER');
    expect(acceptOddsToWire('none')).toBe('ACCEPT_NONE');
  });
  it('rejects the bettor setting where the wire value is expected', () => {
    expect(AcceptOddsWire.safeParse('all').success).toBe(false);
  });
});

describe('bookmaker id names the {bookmaker}_events channel', () => {
  it('accepts a lowercase id', () => {
    expect(Bookmaker.parse('touchline_ie')).toBe('touchline_ie');
  });
  it('rejects spaces, capitals and empty', () => {
    for (const bad of ['touch line', 'Touchline', '', 'x'])
      expect(Bookmaker.safeParse(bad).success).toBe(false);
  });
});

describe('routes: slugs and hrefs', () => {
  it('accepts a translated non-ASCII slug', () => {
    expect(Slug.parse('ποδόσφαιρο')).toBe('ποδόσφαιρο');
  });
  it('rejects a slug with a slash or a space', () => {
    expect(Slug.safeParse('football/england').success).toBe(false);
    expect(Slug.safeParse('premier league').success).toBe(false);
  });
  it('accepts paths and http(s) URLs only', () => {
    expect(Href.safeParse('/football').success).toBe(true);
    expect(Href.safeParse('https://x.example/a').success).toBe(true);
    expect(Href.safeParse('javascript:alert(1)').success).toBe(false);
  });
  it('accepts ISO date-times with Z or an offset, not bare dates', () => {
    expect(IsoDateTime.safeParse('2025-05-03T16:30:00Z').success).toBe(true);
    expect(IsoDateTime.safeParse('2025-05-03T17:30:00+01:00').success).toBe(true);
    expect(IsoDateTime.safeParse('2025-05-03').success).toBe(false);
  });
});

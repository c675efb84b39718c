import { describe, expect, it } from 'vitest';
import { generateTip, type TipMarket } from './generate';
import { TIP_TEXTS } from './texts';

const market = (
  type: string,
  outcomes: Array<[string, number, string, (number | null)?]>,
  line: number | null = null,
): TipMarket => ({
  type,
  period: null,
  line,
  suspended: false,
  outcomes: outcomes.map(([code, odds, nameEn, handicap]) => ({
    code,
    odds,
    nameEn,
    handicap: handicap ?? null,
  })),
});

const result = (home: number, draw: number, away: number) =>
  market('match_result', [
    ['home', home, 'Home'],
    ['draw', draw, 'Draw'],
    ['away', away, 'Away'],
  ]);

const fixture = (markets: TipMarket[]) => ({ homeTeam: 'Ashford United', awayTeam: 'Brook Rovers', markets });

describe('tips service: a tip per fixture from its prices', () => {
  it('a clear favourite is tipped with its price and implied chance', () => {
    const tip = generateTip(fixture([result(1.4, 4.6, 7.5)]), 'en', 'decimal');
    expect(tip).toMatchObject({
      kind: 'strong_favourite',
      marketType: 'match_result',
      outcomeName: 'Home',
      odds: 1.4,
    });
    expect(tip?.text).toBe('Ashford United to win: clear favourites at 1.40, an implied chance of 71%.');
  });

  it('a favourite is tipped against the other side', () => {
    const tip = generateTip(fixture([result(3.9, 3.5, 2.1)]), 'en', 'decimal');
    expect(tip?.kind).toBe('favourite');
    expect(tip?.outcomeName).toBe('Away');
    expect(tip?.text).toContain('Brook Rovers to win');
    expect(tip?.text).toContain('Ashford United at 3.90');
  });

  it('a close match gets double chance with the shorter side', () => {
    const dc = market('double_chance', [
      ['1X', 1.45, 'Home or Draw'],
      ['12', 1.3, 'Home or Away'],
      ['X2', 1.55, 'Draw or Away'],
    ]);
    const tip = generateTip(fixture([result(2.6, 3.1, 2.8), dc]), 'en', 'decimal');
    expect(tip).toMatchObject({
      kind: 'close_call',
      marketType: 'double_chance',
      outcomeName: 'Home or Draw',
    });
  });

  it('totals and BTTS are tipped when the prices lean to them; the shortest qualifying price wins', () => {
    const total = market(
      'total',
      [
        ['over', 1.55, 'Over 2.5', 2.5],
        ['under', 2.45, 'Under 2.5', 2.5],
      ],
      2.5,
    );
    const btts = market('btts', [
      ['yes', 1.7, 'Yes'],
      ['no', 2.1, 'No'],
    ]);
    const tip = generateTip(fixture([result(2.6, 3.4, 2.7), total, btts]), 'en', 'decimal');
    expect(tip).toMatchObject({ kind: 'over', outcomeName: 'Over 2.5' });
    expect(tip?.text).toContain('over 2.5 is priced at 1.55 (65% implied)');
  });

  it('a points-sport favourite on the spread', () => {
    const winner = market('match_winner', [
      ['home', 1.2, 'Home'],
      ['away', 4.6, 'Away'],
    ]);
    const spread = market('handicap', [
      ['home', 1.9, 'Home (-7.5)', -7.5],
      ['away', 1.9, 'Away (7.5)', 7.5],
    ]);
    const tip = generateTip(fixture([winner, spread]), 'en', 'decimal');
    expect(tip).toMatchObject({ kind: 'spread', outcomeName: 'Home (-7.5)' });
    expect(tip?.text).toContain('Ashford United -7.5');
  });

  it('writes in the language and the brand odds format', () => {
    const tip = generateTip(fixture([result(1.4, 4.6, 7.5)]), 'es', 'american');
    expect(tip?.text).toBe('Gana Ashford United: claro favorito a -250, una probabilidad implícita del 71%.');
  });

  it('no tip when every price is too short or too long, or the market is suspended', () => {
    expect(generateTip(fixture([result(1.1, 9, 21)]), 'en', 'decimal')).toBeNull();
    const suspended = { ...result(1.4, 4.6, 7.5), suspended: true };
    expect(generateTip(fixture([suspended]), 'en', 'decimal')).toBeNull();
  });

  it('every language has every reason, with the same placeholders as English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]).sort();
    for (const [lang, texts] of Object.entries(TIP_TEXTS)) {
      for (const [kind, text] of Object.entries(texts)) {
        expect(placeholders(text), `${lang} ${kind}`).toEqual(
          placeholders(TIP_TEXTS.en[kind as keyof typeof texts]),
        );
      }
    }
  });
});

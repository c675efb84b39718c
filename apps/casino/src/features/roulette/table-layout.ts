/**
 * The European single-zero table: each spot where a chip can go, with its bet and its place on the
 * layout, wide (zero on the left, three rows of numbers, the columns' 2 to 1 on the right, dozens and
 * even-money bets below) and narrow (zero on top, twelve rows of three, outside bets at the side).
 */
import { type RouletteBet, rouletteColour } from '@touchline/casino';

export interface Place {
  row: number;
  col: number;
  rows?: number;
  cols?: number;
}

export interface Spot {
  /** Stable id of the bet: 'n17', 'red', 'dozen2', 'column3'. */
  id: string;
  bet: RouletteBet;
  colour: 'red' | 'black' | 'green' | 'none';
  wide: Place;
  narrow: Place;
}

const OUTSIDE = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

export const SPOTS: readonly Spot[] = [
  {
    id: 'n0',
    bet: { type: 'straight', numbers: [0] },
    colour: 'green',
    wide: { row: 1, col: 1, rows: 3 },
    narrow: { row: 1, col: 3, cols: 3 },
  },
  ...Array.from({ length: 36 }, (_, i): Spot => {
    const n = i + 1;
    const column = ((n - 1) % 3) + 1;
    return {
      id: `n${n}`,
      bet: { type: 'straight', numbers: [n] },
      colour: rouletteColour(n),
      wide: { row: 4 - column, col: 1 + Math.ceil(n / 3) },
      narrow: { row: 1 + Math.ceil(n / 3), col: 2 + column },
    };
  }),
  ...([1, 2, 3] as const).map(
    (column): Spot => ({
      id: `column${column}`,
      bet: { type: 'column', column },
      colour: 'none',
      wide: { row: 4 - column, col: 14 },
      narrow: { row: 14, col: 2 + column },
    }),
  ),
  ...([1, 2, 3] as const).map(
    (dozen): Spot => ({
      id: `dozen${dozen}`,
      bet: { type: 'dozen', dozen },
      colour: 'none',
      wide: { row: 4, col: 2 + 4 * (dozen - 1), cols: 4 },
      narrow: { row: 2 + 4 * (dozen - 1), col: 2, rows: 4 },
    }),
  ),
  ...OUTSIDE.map(
    (type, i): Spot => ({
      id: type,
      bet: { type },
      colour: type === 'red' ? 'red' : type === 'black' ? 'black' : 'none',
      wide: { row: 5, col: 2 + 2 * i, cols: 2 },
      narrow: { row: 2 + 2 * i, col: 1, rows: 2 },
    }),
  ),
];

export const spotById = (id: string): Spot | undefined => SPOTS.find((spot) => spot.id === id);

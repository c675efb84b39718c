// An unsigned number in brackets: "(1.5)", "( 2 )", "(0,5)". Signed ones already say their side.
const BRACKETED_UNSIGNED_NUMBER = /\(\s*(\d+(?:[.,]\d+)?)\s*\)/g;

/**
 * Handicap outcome name with an explicit plus sign on a positive number in brackets
 *: "Team A (1.5)" -> "Team A (+1.5)"; "(-1.5)", "(0)" and "(+1)" unchanged.
 */
export function handicapOutcomeName(name: string): string {
  return name.replace(BRACKETED_UNSIGNED_NUMBER, (match, number: string) =>
    Number(number.replace(',', '.')) > 0 ? match.replace(number, `+${number}`) : match,
  );
}

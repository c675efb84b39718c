/**
 * Betting at the live roulette table the way a player does: a chip on red while the round takes bets,
 * then 'Place bets'. A bet that reaches the table just after it closed is refused with a message and
 * its chips stay on the layout; the player places them again when the next round opens.
 */
import type { FrameLocator, Page } from 'playwright-core';

type Table = Page | FrameLocator;

export async function betOnRed(table: Table): Promise<void> {
  await table.getByRole('button', { name: 'Red', exact: true }).click({ timeout: 60_000 });
  const placed = table.getByText('Your bets are in. Good luck!');
  const closed = table.getByText('Bets are closed for this round.');
  for (let attempt = 0; attempt < 3; attempt++) {
    // The button waits for the next round's betting to open when the last try came too late.
    await table.getByRole('button', { name: 'Place bets', exact: true }).click({ timeout: 60_000 });
    await placed.or(closed).first().waitFor();
    if (await placed.isVisible()) return;
  }
  throw new Error('the roulette bets were refused three times');
}

/**
 * The winning number once the ball has landed on the round the player bet on. When it never does, the
 * error says what the table showed instead (its phase, the waiting text, any error), for the log.
 */
export async function landedOn(table: Table): Promise<string> {
  const result = table.getByText(/^The ball landed on \d+/);
  try {
    await result.waitFor({ timeout: 90_000 });
  } catch (error) {
    const shown = await table
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '(the table could not be read)');
    throw new Error(`no result within 90 s; the table showed:\n${shown.slice(0, 1500)}`, { cause: error });
  }
  return /landed on (\d+)/.exec(await result.innerText())?.[1] ?? '';
}

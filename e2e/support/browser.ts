/** Headless Debian Chromium through playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run e2e/scripts/ensure-chromium.sh (as root) first`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  context.setDefaultTimeout(20_000);
  return context;
}

export interface AxeIssue {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Serious and critical axe-core violations of the current page. */
export async function seriousViolations(page: Page): Promise<AxeIssue[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

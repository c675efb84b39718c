/// <reference lib="dom" />
/**
 * Apple Pay in the cashier, end to end: the cashier in the account frame asks the sportsbook page,
 * which runs the payment sheet, for the sheet, the merchant validation and the payment. Chromium has
 * no ApplePaySession, so the sportsbook page gets a stand-in that behaves as Safari's does (it asks for
 * merchant validation, then hands over a token once validated, and records how the page completed
 * each step); the frame messages, the server calls, the payment provider, the ledger and the screens
 * are the real ones. Without it, the cashier offers no Apple Pay.
 */
import {
  examples,
  type LedgerEntryView,
  type PaymentsResponse,
  type TransactionsResponse,
} from '@touchline/contract';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, seriousViolations } from '../support/browser';
import { baseURL } from '../support/shared-server';

const SHOTS = '/work/shots/applepay-help';
const server = serverApi(baseURL);

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

/** What the stand-in recorded: the session made, merchant validation completed, payment completed. */
interface SheetRecord {
  type: 'new' | 'begin' | 'completeMerchantValidation' | 'completePayment' | 'abort';
  version?: number;
  request?: {
    countryCode: string;
    currencyCode: string;
    merchantCapabilities: string[];
    supportedNetworks: string[];
    total: { label: string; amount: string; type: string };
  };
  session?: { merchantIdentifier: string; domainName: string };
  result?: { status: number };
}

/**
 * ApplePaySession as Safari offers it to the top-level page (the account frame gets none): begin() asks
 * for merchant validation with Apple's validation URL; a completed validation leads to the bettor's
 * authorisation with a token naming the card in `window.__applePayCard`.
 */
function installApplePay(token: typeof examples.applePayToken): void {
  if (window !== window.top) return;
  const records: unknown[] = [];
  const page = window as unknown as {
    __applePay: unknown[];
    __applePayCard: string;
    ApplePaySession: unknown;
  };
  page.__applePay = records;
  page.__applePayCard = token.paymentMethod.displayName;
  class ApplePaySession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments() {
      return true;
    }
    static supportsVersion(version: number) {
      return version >= 1 && version <= 14;
    }
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
    oncancel: ((event: unknown) => void) | null = null;
    constructor(version: number, request: unknown) {
      records.push({ type: 'new', version, request });
    }
    begin() {
      records.push({ type: 'begin' });
      setTimeout(() =>
        this.onvalidatemerchant?.({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        }),
      );
    }
    completeMerchantValidation(session: unknown) {
      records.push({ type: 'completeMerchantValidation', session });
      const card = page.__applePayCard;
      setTimeout(() =>
        this.onpaymentauthorized?.({
          payment: { token: { ...token, paymentMethod: { ...token.paymentMethod, displayName: card } } },
        }),
      );
    }
    completePayment(result: unknown) {
      records.push({ type: 'completePayment', result });
    }
    abort() {
      records.push({ type: 'abort' });
    }
  }
  page.ApplePaySession = ApplePaySession;
}

const frame = (): FrameLocator => page.frameLocator('iframe[title="Account"]');
const accountDialog = () => page.getByRole('dialog', { name: 'Account' });
const headerBalance = () => page.getByTestId('header-balance');
const balanceText = async () =>
  (await headerBalance().textContent())?.replace(/^Balance\s*/, '').trim() ?? '';
const sheetRecords = () =>
  page.evaluate(() => (window as unknown as { __applePay: SheetRecord[] }).__applePay);

async function open(token: string, applePay: boolean): Promise<void> {
  ({ context, page } = await bettorBrowser(browser, baseURL).open(token, { viewport: DESKTOP }));
  if (applePay) await context.addInitScript(installApplePay, examples.applePayToken);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  await page.goto('/');
  await headerBalance().waitFor();
}

/** Opens the cashier's deposit page in the frame and waits until it knows whether Apple Pay is there. */
async function openDeposit(): Promise<void> {
  await page.goto('/cashier/deposit');
  await accountDialog().waitFor();
  await frame().locator('form[data-apple-pay="ready"], form[data-apple-pay="unavailable"]').waitFor();
}

async function payWithApplePay(amount: string): Promise<void> {
  await frame().getByRole('radio', { name: 'Apple Pay' }).check();
  await frame().getByLabel('Amount').fill(amount);
  await frame()
    .getByRole('button', { name: `Pay €${amount} with Apple Pay` })
    .click();
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Apple Pay in the cashier', () => {
  it('deposits with Apple Pay: the sheet, merchant validation, the payment, the balance and the ledger', async () => {
    const { token } = await server.newBettor('applepay', 1_000);
    await open(token, true);
    await expect.poll(balanceText, { timeout: 10_000, interval: 100 }).toContain('10.00');
    await openDeposit();
    expect(await frame().locator('form').getAttribute('data-apple-pay')).toBe('ready');
    await frame().getByRole('radio', { name: 'Apple Pay' }).check();
    await frame().getByLabel('Amount').fill('25.00');
    // The card's fields give way to the Apple Pay button.
    expect(await frame().getByLabel('Card number').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/cashier-apple-pay-${size.width}.png` });
    }
    await frame().getByRole('button', { name: 'Pay €25.00 with Apple Pay' }).click();

    await frame().getByText('Deposit of €25.00 completed. Your balance is now €35.00.').waitFor();
    await expect.poll(balanceText, { timeout: 5_000, interval: 100 }).toContain('35.00');
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/cashier-apple-pay-done-${size.width}.png` });
    }

    // The sheet as the page made it, validated with the provider's merchant session, completed with success.
    const records = await sheetRecords();
    expect(records.map((record) => record.type)).toEqual([
      'new',
      'begin',
      'completeMerchantValidation',
      'completePayment',
    ]);
    expect(records[0]).toMatchObject({
      version: 3,
      request: {
        countryCode: 'IE',
        currencyCode: 'EUR',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
        total: { label: 'Touchline', amount: '25.00', type: 'final' },
      },
    });
    expect(records[2]?.session).toMatchObject({
      merchantIdentifier: 'merchant.example.touchline.demo',
      domainName: new URL(baseURL).hostname,
    });
    expect(records[3]?.result).toEqual({ status: 0 });

    // The ledger and the payment, on the server and on the cashier's own pages.
    const ledger = (await server.api<TransactionsResponse>('/v1/cashier/transactions?per_page=5', { token }))
      .data as LedgerEntryView[];
    expect(ledger[0]).toMatchObject({ kind: 'deposit', amount: 2_500, balance_after: 3_500 });
    const payments = await server.api<PaymentsResponse>('/v1/cashier/payments?per_page=5', { token });
    expect(payments.data[0]).toMatchObject({ method: 'apple_pay', status: 'completed', amount: 2_500 });
    await page.goto('/cashier/transactions');
    await accountDialog().waitFor();
    await frame().getByRole('cell', { name: '€35.00' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/cashier-transactions-${DESKTOP.width}.png` });
    expect(problems).toEqual([]);
  }, 240_000);

  it('a card declined in the wallet: the sheet completes with failure, the cashier says why, the balance stays', async () => {
    const { token } = await server.newBettor('applepaydecline', 1_000);
    await open(token, true);
    // The wallet's card is the declined test card from the next page load on.
    await context.addInitScript(() => {
      (window as unknown as { __applePayCard: string }).__applePayCard = 'Visa 0002';
    });
    await openDeposit();
    await payWithApplePay('10.00');
    await frame()
      .getByText('Your card was declined by the card issuer. No money was taken. Try another card.')
      .waitFor();
    const records = await sheetRecords();
    expect(records.at(-1)).toEqual({ type: 'completePayment', result: { status: 1 } });
    expect((await server.details(token)).balance.cash).toBe(1_000);
    await expect.poll(balanceText, { timeout: 10_000, interval: 100 }).toContain('10.00');
    await page.screenshot({ path: `${SHOTS}/cashier-apple-pay-declined-${DESKTOP.width}.png` });
  }, 240_000);

  it('a page without Apple Pay: the cashier offers cards only', async () => {
    const { token } = await server.newBettor('noapplepay', 1_000);
    await open(token, false);
    await openDeposit();
    expect(await frame().locator('form').getAttribute('data-apple-pay')).toBe('unavailable');
    expect(await frame().getByRole('radio', { name: 'Apple Pay' }).count()).toBe(0);
    expect(
      await frame()
        .getByRole('button', { name: /Apple Pay/ })
        .count(),
    ).toBe(0);
    await frame().getByLabel('Card number').waitFor();
    expect(problems).toEqual([]);
  }, 240_000);
});

/**
 * The tips pipeline: the fixtures to ask about (GET /v1/tips/fixtures), the tips service with its fixed
 * bearer credential (POST /tips-service/v1/tips), then the tips with their events and prices
 * (POST /v1/tips/process). Also the one call a tile needs to add its selection to the slip.
 */
import {
  type generateTips,
  type getTipsFixtures,
  type ProcessedTip,
  ProcessTipsResponse,
  type processTips,
  type SelectionDetail,
  TipsFixturesResponse,
  TipsServiceResponse,
  type ValidateSelectionsResponse,
  type validateSelections,
} from '@touchline/contract';
import { apiGet, apiRequest } from '@/shared/api/client';
import type { ApiContext } from '@/shared/api/requests';

const FIXTURES: (typeof getTipsFixtures)['path'] = '/v1/tips/fixtures';
const SERVICE: (typeof generateTips)['path'] = '/tips-service/v1/tips';
const PROCESS: (typeof processTips)['path'] = '/v1/tips/process';
const VALIDATE: (typeof validateSelections)['path'] = '/v1/betslip/validate-selections';

/**
 * The tips service's fixed credential: set at build time (VITE_TIPS_SERVICE_TOKEN) for a deployment
 * whose server has TIPS_SERVICE_TOKEN; the development token otherwise, as the server accepts then.
 */
const TIPS_TOKEN: string = import.meta.env.VITE_TIPS_SERVICE_TOKEN || 'touchline-dev-tips-token';

export async function loadTips(ctx: ApiContext, signal: AbortSignal): Promise<ProcessedTip[]> {
  const brand = { bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country };
  const fixtures = TipsFixturesResponse.parse(await apiGet<unknown>(FIXTURES, brand, signal));
  if (fixtures.params.fixtures.length === 0) return [];
  const written = TipsServiceResponse.parse(
    await apiRequest<unknown>(
      SERVICE,
      {},
      {
        body: fixtures.params,
        signal,
        headers: { authorization: `Bearer ${TIPS_TOKEN}` },
      },
    ),
  );
  if (written.tips.length === 0) return [];
  const processed = ProcessTipsResponse.parse(
    await apiRequest<unknown>(PROCESS, {}, { body: { ...brand, tips: written.tips }, signal }),
  );
  return processed.tips;
}

/** The event, market and outcome of a tile's outcome, when it can still be bet on. */
export async function selectionDetail(ctx: ApiContext, outcomeId: string): Promise<SelectionDetail | null> {
  const answer = await apiGet<ValidateSelectionsResponse>(VALIDATE, {
    bookmaker: ctx.bookmaker,
    lang: ctx.lang,
    selections: outcomeId,
  });
  return answer.data[0] ?? null;
}

/**
 * Every HTTP call of the API server by name, so the server can assert each one is implemented. The
 * account site's own server has its one call apart (accountSiteCalls).
 */
import { accountCalls } from './account';
import { betBuilderCalls } from './betbuilder';
import { betsCalls } from './bets';
import { betshareCalls } from './betshare';
import { betslipCalls } from './betslip';
import { bonusesCalls } from './bonuses';
import { cashierCalls } from './cashier';
import { casinoCalls } from './casino';
import { catalogCalls } from './catalog';
import { chatCalls } from './chat';
import { configCalls } from './config';
import { contentCalls } from './content';
import { contentAdminCalls } from './content-admin';
import type { CallDef } from './define';
import { inboxCalls } from './inbox';
import { limitsCalls } from './limits';
import { promotionsCalls } from './promotions';
import { pushCalls } from './push';
import { sessionCalls } from './session';
import { statsCalls } from './stats';
import { streamsCalls } from './streams';
import { studioCalls } from './studio';
import { systemCalls } from './system';
import { tipsCalls } from './tips';
import { tradingCalls } from './trading';

export const calls = {
  ...catalogCalls,
  ...contentCalls,
  ...contentAdminCalls,
  ...configCalls,
  ...streamsCalls,
  ...betslipCalls,
  ...betBuilderCalls,
  ...tipsCalls,
  ...accountCalls,
  ...cashierCalls,
  ...sessionCalls,
  ...betsCalls,
  ...bonusesCalls,
  ...promotionsCalls,
  ...betshareCalls,
  ...chatCalls,
  ...inboxCalls,
  ...pushCalls,
  ...casinoCalls,
  ...studioCalls,
  ...limitsCalls,
  ...tradingCalls,
  ...statsCalls,
  ...systemCalls,
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** Section 7 calls grouped by the server module that serves them. */
export const callsByModule = (): Record<string, CallName[]> => {
  const groups: Record<string, CallName[]> = {};
  for (const name of Object.keys(calls) as CallName[]) {
    const module = calls[name].module;
    groups[module] = [...(groups[module] ?? []), name];
  }
  return groups;
};

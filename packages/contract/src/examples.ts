/**
 * Realistic wire examples, one per entity, checked against the schemas by the tests.
 * Server and web tests may start from them (copy, then change what the case is about).
 */
import type { z } from 'zod';
import type { ApplePayPaymentToken } from './api/apple-pay';
import type { PaymentView } from './api/cashier';
import type { Banner } from './entities/banner';
import type { BetBuilderReceipt, BetBuilderTicket } from './entities/betbuilder';
import type { PlacedBet } from './entities/bets';
import type { BetShare } from './entities/betshare';
import type { BetslipSelection, SelectionDetail, SystemOption, Ticket } from './entities/betslip';
import type { BrandConfig } from './entities/brand';
import type { ChatMessage, ChatNotification } from './entities/chat';
import type { Competition } from './entities/competition';
import type { Event } from './entities/event';
import type { Market, Outcome } from './entities/market';
import type { NavigationItem } from './entities/navigation';
import type { PromotionOptIn } from './entities/promotion';
import type {
  BoostToken,
  ComboBoostConfig,
  FreeBet,
  OperatorSettings,
  Playthrough,
} from './entities/rewards';
import type { Seo } from './entities/seo';
import type { Sport } from './entities/sport';
import type { CompetitionStat, SportStat } from './entities/stats';
import type { Stream } from './entities/stream';
import type { Tip, TipTile } from './entities/tip';
import type { PlayerBalance, User } from './entities/user';

const outcomeHome: Outcome = {
  id: '9001',
  market_id: '5001',
  name: 'Arsenal',
  fullname: 'Arsenal',
  odds: 2.5,
  display_odds: { decimal: '2.50', fractional: '6/4', american: '+150' },
  is_each_way: false,
  has_ew: false,
  place_odds: null,
  is_starting_price: false,
  combo_boost_available: true,
  handicap: null,
  items: null,
};

const outcomeDraw: Outcome = {
  ...outcomeHome,
  id: '9002',
  name: 'Draw',
  fullname: 'Draw',
  odds: 3.4,
  display_odds: { decimal: '3.40', fractional: '12/5', american: '+240' },
};

const outcomeAway: Outcome = {
  ...outcomeHome,
  id: '9003',
  name: 'Chelsea',
  fullname: 'Chelsea',
  odds: 2.9,
  display_odds: { decimal: '2.90', fractional: '19/10', american: '+190' },
};

const market: Market = {
  id: '5001',
  event_id: '1001',
  name: 'Match Result',
  type: '1x2',
  layout: 'three_way',
  ew_price: null,
  ew_place: null,
  is_suspended: false,
  outcomes: [outcomeHome, outcomeDraw, outcomeAway],
};

const event: Event = {
  id: '1001',
  name: 'Arsenal v Chelsea',
  slug: 'arsenal-v-chelsea',
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  starts_at: '2025-05-03T16:30:00Z',
  status: 'live',
  status_description: 'Second half',
  liveodds: true,
  is_live: true,
  is_virtual: false,
  is_outright: false,
  stats: { home_scores: 1, away_scores: 0, home_set: null, away_set: null, server: null, time: "67'" },
  matchSummary: {
    currentPhase: '2H',
    startTimes: { '1H': '2025-05-03T16:30:12Z', '2H': '2025-05-03T17:31:40Z' },
    normalTimeHalfDuration: 45,
  },
  sport: { id: '1', slug: 'football', name: 'Football', category: 'sport' },
  translated_sport_slug: 'football',
  competition_id: '301',
  competition_slug: 'premier-league',
  competition_name: 'Premier League',
  translated_competition_slug: 'premier-league',
  region_name: 'England',
  region_slug: 'england',
  markets_count: 142,
  markets: [market],
};

const sport: Sport = {
  id: '1',
  slug: 'football',
  translated_slug: 'futbol',
  name: 'Fútbol',
  category: 'sport',
  event_count: 412,
  outright_count: 18,
  total: 430,
  is_parent: false,
  is_virtual: false,
  parent_id: null,
  parent_slug: null,
  icon: 'football',
};

const competition: Competition = {
  id: '301',
  slug: 'premier-league',
  translated_slug: 'premier-league',
  name: 'Premier League',
  region_name: 'England',
  region_slug: 'england',
  sport_slug: 'football',
  translated_sport_slug: 'football',
  event_count: 1,
  events: [event],
};

const { outcomes: _outcomes, ...marketSummary } = market;

const selectionDetail: SelectionDetail = { event, market: marketSummary, outcome: outcomeHome };

const betslipSelection: BetslipSelection = {
  event: { id: '1001', name: 'Arsenal v Chelsea' },
  outcome: {
    id: '9001',
    market_id: '5001',
    odds: 2.5,
    display_odds: { decimal: '2.50', fractional: '6/4', american: '+150' },
    items: null,
    is_each_way: false,
    has_ew: false,
    place_odds: null,
    is_starting_price: false,
    combo_boost_available: true,
  },
  market: { id: '5001', type: '1x2', is_suspended: false, ew_place: null, ew_price: null },
  stake: 10,
  error: null,
};

const systemOption: SystemOption = {
  bets: 3,
  perm_length: 2,
  selections: 3,
  combinations: 3,
  title: 'System 2/3',
  name: 'Doubles',
  type: 'system_2/3',
  potential_return: 2250,
};

const ticket: Ticket = {
  uuid: null,
  status: null,
  bet_type: 'single',
  system_type: null,
  each_way: false,
  stake: 1000,
  total_stake: 1000,
  bets: 1,
  odds: 2.5,
  potential_return: 2500,
  tax: { amount: 0 },
  freebet_id: null,
  boost_token_id: null,
  combo_boost_percentage: 0,
  selections: [
    {
      event_id: '1001',
      market_id: '5001',
      outcome_id: '9001',
      outcome_list: [],
      odds: 2.5,
      is_starting_price: false,
      outcome_name: 'Arsenal',
      event_name: 'Arsenal v Chelsea',
      market_name: 'Match Result',
      ew_price: null,
      ew_place: null,
      translations: null,
    },
  ],
  error_meta: null,
};

const betBuilderTicket: BetBuilderTicket = {
  name: 'Arsenal v Chelsea YourBet',
  odds: 7.25,
  display_odds: { decimal: '7.25', fractional: '25/4', american: '+625' },
  selections: [
    {
      id: 'bb-1',
      description: 'Arsenal to win',
      description_translated: null,
      error: null,
      outcome: { id: 'bbo-1', odds: 2.5, is_each_way: false },
    },
    {
      id: 'bb-2',
      description: 'Over 2.5 goals',
      description_translated: null,
      error: null,
      outcome: { id: 'bbo-2', odds: 1.9, is_each_way: false },
    },
  ],
};

const betBuilderReceipt: BetBuilderReceipt = {
  uuid: 'b7a3c1de-0f2a-4c55-9d1e-6f1f3b2a9e10',
  stake: 500,
  selections: [
    { event_name: 'Arsenal v Chelsea', outcome_name: 'Arsenal to win', outcome_name_translated: null },
    { event_name: 'Arsenal v Chelsea', outcome_name: 'Over 2.5 goals', outcome_name_translated: null },
  ],
};

const freeBet: FreeBet = {
  id: 'fb-17',
  name: '€5 Free Bet',
  amount: 500,
  amount_remaining: 500,
  conditions: { min_odds: 1.5 },
  expires_at: '2025-06-01T00:00:00Z',
};

const boostToken: BoostToken = {
  id: 'bt-3',
  template: { name: '25% Profit Boost', percentage: 25, max_winnings: 5000 },
  expires_at: null,
};

const comboBoost: ComboBoostConfig = {
  percent_steps: [0, 0, 0, 5, 10, 15, 20, 25, 30, 35, 40, 50],
  winnings_calc_mode: 'net',
};

const playthrough: Playthrough = {
  id: 'pt-1',
  balance: 2000,
  playthrough_remaining: 6000,
  playthrough_total_required: 10000,
};

const operator: OperatorSettings = {
  playthrough_enabled: true,
  cashout_enabled: true,
  chatbot_enabled: true,
  login_enabled: true,
  account_v2_enabled: false,
  mini_games_enabled: true,
};

const user: User = {
  id: 'u-42',
  username: 'punter42',
  name: 'Pat Murphy',
  currency: 'EUR',
  balance: 12550,
  bonus: 2000,
  casino_balance: 0,
  casino_cash: 0,
  casino_bonus: 0,
};

const balance: PlayerBalance = {
  total: 14550,
  cash: 12550,
  bonus: 2000,
  currency: 'EUR',
  casino_balance: 0,
  casino_cash: 0,
  casino_bonus: 0,
};

const stream: Stream = {
  event_id: '1001',
  name: 'Arsenal v Chelsea',
  event_url: '/football/premier-league/arsenal-v-chelsea-1001',
};

const tip: Tip = {
  sport_slug: 'football',
  tip: 'Arsenal have won 8 of their last 10 at home.',
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  competition_name: 'Premier League',
  region_name: 'England',
  market_name: 'Match Result',
  event_id: '1001',
  starts_at: '2025-05-03T16:30:00Z',
  outcome_id: '9001',
};

const tipTile: TipTile = {
  outcome_id: '9001',
  event_id: '1001',
  event_name: 'Arsenal v Chelsea',
  market_name: 'Match Result',
  outcome_name: 'Arsenal',
  region_name: 'England',
  sport_slug: 'football',
  competition_name: 'Premier League',
  handicap: null,
  odds: 2.5,
  display_odds: { decimal: '2.50', fractional: '6/4', american: '+150' },
};

const sportStat: SportStat = {
  sport_id: '1',
  count: 5120,
  translated_slug: 'football',
  translated_sport_slug: 'football',
  name: 'Football',
  translated_name: 'Football',
  icon: 'football',
  sport_slug: 'football',
};

const competitionStat: CompetitionStat = { ...sportStat, competition_id: '301', count: 2210 };

const optIn: PromotionOptIn = {
  opt_in_status: 'NOT_OPTED_IN',
  is_optIn_required: true,
  is_limited_users: false,
  id_user: 'u-42',
};

const navigationItem: NavigationItem = {
  key: 'rewards',
  label: 'nav.rewards',
  icon: 'gift',
  action: '/rewards',
  type: 'link',
  hasBadge: false,
  customCss: null,
  specialId: null,
  visibility: { showIfUser: true },
};

const banner: z.input<typeof Banner> = {
  id: 7,
  message: '<strong>Cash out</strong> is back on all football markets.',
  ctas: [{ type: 'link', destination: 'internal', url: '/football', text: 'Bet now' }],
  createdAt: '2025-04-30T09:00:00Z',
  updatedAt: '2025-04-30T09:00:00Z',
};

const brand: BrandConfig = {
  COUNTRY: 'MX',
  BOOKMAKER: 'touchline_mx',
  DEFAULT_CURRENCY: 'MXN',
  ODDS_FORMAT: 'american',
  DEFAULT_ACCEPT_ODDS: 'all',
  CMS_URL: 'https://cms.touchline.example',
  DEFAULT_LOCALE: 'es-MX',
  domain: 'touchline.mx',
  default_lang: 'es',
  global_iframe: 'https://global.touchline.mx',
  consent_policy: true,
  tag_manager_id: null,
};

const chatMessage: ChatMessage = {
  role: 'assistant',
  message: 'Arsenal are 2.50 to beat Chelsea.',
  extra: { tags: [], status: null, event_id: '1001', outcome_id: '9001' },
};

const chatNotification: ChatNotification = {
  id: 'n-1',
  title: 'Big match tonight',
  message: 'Want a quick preview of Arsenal v Chelsea?',
  cta_btn: { text: 'Ask Bet AI', url: null },
  suggested_question: 'Who wins Arsenal v Chelsea?',
};

const betShare: BetShare = { id: 'bet_8f2k1', outcome_ids: ['9001', '9102'] };

const seo: Seo = {
  title: 'Football betting | Touchline',
  description: 'Bet on {sport} with the best odds.',
  variables: { sport: 'football' },
  meta: [{ name: 'robots', content: 'index,follow' }],
};

const placedBet: PlacedBet = {
  uuid: 'c0a8012e-7d4b-4a55-8f0e-2b1f0d9b7a11',
  status: 'open',
  bet_type: 'single',
  system_type: null,
  each_way: false,
  placed_at: '2025-05-03T16:00:00Z',
  settled_at: null,
  stake: 1000,
  odds: 2.5,
  potential_return: 2500,
  payout: null,
  cashout_amount: 1320,
  freebet_id: null,
  selections: [
    {
      outcome_id: '9001',
      market_id: '5001',
      event_id: '1001',
      outcome_name: 'Arsenal',
      market_name: 'Match Result',
      event_name: 'Arsenal v Chelsea',
      odds: 2.5,
      result: 'pending',
    },
  ],
};

/** A token as Apple Pay hands it to onpaymentauthorized (the demo provider approves 'Visa 4242'). */
const applePayToken: ApplePayPaymentToken = {
  paymentData: {
    version: 'EC_v1',
    data: 'ZGVtby1wYXltZW50LWRhdGE=',
    signature: 'c2lnbmF0dXJl',
    header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'abc123' },
  },
  paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
  transactionIdentifier: 'ABC123',
};

/** A completed deposit as the cashier reports it. */
const payment: PaymentView = {
  id: '41',
  direction: 'deposit',
  method: 'apple_pay',
  amount: 2_500,
  currency: 'EUR',
  status: 'completed',
  failure_code: null,
  failure_message: null,
  provider_reference: 'DEMO-AP-41',
  created_at: '2026-01-01T00:00:00.000Z',
};

export const examples = {
  outcome: outcomeHome,
  market,
  event,
  sport,
  competition,
  selectionDetail,
  betslipSelection,
  systemOption,
  ticket,
  betBuilderTicket,
  betBuilderReceipt,
  freeBet,
  boostToken,
  comboBoost,
  playthrough,
  operator,
  user,
  balance,
  stream,
  tip,
  tipTile,
  sportStat,
  competitionStat,
  optIn,
  navigationItem,
  banner,
  brand,
  chatMessage,
  chatNotification,
  betShare,
  seo,
  placedBet,
  applePayToken,
  payment,
} as const;

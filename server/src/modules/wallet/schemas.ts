/** Wire shapes of the cashier calls: the contract's, so the account site sends exactly what is served. */
export {
  CashierBody,
  CashierIdempotencyKey as IdempotencyKey,
  CashierResponse,
  LedgerEntryView,
  PaymentView,
  TransactionsQuery,
  TransactionsResponse,
} from '@touchline/contract';

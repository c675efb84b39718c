/** Wire shapes of the cashier calls: the contract's, so the account site sends exactly what is served. */
export {
  CashierBody,
  CashierIdempotencyKey as IdempotencyKey,
  CashierResponse,
  LedgerEntryView,
  PaymentsResponse,
  PaymentView,
  TransactionsQuery,
  TransactionsResponse,
} from '@touchline/contract';

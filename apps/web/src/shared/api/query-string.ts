/** Query strings of API calls ("nulls removed"): the contract client's own rule. */
export { type QueryParams, type QueryValue, toQueryString } from '@touchline/contract/client';

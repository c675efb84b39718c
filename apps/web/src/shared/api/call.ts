/**
 * Calls a contract call: the input is checked before sending, the answer against its schema. Apart from
 * client.ts so that only the code that calls by definition (loaded later) brings the schemas.
 */
import { type CallFn, checkedCall } from '@touchline/contract';
import { transport } from './client';

export const callApi: CallFn = checkedCall(transport);

/**
 * The typed call: the transport of client.ts with the call's schemas. A module of its own so that a page
 * sending its first calls by path loads neither this nor the schemas.
 */
import type { CallDef, CallResponse } from './api/define';
import {
  ApiError,
  type CallClient,
  type CallClientOptions,
  type CallFn,
  type CallInput,
  createTransport,
  INVALID_REQUEST,
  type QueryParams,
  type RequestInput,
  type Transport,
  UNEXPECTED_RESPONSE,
} from './client';

const firstIssue = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid';
};

/** The typed call over a transport: input checked before sending, answer against the call's schema. */
export function checkedCall(transport: Pick<Transport, 'exchange'>): CallFn {
  return async function call<C extends CallDef>(def: C, input: CallInput<C>): Promise<CallResponse<C>> {
    const { query, body } = input as { query?: QueryParams; body?: unknown };
    if (def.querystring) {
      const checked = def.querystring.safeParse(query ?? {});
      if (!checked.success) throw new ApiError(0, firstIssue(checked.error), INVALID_REQUEST);
    }
    if (def.body) {
      const checked = def.body.safeParse(body);
      if (!checked.success) throw new ApiError(0, firstIssue(checked.error), INVALID_REQUEST);
    }
    const { status, answer } = await transport.exchange(def, input as RequestInput);
    const checked = def.response.safeParse(answer);
    if (!checked.success) {
      throw new ApiError(status, firstIssue(checked.error), UNEXPECTED_RESPONSE, null, answer);
    }
    return checked.data as CallResponse<C>;
  };
}

/** A client for the calls of the contract; each app wraps one with its own options. */
export function createCallClient(options: CallClientOptions = {}): CallClient {
  const transport = createTransport(options);
  return { call: checkedCall(transport), request: transport.request };
}

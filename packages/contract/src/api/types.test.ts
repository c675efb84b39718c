import { describe, expectTypeOf, it } from 'vitest';
import type { EventsQuery, EventsResponse, getEvents } from './catalog';
import type { CallQuery, CallQueryInput, CallResponse, RouteSchema } from './define';
import { routeSchema } from './define';
import { getImgArenaStream } from './streams';

describe('call types for the server and the web client', () => {
  it('query and response types come from the call', () => {
    expectTypeOf<CallQuery<typeof getEvents>>().toEqualTypeOf<EventsQuery>();
    expectTypeOf<CallResponse<typeof getEvents>>().toEqualTypeOf<EventsResponse>();
  });
  it('the client may send strings before coercion', () => {
    expectTypeOf<{ bookmaker: 'touchline_ie'; limit: '20' }>().toExtend<CallQueryInput<typeof getEvents>>();
  });
  it('routeSchema keeps the zod types Fastify infers from', () => {
    const schema = routeSchema(getImgArenaStream);
    expectTypeOf(schema.params).toEqualTypeOf(getImgArenaStream.params);
    expectTypeOf(schema.querystring).toEqualTypeOf(getImgArenaStream.querystring);
    expectTypeOf<RouteSchema<typeof getEvents>>().not.toHaveProperty('body');
  });
});

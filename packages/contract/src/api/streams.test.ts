import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { EventIdParams, StreamQuery, StreamResponse, StreamsQuery, StreamsResponse } from './streams';

describe('Streams', () => {
  it('streams take language (not lang) and bookmaker', () => {
    expect(StreamsQuery.parse({ bookmaker: 'touchline_ie' })).toEqual({
      bookmaker: 'touchline_ie',
      language: 'en',
    });
    expect(StreamsResponse.safeParse({ streams: [examples.stream] }).success).toBe(true);
  });
  it("the stream call takes an event id, 'test' included, and test_video as a boolean", () => {
    expect(EventIdParams.parse({ event_id: 'test' }).event_id).toBe('test');
    expect(StreamQuery.parse({ bookmaker: 'touchline_ie', test_video: 'true' }).test_video).toBe(true);
  });
  it('answers an address to fetch next', () => {
    expect(StreamResponse.safeParse({ stream: '/v1/imgarena/stream/1001/manifest' }).success).toBe(true);
    expect(StreamResponse.safeParse({ stream: 'not a url' }).success).toBe(false);
  });
});

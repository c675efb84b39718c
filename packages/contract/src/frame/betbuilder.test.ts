import { describe, expect, it } from 'vitest';
import { encodeBetBuilderMessage, readBetBuilderMessage } from './betbuilder';

describe('bet builder frame message', () => {
  it('reads the betslip id back from the string the builder posts', () => {
    expect(readBetBuilderMessage(encodeBetBuilderMessage('bb_123'))).toBe('bb_123');
  });

  it('drops anything that is not a string: objects, numbers, null', () => {
    expect(readBetBuilderMessage({ betslip_id: 'bb_123' })).toBeNull();
    expect(readBetBuilderMessage(42)).toBeNull();
    expect(readBetBuilderMessage(null)).toBeNull();
  });

  it('drops strings of another shape: bad JSON, missing or empty id, extra keys', () => {
    expect(readBetBuilderMessage('bb_123')).toBeNull();
    expect(readBetBuilderMessage('{"betslip_id":')).toBeNull();
    expect(readBetBuilderMessage('{"id":"bb_123"}')).toBeNull();
    expect(readBetBuilderMessage('{"betslip_id":""}')).toBeNull();
    expect(readBetBuilderMessage('{"betslip_id":7}')).toBeNull();
    expect(readBetBuilderMessage('{"betslip_id":"a","event":"close"}')).toBeNull();
    expect(readBetBuilderMessage(`"${'x'.repeat(2000)}"`)).toBeNull();
  });
});

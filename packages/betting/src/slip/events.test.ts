import { describe, expect, it } from 'vitest';
import { BETSLIP_EVENT_TYPES, canDispatch } from './events';
import { slipReducer } from './reducer';
import { processing, sel, slipWith } from './test-fixtures';

const off = slipWith([sel('a')]);
const busy = processing(off);
const completed = slipReducer(busy, { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' });
const allowed = (state: typeof off) => BETSLIP_EVENT_TYPES.filter((type) => canDispatch(state, type));

describe('processing: events valid only in the right states', () => {
  it('off admits every edit but no ticket result or result-panel action', () => {
    expect(allowed(off)).not.toContain('TICKET_RESULT');
    expect(allowed(off)).not.toContain('RETAIN_SELECTIONS');
    expect(allowed(off)).not.toContain('CLEAR_ALL');
    expect(allowed(off)).toContain('CALCULATED');
  });

  it('processing admits only ticket results, prices, errors and opening the slip', () => {
    expect(busy.processingStatus).toBe('processing');
    expect(allowed(busy).sort()).toEqual(['SET_ERROR', 'SHOW', 'TICKET_RESULT', 'UPDATE_PRICES']);
  });

  it('completed admits the panel actions, closing, clearing and a new selection, but no edit of the placed slip', () => {
    expect(completed.processingStatus).toBe('completed');
    expect(allowed(completed)).toEqual(
      expect.arrayContaining([
        'RETAIN_SELECTIONS',
        'CLEAR_ALL',
        'HIDE',
        'CLEAR',
        'ADD_SELECTION',
        'TOGGLE_SELECTION',
      ]),
    );
    for (const type of [
      'REMOVE_SELECTION',
      'SET_STAKE',
      'SET_BET_TYPE',
      'CALCULATED',
      'TICKET_RESULT',
    ] as const) {
      expect(canDispatch(completed, type)).toBe(false);
    }
  });
});

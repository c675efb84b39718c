import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { BetslipSelection, SelectionDetail, SystemOption, SystemType, Ticket, TicketStatus } from './betslip';

describe('Betslip selection', () => {
  it('accepts what the slip keeps of a selection', () => {
    expect(BetslipSelection.parse(examples.betslipSelection)).toEqual(examples.betslipSelection);
  });
  it('accepts the CANNOT_COMBINE flag', () => {
    expect(
      BetslipSelection.safeParse({ ...examples.betslipSelection, error: 'CANNOT_COMBINE' }).success,
    ).toBe(true);
  });
  it('rejects a negative stake', () => {
    expect(BetslipSelection.safeParse({ ...examples.betslipSelection, stake: -5 }).success).toBe(false);
  });
  it('rejects a selection without an outcome id', () => {
    const { id: _id, ...outcome } = examples.betslipSelection.outcome;
    expect(BetslipSelection.safeParse({ ...examples.betslipSelection, outcome }).success).toBe(false);
  });
  it('a server selection carries event, market and outcome', () => {
    expect(SelectionDetail.parse(examples.selectionDetail).outcome.id).toBe('9001');
  });
});

describe("System bet option: type 'system_k/n'", () => {
  it('accepts a 2/3 option', () => {
    expect(SystemOption.parse(examples.systemOption).type).toBe('system_2/3');
  });
  it('rejects a malformed type', () => {
    expect(SystemType.safeParse('system_two/3').success).toBe(false);
    expect(SystemType.safeParse('combi').success).toBe(false);
  });
  it('rejects fewer than 3 selections', () => {
    expect(SystemOption.safeParse({ ...examples.systemOption, selections: 2 }).success).toBe(false);
  });
});

describe('Ticket', () => {
  it('accepts a priced single', () => {
    expect(Ticket.parse(examples.ticket)).toEqual(examples.ticket);
  });
  it('accepts a placed ticket with PROCESSED status', () => {
    const placed = { ...examples.ticket, uuid: 'c0a8012e', status: 'PROCESSED' };
    expect(Ticket.safeParse(placed).success).toBe(true);
  });
  it('status null is pending; the client adds CONNECTION_ERROR and SERVER_ERROR', () => {
    for (const status of [null, 'CONNECTION_ERROR', 'SERVER_ERROR', 'BALANCE_INSUFFICIENT']) {
      expect(TicketStatus.safeParse(status).success).toBe(true);
    }
  });
  it('rejects an unknown status', () => {
    expect(Ticket.safeParse({ ...examples.ticket, status: 'OK' }).success).toBe(false);
  });
  it('rejects a negative stake and a fractional minor amount', () => {
    expect(Ticket.safeParse({ ...examples.ticket, stake: -100 }).success).toBe(false);
    expect(Ticket.safeParse({ ...examples.ticket, potential_return: 25.5 }).success).toBe(false);
  });
  it('rejects a ticket without selections', () => {
    expect(Ticket.safeParse({ ...examples.ticket, selections: [] }).success).toBe(false);
  });
});

/** Id allocation: the next id of each table, counted up from its base. */
import { ID_BASE } from './rows';

/** Next free ids; topping up continues from the database's maxima. */
export class IdAllocator {
  constructor(
    public event: number,
    public market: number,
    public outcome: number,
    public participant: number,
  ) {}
  static fresh(): IdAllocator {
    return new IdAllocator(ID_BASE.event, ID_BASE.market, ID_BASE.outcome, ID_BASE.participant);
  }
  nextEvent(): number {
    this.event += 1;
    return this.event;
  }
  nextMarket(): number {
    this.market += 1;
    return this.market;
  }
  nextOutcome(): number {
    this.outcome += 1;
    return this.outcome;
  }
  nextParticipant(): number {
    this.participant += 1;
    return this.participant;
  }
}

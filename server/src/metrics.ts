/**
 * What the server counts for operators, in Prometheus' text format at GET /metrics: request durations
 * by route, bets placed and refused by code, feed ticks and connected sockets, plus Node's own process
 * figures. One registry per application, so several apps in one process (tests) never mix their series.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export class Metrics {
  readonly registry = new Registry();

  /** HTTP requests by method, route template (never the raw URL: ids would explode the series) and status. */
  readonly requestDuration = new Histogram({
    name: 'touchline_http_request_duration_seconds',
    help: 'HTTP request durations in seconds, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** Bets placed, by where they were placed from (betslip, betbuilder). */
  readonly betsPlaced = new Counter({
    name: 'touchline_bets_placed_total',
    help: 'Bets placed, by source',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  /** Bet submits refused, by source and the refusal's code (ODDS_CHANGED, BALANCE_INSUFFICIENT, ...). */
  readonly betsRefused = new Counter({
    name: 'touchline_bets_refused_total',
    help: 'Bet submits refused, by source and refusal code',
    labelNames: ['source', 'code'] as const,
    registers: [this.registry],
  });

  readonly feedTicks = new Counter({
    name: 'touchline_feed_ticks_total',
    help: 'Steps of the live feed simulator run by this server',
    registers: [this.registry],
  });

  readonly socketsConnected = new Gauge({
    name: 'touchline_sockets_connected',
    help: 'Socket.IO clients connected to this server',
    registers: [this.registry],
  });

  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics !== false) {
      collectDefaultMetrics({ register: this.registry, prefix: 'touchline_' });
    }
  }

  /** A bet submit's outcome: placed, or refused with its code. */
  countSubmit(source: 'betslip' | 'betbuilder', refusal: string | null): void {
    if (refusal === null) this.betsPlaced.inc({ source });
    else this.betsRefused.inc({ source, code: refusal });
  }
}

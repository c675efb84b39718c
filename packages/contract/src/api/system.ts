/** The operators' calls of every server process: liveness, readiness, metrics, and the development outbox. */
import { z } from 'zod';
import { defineCall } from './define';

const MODULE = 'system';

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const getHealth = defineCall({
  method: 'GET',
  path: '/healthz',
  module: MODULE,
  summary: 'Health check: 200 when the server and its database are ready',
  auth: 'none',
  response: HealthResponse,
});

export const Readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'down'])).describe('Each dependency: database, redis, ...'),
});
export type Readiness = z.infer<typeof Readiness>;

export const getReadiness = defineCall({
  method: 'GET',
  path: '/readyz',
  module: MODULE,
  summary: 'Readiness: 200 when every dependency answers, 503 naming the ones that are down',
  auth: 'none',
  response: Readiness,
  responses: { 503: Readiness },
});

export const getMetrics = defineCall({
  method: 'GET',
  path: '/metrics',
  module: MODULE,
  summary: 'Prometheus metrics of this server process',
  auth: 'none',
  produces: 'text/plain',
  response: z.string().describe('Prometheus text exposition format (version 0.0.4)'),
});

export const OutboxQuery = z.object({
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  to: z.string().min(3).max(254).optional().describe('Only mails to this address'),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

export const OutboxMail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** Served only outside production. */
export const getOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  module: 'dev',
  summary: 'Latest e-mails in the local outbox (development only), newest first',
  auth: 'none',
  querystring: OutboxQuery,
  response: z.object({ mails: z.array(OutboxMail) }),
});

export const systemCalls = { getHealth, getReadiness, getMetrics, getOutbox } as const;
